// The next version of uuid9562: its plain SQL file upgrades in place (each
// ? escaped, as in the install).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const sql = readFileSync(join(__dirname, '..', 'uuid9562-next.sql'), 'utf8');

exports.up = (knex) => knex.raw(sql.replaceAll('?', '\\?'));
exports.down = () => {};
