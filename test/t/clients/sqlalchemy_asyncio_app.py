# test/t/clients/sqlalchemy_asyncio_app.py: uuid9562 from SQLAlchemy's asyncio
# mode on asyncpg (SQLAlchemy 1.4 and asyncpg 0.27 on Debian 12, 2.0 and 0.31
# on sid), the example of docs/python.md (between the markers) and then its
# checks, run by test/t/030_clients.pl with libpq's PG* variables naming a
# database that has the extension.  It prints properties only, a "name:
# value" line each (checks.py).
import asyncio
import uuid
from datetime import datetime, timedelta, timezone

import asyncpg
import sqlalchemy
from sqlalchemy import Column, Text, cast, func, select, text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession, create_async_engine
from sqlalchemy.orm import declarative_base, sessionmaker

from checks import BULK, report, show

# docs: begin
Base = declarative_base()


class Event(Base):
    __tablename__ = "events"
    id = Column(UUID(as_uuid=True), primary_key=True, server_default=text("uuid_generate_v7()"))
    body = Column(Text, nullable=False)


engine = create_async_engine("postgresql+asyncpg://")   # PGHOST, PGPORT, PGUSER, PGDATABASE
# Attributes unexpired by commits: reading one anew would be I/O outside an await.
new_session = sessionmaker(engine, class_=AsyncSession, expire_on_commit=False)


async def example(session):
    # The new key (INSERT ... RETURNING), a uuid.UUID, and its creation time.
    event = Event(body="hello")
    session.add(event)
    await session.flush()
    id = event.id
    created = await session.scalar(select(func.uuid_timestamp(id)))

    # A time window: uuid_v7_within() takes the datetimes as they are, no cast.
    # (asyncpg sends a datetime as timestamptz: Event.id >= since works too.)
    since = datetime(2024, 1, 1, 1, 40, tzinfo=timezone.utc)
    window = select(Event.id).where(func.uuid_v7_within(Event.id, func.tstzrange(since, since + timedelta(hours=1))))
    rows = (await session.scalars(window)).all()

    # A public id, and the row it stands for: a uuid.UUID (a str is a varchar: 42883).
    key = bytes.fromhex("0123456789abcdeffedcba9876543210")
    public = await session.scalar(select(func.uuid_v7_mask(id, key, type_=UUID(as_uuid=True))))
    found = await session.scalar(select(Event.id).where(Event.id == func.uuid_v7_unmask(public, key)))

    # Bad input: asyncpg refuses a malformed id in the client (22000, not 22P02).
    await session.commit()
    try:
        await session.execute(select(Event).where(Event.id == "not-a-uuid"))
    except DBAPIError as e:
        malformed = e                                # e.orig.sqlstate "22000"
        await session.rollback()
    return id, created, since, window, public, key, found, malformed
# docs: end


def where(e):
    """The SQLSTATE of DBAPIError e, and "in the client" where asyncpg set it."""
    return e.orig.sqlstate + (" in the client" if e.orig.__cause__.severity is None else "")


async def failure(session, statement):
    """Where statement fails (where()), or 'none'."""
    try:
        await session.execute(statement)
    except DBAPIError as e:
        await session.rollback()
        return where(e)
    return "none"


async def main():
    """Create the table, run the example, then print the checks."""
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    async with new_session() as session:
        id, created, since, window, public, key, found, malformed = await example(session)
        await session.execute(text(BULK))
        await session.commit()
        await session.execute(text("ANALYZE events"))
        more = [Event(body=f"event {n}") for n in range(2)]
        session.add_all(more)
        await session.flush()
        ids = [id] + [e.id for e in more]
        until = since + timedelta(hours=1)
        rows = (await session.scalars(window)).all()
        by_time = (await session.scalars(select(Event.id).where(func.uuid_timestamp(Event.id) >= since,
                                                                func.uuid_timestamp(Event.id) < until))).all()
        compared = (await session.scalars(select(Event.id).where(Event.id >= since, Event.id < until))).all()
        compiled = window.compile(engine.sync_engine)
        conn = await session.connection()
        plan = "\n".join((await conn.exec_driver_sql(
            "EXPLAIN " + str(compiled), tuple(compiled.params[n] for n in compiled.positiontup))).scalars())
        in_db = (await session.scalars(select(Event.id).order_by(Event.id))).all()
        unmask_str = await failure(session, select(func.uuid_v7_unmask(str(public), key)))
        unmask_cast = await session.scalar(select(func.uuid_v7_unmask(cast(str(public), UUID(as_uuid=True)), key)))

        show("client", f"SQLAlchemy {sqlalchemy.__version__} asyncio with asyncpg {asyncpg.__version__}")
        show("key type", type(ids[0]).__name__)
        report(ids, created, in_db, rows, by_time, plan, public, found, where(malformed))
        show("null time", await failure(session, Event.__table__.insert().values(
            id=func.uuid_generate_v7_at(None), body="x")))
        show("time before 1970", await failure(session, select(func.uuid_generate_v7_at(
            datetime(1969, 12, 31, tzinfo=timezone.utc)))))
        show("window by comparisons equals uuid_v7_within()'s", sorted(compared) == sorted(rows))
        show("uuid_v7_unmask(str)", unmask_str)
        show("uuid_v7_unmask(cast(str, UUID)) unmasks", unmask_cast == ids[0])
        show("uuid_v7_unmask(uuid.UUID(str)) unmasks", await session.scalar(
            select(func.uuid_v7_unmask(uuid.UUID(str(public)), key))) == ids[0])
    await engine.dispose()


asyncio.run(main())
