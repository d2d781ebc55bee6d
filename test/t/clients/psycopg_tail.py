# test/t/clients/psycopg_tail.py: tailing a table in key order with
# uuid_v7_horizon() from psycopg 3, the example of docs/python.md (between
# the markers) and then its checks, run by test/t/030_clients.pl with
# libpq's PG* variables naming a database that has the extension.  It
# prints properties only, a "name: value" line each (checks.py).
import uuid

import psycopg

from checks import show

conn = psycopg.connect(autocommit=True)
conn.execute("CREATE TABLE outbox (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), body text NOT NULL)")
conn.execute("INSERT INTO outbox (body) SELECT 'event ' || n FROM generate_series(1, 250) AS n")
conn.execute("SELECT pg_sleep(0.01)")   # the rows' keys before the reader's horizon
read = []


def handle(batch):
    read.extend(batch)


# docs: begin
def tail(conn, last, limit=100):
    """The rows after key last, in key order, below the horizon: no row that
    commits later can sort before them.  conn is in autocommit mode, so each
    statement is a transaction of its own and the second one's snapshot is
    newer than the horizon."""
    h = conn.execute("SELECT uuid_v7_horizon()").fetchone()[0]
    return conn.execute("SELECT id, body FROM outbox WHERE id > %s AND id < %s ORDER BY id LIMIT %s",
                        (last, h, limit)).fetchall()


last = uuid.UUID(int=0)                 # or where the last run stopped
while batch := tail(conn, last):
    handle(batch)
    last = batch[-1][0]
# docs: end

ids = [r[0] for r in read]
show("client", f"psycopg {psycopg.__version__}")
show("horizon type", type(conn.execute("SELECT uuid_v7_horizon()").fetchone()[0]).__name__)
show("rows read", len(ids))
show("each once, in key order", ids == sorted(set(ids)))
