# test/t/clients/activerecord.rb: uuid9562 from Rails' ActiveRecord (with ruby-pg),
# the example of docs/applications.md (between the markers) and then its
# checks, run by test/t/030_clients.pl with libpq's PG* variables naming a
# database that has the extension.  It prints properties only, a
# "name: value" line each.
require "active_record"

ActiveRecord::Migration.verbose = false

# docs: begin
ActiveRecord::Base.establish_connection(adapter: "postgresql")   # libpq's PG* variables

class CreateEvents < ActiveRecord::Migration[6.1]                # db/migrate/
  def change
    create_table :events, id: :uuid, default: -> { "uuid_generate_v7()" } do |t|
      t.text :body, null: false
    end
  end
end
CreateEvents.migrate(:up)

class Event < ActiveRecord::Base
end

# The new key (INSERT ... RETURNING), a String, and its creation time, a Time.
event = Event.create!(body: "hello")
created = Event.where(id: event.id).pick(Arel.sql("uuid_timestamp(id)"))

# A time window: uuid_v7_within() takes the Times as they are, no cast.  (A Time
# is written into the SQL untyped: "id >= ?" reads it as a uuid, and fails.)
since = Time.utc(2024, 1, 1, 1, 40)
window = Event.where("uuid_v7_within(id, tstzrange(?, ?))", since, since + 3600)
rows = window.pluck(:id)

# A public id, and the row it stands for.
key = "0123456789abcdeffedcba9876543210"
public_id = Event.where(id: event.id).pick(Arel.sql(Event.sanitize_sql(["uuid_v7_mask(id, decode(?, 'hex'))", key])))
row = Event.find_by(Event.sanitize_sql(["id = uuid_v7_unmask(?, decode(?, 'hex'))", public_id, key]))

# Bad input: the uuid type makes a malformed id nil, so find_by finds nothing;
# in SQL, ActiveRecord::StatementInvalid wraps PG::InvalidTextRepresentation.
none = Event.find_by(id: "not-a-uuid")                   # nil
begin
  Event.where("id = ?", "not-a-uuid").to_a
rescue ActiveRecord::StatementInvalid => e
  malformed = e.cause.result.error_field(PG::PG_DIAG_SQLSTATE)   # "22P02"
end
# docs: end

# The SQLSTATE that the query run by the block fails with, or "none".
def sqlstate
  yield
  "none"
rescue ActiveRecord::StatementInvalid => e
  e.cause.result.error_field(PG::PG_DIAG_SQLSTATE)
end

# Print "name: value".
def show(name, value)
  puts "#{name}: #{value}"
end

conn = ActiveRecord::Base.connection
conn.execute(<<~SQL)
  INSERT INTO events (id, body)
  SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'
  FROM generate_series(0, 9999) AS n
SQL
conn.execute("ANALYZE events")
ids = [event.id] + 2.times.map { |n| Event.create!(body: "event #{n}").id }
till = since + 3600
rows = window.pluck(:id)
by_time = Event.where("uuid_timestamp(id) >= ?::timestamptz AND uuid_timestamp(id) < ?::timestamptz",
                      since, till).pluck(:id)
plan = conn.select_values("EXPLAIN " + window.select(:id).to_sql).join("\n")
in_db = Event.order(:id).pluck(:id)
edge = ["7fffffff-ffff-7fff-bfff-ffffffffffff", "80000000-0000-4000-8000-000000000000"]

show "client", "ActiveRecord #{ActiveRecord.version} with ruby-pg #{PG::VERSION}"
show "key type", ids[0].class
show "keys of version 7", ids.all? { |i| i[14] == "7" }
show "keys increasing in insertion order", ids == ids.sort
show "client order is the database's", in_db == in_db.sort && edge == edge.sort
show "creation time is the key's milliseconds",
     (created.to_r * 1000).to_i == event.id.delete("-")[0, 12].to_i(16)
show "window rows", rows.size
show "window rows equal uuid_timestamp()'s", rows.sort == by_time.sort
show "window is an index range scan", plan.include?("Index Cond: ((id >=") && !plan.include?("Seq Scan")
show "mask is version 4", public_id[14] == "4"
show "mask unmasks", row&.id == event.id
show "malformed id", malformed
show "malformed id by find_by", none.inspect
show "null time", sqlstate { conn.execute("INSERT INTO events (id, body) VALUES (uuid_generate_v7_at(NULL), 'x')") }
show "time before 1970", sqlstate {
  Event.where("uuid_generate_v7_at(?::timestamptz) IS NULL", Time.utc(1969, 12, 31)).to_a
}
show "untyped window", sqlstate { Event.where("id >= ?", since).to_a }
