# test/t/clients/django_app.py: uuid9562 from Django (3.2 on Debian 12, 5.2 on
# sid), without a project: the settings are configured here.  The example
# of docs/applications.md (between the markers) and then its checks, run by
# test/t/030_clients.pl with libpq's PG* variables naming a database that has
# the extension.  It prints properties only, a "name: value" line each
# (checks.py).
from datetime import datetime, timedelta, timezone
import os

import django
from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import DatabaseError, IntegrityError, connection, models
from django.db.models import BooleanField, DateTimeField, F, Func, UUIDField, Value
from django.db.models.expressions import Expression, RawSQL

from checks import BULK, report, show

settings.configure(
    DATABASES={"default": {"ENGINE": "django.db.backends.postgresql",
                           "NAME": os.environ["PGDATABASE"]}},   # libpq's other PG* variables
    USE_TZ=True)
django.setup()


# docs: begin
class Default(Expression):                      # DEFAULT in an INSERT
    def as_sql(self, compiler, connection):
        return "DEFAULT", []


class DatabaseUUIDField(UUIDField):             # a key the database fills, read
    db_returning = True                         # back by INSERT ... RETURNING

    def pre_save(self, model_instance, add):
        value = super().pre_save(model_instance, add)
        return Default() if value is None else value


class Event(models.Model):
    id = DatabaseUUIDField(primary_key=True)
    body = models.TextField()

    class Meta:
        app_label = "events"
        db_table = "events"


with connection.schema_editor() as editor:              # as migrate does
    editor.create_model(Event)
    editor.execute("ALTER TABLE events ALTER id SET DEFAULT uuid_generate_v7()")   # RunSQL

# The new keys, uuid.UUIDs, and the first one's creation time, an aware datetime.
event = Event.objects.create(body="hello")
more = Event.objects.bulk_create([Event(body="event 0"), Event(body="event 1")])
created = Event.objects.filter(pk=event.pk).values_list(
    Func(F("id"), function="uuid_timestamp", output_field=DateTimeField()), flat=True).get()

# A time window: uuid_v7_within() takes the datetimes as they are, no cast.
since = datetime(2024, 1, 1, 1, 40, tzinfo=timezone.utc)
within = RawSQL("uuid_v7_within(id, tstzrange(%s, %s))", (since, since + timedelta(hours=1)),
                output_field=BooleanField())
window = Event.objects.filter(within).values_list("id", flat=True)
rows = list(window)

# A public id, and the row it stands for.
key = bytes.fromhex("0123456789abcdeffedcba9876543210")
public = Event.objects.filter(pk=event.pk).values_list(
    Func(F("id"), Value(key), function="uuid_v7_mask", output_field=UUIDField()), flat=True).get()
row = Event.objects.get(id=Func(Value(public), Value(key), function="uuid_v7_unmask"))

# Bad input: Django refuses a malformed id in a filter (ValidationError); in
# SQL, the DatabaseError's __cause__ is the driver's, with diag.sqlstate.
try:
    list(Event.objects.raw("SELECT * FROM events WHERE id = %s", ["not-a-uuid"]))
except DatabaseError as e:
    malformed = e.__cause__.diag.sqlstate               # "22P02"
# docs: end


class PlainKey(models.Model):
    """The pitfall: a plain UUIDField key, no default on Django's side."""
    id = UUIDField(primary_key=True)

    class Meta:
        app_label = "events"
        db_table = "plain"


if django.VERSION >= (5, 0):
    class DbDefaultKey(models.Model):
        """Django 5's db_default: save() reads the key back, bulk_create() not."""
        id = UUIDField(primary_key=True, db_default=Func(function="uuid_generate_v7"))

        class Meta:
            app_label = "events"
            db_table = "db_default"


def sqlstate(sql, params):
    """The SQLSTATE that sql with params fails with, or 'none'."""
    try:
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
    except DatabaseError as e:
        return e.__cause__.diag.sqlstate
    return "none"


with connection.cursor() as cursor:
    cursor.execute(BULK)
    cursor.execute("ANALYZE events")
    cursor.execute("CREATE TABLE plain (id uuid PRIMARY KEY DEFAULT uuid_generate_v7())")
ids = [event.id] + [e.id for e in more]
until = since + timedelta(hours=1)
rows = list(window.all())                    # the query again, not its cached rows
by_time = list(Event.objects.filter(
    RawSQL("uuid_timestamp(id) >= %s AND uuid_timestamp(id) < %s", (since, until), output_field=BooleanField())
).values_list("id", flat=True))
plan = window.explain()
in_db = list(Event.objects.order_by("id").values_list("id", flat=True))
try:
    list(Event.objects.filter(id="not-a-uuid"))
    by_filter = "none"
except ValidationError as e:
    by_filter = type(e).__name__
try:
    PlainKey.objects.create()
    plain = "none"
except IntegrityError as e:
    plain = e.__cause__.diag.sqlstate

show("client", f"Django {django.get_version()} with {connection.Database.__name__} "
     f"{connection.Database.__version__.split()[0]}")
show("key type", type(ids[0]).__name__)
report(ids, created, in_db, rows, by_time, plan, public, row.id, malformed)
show("malformed id by filter", by_filter)
show("null time", sqlstate("INSERT INTO events (id, body) VALUES (uuid_generate_v7_at(%s), 'x')", (None,)))
show("time before 1970",
     sqlstate("SELECT uuid_generate_v7_at(%s)", (datetime(1969, 12, 31, tzinfo=timezone.utc),)))
show("plain UUIDField key", plain)
if django.VERSION >= (5, 0):
    with connection.schema_editor() as editor:
        editor.create_model(DbDefaultKey)
    show("db_default key by save", f"version {DbDefaultKey.objects.create().id.version}")
    show("db_default keys by bulk_create",
         ", ".join(type(k.id).__name__ for k in DbDefaultKey.objects.bulk_create([DbDefaultKey()])))
