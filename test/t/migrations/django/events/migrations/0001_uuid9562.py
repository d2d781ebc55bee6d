# Install uuid9562's portable edition (its plain SQL file, schema app).
# The SQL in a list: Django runs it as it is, where a string would be split
# into statements.
from pathlib import Path

from django.db import migrations

SQL = (Path(__file__).resolve().parents[2] / 'uuid9562-1.5.sql').read_text()


class Migration(migrations.Migration):
    operations = [
        migrations.RunSQL('CREATE EXTENSION IF NOT EXISTS pgcrypto'),
        migrations.RunSQL([SQL]),
    ]
