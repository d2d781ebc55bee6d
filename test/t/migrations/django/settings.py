# test/t/migrations/django/settings.py: a project of one app, events; the
# database from PGHOST, PGPORT, PGUSER, PGDATABASE.
import os

INSTALLED_APPS = ['events']
DATABASES = {'default': {
    'ENGINE': 'django.db.backends.postgresql',
    'HOST': os.environ['PGHOST'], 'PORT': os.environ['PGPORT'],
    'USER': os.environ['PGUSER'], 'NAME': os.environ['PGDATABASE'],
}}
USE_TZ = True
DEFAULT_AUTO_FIELD = 'django.db.models.AutoField'
