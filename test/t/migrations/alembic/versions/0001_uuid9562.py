"""Install uuid9562's portable edition (its plain SQL file, schema app).

exec_driver_sql without parameters: text() would read ":name" in the SQL as
a parameter, and psycopg2 given parameters reads every "%".
"""
from pathlib import Path

from alembic import op

revision = '0001'
down_revision = None

SQL = (Path(__file__).resolve().parents[1] / 'uuid9562-1.5.sql').read_text()


def upgrade():
    op.execute('CREATE EXTENSION IF NOT EXISTS pgcrypto')
    op.get_bind().exec_driver_sql(SQL, execution_options={'no_parameters': True})
