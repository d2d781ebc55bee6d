# test/t/migrations/activerecord/migrate.rb: ActiveRecord's migrations of
# db/migrate/ (what bin/rails db:migrate runs), on the database of PGHOST,
# PGPORT, PGUSER, PGDATABASE:  ruby migrate.rb [VERSION | rollback STEPS]
require 'active_record'

ActiveRecord::Base.establish_connection(adapter: 'postgresql')
# db/migrate of the current directory; the pool's on Rails 7.2 and later
pool = ActiveRecord::Base.connection_pool
context = pool.respond_to?(:migration_context) ? pool.migration_context : ActiveRecord::Base.connection.migration_context
if ARGV[0] == 'rollback'
  context.rollback(Integer(ARGV[1]))
else
  context.migrate(ARGV[0] && Integer(ARGV[0]))
end
