"""The next version of uuid9562: its plain SQL file upgrades in place."""
from pathlib import Path

from alembic import op

revision = '0003'
down_revision = '0002'

SQL = (Path(__file__).resolve().parents[1] / 'uuid9562-next.sql').read_text()


def upgrade():
    op.get_bind().exec_driver_sql(SQL, execution_options={'no_parameters': True})


def downgrade():
    pass
