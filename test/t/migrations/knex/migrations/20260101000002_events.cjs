// A table keyed by version 7, made by the database.
exports.up = (knex) => knex.raw('CREATE TABLE events (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(), body text)');
exports.down = (knex) => knex.raw('DROP TABLE events');
