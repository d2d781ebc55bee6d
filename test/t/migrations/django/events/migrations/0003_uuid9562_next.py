# The next version of uuid9562: its plain SQL file upgrades in place.
from pathlib import Path

from django.db import migrations

SQL = (Path(__file__).resolve().parents[2] / 'uuid9562-next.sql').read_text()


class Migration(migrations.Migration):
    dependencies = [('events', '0002_events')]
    operations = [migrations.RunSQL([SQL], migrations.RunSQL.noop)]
