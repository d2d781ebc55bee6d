// Install uuid9562's portable edition (its plain SQL file, schema app).
// Knex turns every ? of a raw query into a parameter ($1, $2, ...), also
// inside the SQL's strings: written \? they stay question marks.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const sql = readFileSync(join(__dirname, '..', 'uuid9562-1.5.sql'), 'utf8');

exports.up = async (knex) => {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pgcrypto');
  await knex.raw(sql.replaceAll('?', '\\?'));
};
exports.down = () => {
  throw new Error('uuid9562 stays: drop schema app by hand once nothing uses it');
};
