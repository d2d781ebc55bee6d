# test/t/clients/asyncpg_app.py: uuid9562 from asyncpg (0.27 on Debian 12,
# 0.31 on sid), the example of docs/python.md (between the markers) and then
# its checks, run by test/t/030_clients.pl with libpq's PG* variables naming a
# database that has the extension.  It prints properties only, a "name:
# value" line each (checks.py).
import asyncio
from datetime import datetime, timedelta, timezone

import asyncpg

from checks import BULK, report, show


async def main():
    """Run the example, then print the checks."""
    # docs: begin
    conn = await asyncpg.connect()                   # PGHOST, PGPORT, PGUSER, PGDATABASE
    await conn.execute("""CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
        body text NOT NULL)""")

    # The new key, a uuid.UUID, and its creation time, a datetime.
    insert = "INSERT INTO events (body) VALUES ($1) RETURNING id, uuid_timestamp(id) AS created"
    id, created = await conn.fetchrow(insert, "hello")

    # A time window: uuid_v7_within() takes the datetimes as they are, no cast.
    since = datetime(2024, 1, 1, 1, 40, tzinfo=timezone.utc)
    window = "SELECT id FROM events WHERE uuid_v7_within(id, tstzrange($1, $2))"
    rows = await conn.fetch(window, since, since + timedelta(hours=1))

    # Not "id >= $1": the server says $1 is a uuid, as which asyncpg cannot
    # encode a datetime (DataError, in the client); "id >= $1::timestamptz" works.

    # A public id, and the row it stands for.
    key = bytes.fromhex("0123456789abcdeffedcba9876543210")
    public = await conn.fetchval("SELECT uuid_v7_mask($1, $2)", id, key)
    row = await conn.fetchrow("SELECT * FROM events WHERE id = uuid_v7_unmask($1, $2)", public, key)

    # Bad input: a malformed id never reaches the server (DataError, 22000).
    try:
        await conn.fetch("SELECT * FROM events WHERE id = $1", "not-a-uuid")
    except asyncpg.DataError as e:
        malformed = e                                # e.sqlstate "22000", e.severity None
    try:
        await conn.fetch("SELECT * FROM events WHERE id = $1::text::uuid", "not-a-uuid")
    except asyncpg.PostgresError as e:
        by_server = e                                # e.sqlstate "22P02", e.severity "ERROR"
    # docs: end

    def where(e):
        """e's SQLSTATE, and "in the client" where asyncpg set it."""
        return e.sqlstate + (" in the client" if e.severity is None else "")

    async def failure(sql, *args):
        """Where sql with args fails (where()), or 'none'."""
        try:
            await conn.fetch(sql, *args)
        except asyncpg.PostgresError as e:
            return where(e)
        return "none"

    await conn.execute(BULK)
    await conn.execute("ANALYZE events")
    ids = [id] + [(await conn.fetchrow(insert, f"event {n}"))["id"] for n in range(2)]
    until = since + timedelta(hours=1)
    rows = [r["id"] for r in await conn.fetch(window, since, until)]
    by_time = [r["id"] for r in await conn.fetch(
        "SELECT id FROM events WHERE uuid_timestamp(id) >= $1 AND uuid_timestamp(id) < $2", since, until)]
    plan = "\n".join(r[0] for r in await conn.fetch("EXPLAIN " + window, since, until))
    in_db = [r["id"] for r in await conn.fetch("SELECT id FROM events ORDER BY id")]

    show("client", f"asyncpg {asyncpg.__version__}")
    show("key type", type(ids[0]).__name__)
    report(ids, created, in_db, rows, by_time, plan, public, row["id"], where(malformed))
    show("null time", await failure("INSERT INTO events (id, body) VALUES (uuid_generate_v7_at($1), 'x')", None))
    show("time before 1970", await failure("SELECT uuid_generate_v7_at($1)", datetime(1969, 12, 31, tzinfo=timezone.utc)))
    show("malformed id cast by the server", where(by_server))
    show("id >= $1 with a datetime", await failure("SELECT id FROM events WHERE id >= $1", since))
    await conn.close()


asyncio.run(main())
