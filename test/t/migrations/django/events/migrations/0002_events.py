# A table keyed by version 7, made by the database.
from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [('events', '0001_uuid9562')]
    operations = [
        migrations.RunSQL(
            'CREATE TABLE events (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(), body text)',
            'DROP TABLE events'),
    ]
