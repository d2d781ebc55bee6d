# test/t/clients/sqlalchemy_app.py: uuid9562 from SQLAlchemy (1.4 with psycopg2
# on Debian 12, 2.0 with psycopg 3 on sid), the example of
# docs/applications.md (between the markers) and then its checks, run by
# test/t/030_clients.pl with libpq's PG* variables naming a database that has
# the extension.  It prints properties only, a "name: value" line each
# (checks.py).
from datetime import datetime, timedelta, timezone

import sqlalchemy
from sqlalchemy import Column, Text, create_engine, func, select, text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, declarative_base

from checks import BULK, report, show

# docs: begin
Base = declarative_base()


class Event(Base):
    __tablename__ = "events"
    id = Column(UUID(as_uuid=True), primary_key=True, server_default=text("uuid_generate_v7()"))
    body = Column(Text, nullable=False)


if int(sqlalchemy.__version__.split(".")[0]) >= 2:
    engine = create_engine("postgresql+psycopg://")               # 2.0: psycopg 3
else:
    engine = create_engine("postgresql+psycopg2://", future=True)  # 1.4: psycopg2
Base.metadata.create_all(engine)
session = Session(engine, future=True)

# The new key (INSERT ... RETURNING), a uuid.UUID, and its creation time.
event = Event(body="hello")
session.add(event)
session.flush()
created = session.scalar(select(func.uuid_timestamp(event.id)))

# A time window: uuid_v7_within() takes the datetimes as they are, no cast.
# (Both drivers send a datetime as timestamptz: Event.id >= since works too.)
since = datetime(2024, 1, 1, 1, 40, tzinfo=timezone.utc)
window = select(Event.id).where(func.uuid_v7_within(Event.id, func.tstzrange(since, since + timedelta(hours=1))))
rows = session.scalars(window).all()

# A public id, and the row it stands for.
key = bytes.fromhex("0123456789abcdeffedcba9876543210")
public = session.scalar(select(func.uuid_v7_mask(event.id, key, type_=UUID(as_uuid=True))))
row = session.scalars(select(Event).where(Event.id == func.uuid_v7_unmask(public, key))).one()

# Bad input: DBAPIError.orig is the driver's error, its diag.sqlstate the SQLSTATE.
session.commit()
try:
    session.execute(select(Event).where(Event.id == "not-a-uuid"))
except DBAPIError as e:
    malformed = e.orig.diag.sqlstate             # "22P02", InvalidTextRepresentation
    session.rollback()
# docs: end


def sqlstate(statement):
    """The SQLSTATE that statement fails with, or 'none'."""
    try:
        session.execute(statement)
    except DBAPIError as e:
        session.rollback()
        return e.orig.diag.sqlstate
    return "none"


session.execute(text(BULK))
session.commit()
session.execute(text("ANALYZE events"))
more = [Event(body=f"event {n}") for n in range(2)]
session.add_all(more)
session.flush()
ids = [event.id] + [e.id for e in more]
until = since + timedelta(hours=1)
rows = session.scalars(window).all()
by_time = session.scalars(select(Event.id).where(func.uuid_timestamp(Event.id) >= since,
                                                 func.uuid_timestamp(Event.id) < until)).all()
compared = session.scalars(select(Event.id).where(Event.id >= since, Event.id < until)).all()
compiled = window.compile(engine)
plan = "\n".join(session.connection().exec_driver_sql("EXPLAIN " + str(compiled), compiled.params).scalars())
in_db = session.scalars(select(Event.id).order_by(Event.id)).all()

show("client", f"SQLAlchemy {sqlalchemy.__version__} with {engine.dialect.driver} "
     f"{engine.dialect.dbapi.__version__.split()[0]}")
show("key type", type(ids[0]).__name__)
report(ids, created, in_db, rows, by_time, plan, public, row.id, malformed)
show("null time", sqlstate(Event.__table__.insert().values(id=func.uuid_generate_v7_at(None), body="x")))
show("time before 1970", sqlstate(select(func.uuid_generate_v7_at(datetime(1969, 12, 31, tzinfo=timezone.utc)))))
show("window by comparisons equals uuid_v7_within()'s", sorted(compared) == sorted(rows))
