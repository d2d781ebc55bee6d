# t/clients/sqlalchemy_app.py: uuid9562 from SQLAlchemy (with psycopg2), the
# example of docs/applications.md (between the markers) and then its checks,
# run by t/030_clients.pl with libpq's PG* variables naming a database that
# has the extension.  It prints properties only, a "name: value" line each.
from datetime import datetime, timedelta, timezone
import re
import uuid

import psycopg2
import sqlalchemy
from sqlalchemy import Column, Text, create_engine, func, select, text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, declarative_base

# docs: begin
Base = declarative_base()


class Event(Base):
    __tablename__ = "events"
    id = Column(UUID(as_uuid=True), primary_key=True, server_default=text("uuid_generate_v7()"))
    body = Column(Text, nullable=False)


engine = create_engine("postgresql+psycopg2://", future=True)   # libpq's PG* variables
Base.metadata.create_all(engine)
session = Session(engine, future=True)

# Insert and get the key back (INSERT ... RETURNING): a uuid.UUID.
events = [Event(body=f"event {n}") for n in range(3)]
session.add_all(events)
session.flush()
ids = [e.id for e in events]

# Its creation time: a datetime with tzinfo.
created = session.scalar(select(func.uuid_timestamp(ids[0])))

# A time window: psycopg2 sends an aware datetime as '...'::timestamptz, so
# the comparisons with the key need no cast and are an index range scan.
since = datetime(2024, 1, 1, 1, 40, tzinfo=timezone.utc)
until = since + timedelta(hours=1)
window = select(Event.id).where(Event.id >= since, Event.id < until)
rows = session.scalars(window).all()

# A public id that hides the creation time, and back to the key.
key = bytes.fromhex("0123456789abcdeffedcba9876543210")
public = session.scalar(select(func.uuid_v7_mask(ids[0], key, type_=UUID(as_uuid=True))))
found = session.get(Event, session.scalar(select(func.uuid_v7_unmask(public, key, type_=UUID(as_uuid=True)))))

# Bad input: DBAPIError wraps the driver's error, whose pgcode is the SQLSTATE.
session.commit()
try:
    session.execute(select(Event).where(Event.id == "not-a-uuid"))
except DBAPIError as e:
    malformed = e.orig.pgcode        # "22P02": e.orig is a psycopg2.errors.InvalidTextRepresentation
    session.rollback()
# docs: end


def sqlstate(statement):
    """The SQLSTATE that statement fails with, or 'none'."""
    try:
        session.execute(statement)
    except DBAPIError as e:
        session.rollback()
        return e.orig.pgcode
    return "none"


def show(name, value):
    print(f"{name}: {str(value).lower() if isinstance(value, bool) else value}")


session.execute(text("""INSERT INTO events (id, body)
    SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'
    FROM generate_series(0, 9999) AS n"""))
session.commit()
session.execute(text("ANALYZE events"))
rows = session.scalars(window).all()
by_time = session.scalars(select(Event.id).where(func.uuid_timestamp(Event.id) >= since,
                                                 func.uuid_timestamp(Event.id) < until)).all()
compiled = window.compile(engine)
cursor = session.connection().connection.cursor()       # psycopg2's, for SQLAlchemy's own SQL
cursor.execute("EXPLAIN " + str(compiled), compiled.params)
plan = "\n".join(r[0] for r in cursor.fetchall())
sent = cursor.mogrify(str(compiled), compiled.params).decode()          # the SQL psycopg2 sends
in_db = session.scalars(select(Event.id).order_by(Event.id)).all()
edge = [uuid.UUID("7fffffff-ffff-7fff-bfff-ffffffffffff"), uuid.UUID("80000000-0000-4000-8000-000000000000")]

show("client", f"SQLAlchemy {sqlalchemy.__version__} with psycopg2 {psycopg2.__version__.split()[0]}")
show("key type", type(ids[0]).__name__)
show("keys of version 7", all(i.version == 7 for i in ids))
show("keys increasing in insertion order", ids == sorted(ids))
show("client order is the database's", sorted(in_db) == in_db and sorted(edge) == edge)
show("creation time is the key's milliseconds",
     int(created.timestamp() * 1000) == ids[0].int >> 80 and created.tzinfo is not None)
show("window rows", len(rows))
show("window rows equal uuid_timestamp()'s", sorted(rows) == sorted(by_time))
show("window is an index range scan", "Index Cond: ((id >=" in plan and "Seq Scan" not in plan)
show("mask is version 4", public.version == 4)
show("mask unmasks", found is not None and found.id == ids[0])
show("malformed id", malformed)
show("null time", sqlstate(Event.__table__.insert().values(id=func.uuid_generate_v7_at(None), body="x")))
show("time before 1970", sqlstate(select(func.uuid_generate_v7_at(datetime(1969, 12, 31, tzinfo=timezone.utc)))))
show("window sent as", re.search(r"events\.id >= (\S+)", sent).group(1))
