# test/t/clients/checks.py: what the Python programs of test/t/clients/ share
# after their examples: the fixture and the lines they print ("name: value",
# compared exactly by test/t/030_clients.pl).  Each program imports it from
# the directory it runs from.
import uuid

# 10,000 keys a minute apart from 2024-01-01 00:00 UTC: 60 in every
# example's window, 01:40 to 02:40.
BULK = """INSERT INTO events (id, body)
    SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'
    FROM generate_series(0, 9999) AS n"""

# Two keys either side of the sign bit of the first byte: in the database's
# order, and in the client's when it compares bytes unsigned.
EDGE = [uuid.UUID("7fffffff-ffff-7fff-bfff-ffffffffffff"), uuid.UUID("80000000-0000-4000-8000-000000000000")]


def show(name, value):
    """Print "name: value", a boolean in lower case."""
    print(f"{name}: {str(value).lower() if isinstance(value, bool) else value}")


def report(ids, created, ordered, rows, by_time, plan, public, unmasked, malformed):
    """Print the lines every program prints after its "key type" line.

    ids: the keys inserted, in order (the first one's creation time is
    created, an aware datetime); ordered: every key as ORDER BY id returns
    them; rows and by_time: the window's keys and those uuid_timestamp()
    selects; plan: the window's EXPLAIN; public: the first key's mask, and
    unmasked the key found by it; malformed: the SQLSTATE of a malformed id.
    """
    show("keys of version 7", all(isinstance(i, uuid.UUID) and i.version == 7 for i in ids))
    show("keys increasing in insertion order", ids == sorted(ids))
    show("client order is the database's", sorted(ordered) == ordered and sorted(EDGE) == EDGE)
    show("creation time is the key's milliseconds",
         created.tzinfo is not None and int(created.timestamp() * 1000) == ids[0].int >> 80)
    show("window rows", len(rows))
    show("window rows equal uuid_timestamp()'s", sorted(rows) == sorted(by_time))
    show("window is an index range scan", "Index Cond: ((id >=" in plan and "Seq Scan" not in plan)
    show("mask is version 4", public.version == 4)
    show("mask unmasks", unmasked == ids[0])
    show("malformed id", malformed)
