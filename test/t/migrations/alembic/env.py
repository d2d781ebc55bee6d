# test/t/migrations/alembic/env.py: run the migrations of versions/ on the
# database of PGHOST, PGPORT, PGUSER, PGDATABASE, in one transaction.
import os

from alembic import context
from sqlalchemy import create_engine

url = 'postgresql+psycopg2://{PGUSER}@{PGHOST}:{PGPORT}/{PGDATABASE}'.format(**os.environ)
with create_engine(url).connect() as connection:
    context.configure(connection=connection, target_metadata=None)
    with context.begin_transaction():
        context.run_migrations()
