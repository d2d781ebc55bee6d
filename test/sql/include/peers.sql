-- test/sql/include/peers.sql: the peers of uuid9562, each in a schema of its own
-- (TimescaleDB, which the server must preload, in tsdb; pg_uuidv7 in pguv7;
-- uuid-ossp in ossp).  Read with \i by the peers test and bench/peers.sql.
CREATE SCHEMA tsdb;
CREATE EXTENSION timescaledb SCHEMA tsdb;
CREATE SCHEMA pguv7;
CREATE EXTENSION pg_uuidv7 SCHEMA pguv7;
CREATE SCHEMA ossp;
CREATE EXTENSION "uuid-ossp" SCHEMA ossp;
