"""A table keyed by version 7, made by the database."""
from alembic import op

revision = '0002'
down_revision = '0001'


def upgrade():
    op.execute('CREATE TABLE events (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(), body text)')


def downgrade():
    op.execute('DROP TABLE events')
