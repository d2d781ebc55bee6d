# test/t/clients/psycopg_app.py: uuid9562 from psycopg 3, the example of
# docs/applications.md (between the markers) and then its checks, run by
# test/t/030_clients.pl with libpq's PG* variables naming a database that has the
# extension.  It prints properties only, a "name: value" line each
# (checks.py).
from datetime import datetime, timedelta, timezone

import psycopg
from psycopg import errors

from checks import BULK, report, show

# docs: begin
conn = psycopg.connect(autocommit=True)
conn.execute("""CREATE TABLE events (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    body text NOT NULL)""")

# The new key, a uuid.UUID, and its creation time, a datetime.
insert = "INSERT INTO events (body) VALUES (%s) RETURNING id, uuid_timestamp(id)"
id, created = conn.execute(insert, ("hello",)).fetchone()

# A time window: uuid_v7_within() takes the datetimes as they are, no cast.
# (psycopg sends a datetime as timestamptz: "id >= %s AND id < %s" works too.)
since = datetime(2024, 1, 1, 1, 40, tzinfo=timezone.utc)
window = "SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(%s, %s))"
rows = conn.execute(window, (since, since + timedelta(hours=1))).fetchall()

# A public id, and the row it stands for.
key = bytes.fromhex("0123456789abcdeffedcba9876543210")
public = conn.execute("SELECT uuid_v7_mask(%s, %s)", (id, key)).fetchone()[0]
row = conn.execute("SELECT * FROM events WHERE id = uuid_v7_unmask(%s, %s)", (public, key)).fetchone()

# Bad input raises the class of psycopg.errors of its SQLSTATE.
try:
    conn.execute("SELECT * FROM events WHERE id = %s", ("not-a-uuid",))
except errors.InvalidTextRepresentation as e:
    malformed = e.sqlstate                       # "22P02"
# docs: end


def sqlstate(sql, params):
    """The SQLSTATE that sql with params fails with, or 'none'."""
    try:
        conn.execute(sql, params)
    except psycopg.Error as e:
        return e.sqlstate
    return "none"


conn.execute(BULK)
conn.execute("ANALYZE events")
ids = [id] + [conn.execute(insert, (f"event {n}",)).fetchone()[0] for n in range(2)]
until = since + timedelta(hours=1)
rows = conn.execute(window, (since, until)).fetchall()
by_time = conn.execute("SELECT id FROM events WHERE uuid_timestamp(id) >= %s AND uuid_timestamp(id) < %s",
                       (since, until)).fetchall()
compared = conn.execute("SELECT id FROM events WHERE id >= %s AND id < %s", (since, until)).fetchall()
plan = "\n".join(r[0] for r in conn.execute("EXPLAIN " + window, (since, until)))
in_db = [r[0] for r in conn.execute("SELECT id FROM events ORDER BY id")]

show("client", f"psycopg {psycopg.__version__}")
show("key type", type(ids[0]).__name__)
report(ids, created, in_db, rows, by_time, plan, public, row[0], malformed)
show("null time", sqlstate("INSERT INTO events (id, body) VALUES (uuid_generate_v7_at(%s), 'x')", (None,)))
show("time before 1970",
     sqlstate("SELECT uuid_generate_v7_at(%s)", (datetime(1969, 12, 31, tzinfo=timezone.utc),)))
show("window by comparisons equals uuid_v7_within()'s", sorted(compared) == sorted(rows))
