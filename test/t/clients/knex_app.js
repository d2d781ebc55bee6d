// t/clients/knex_app.js: uuid9562 from Knex (on node-postgres), the example
// of docs/applications.md (between the markers) and then its checks, run by
// t/030_clients.pl with libpq's PG* variables naming a database that has the
// extension.  It prints properties only, a "name: value" line each.
'use strict';
const knexFactory = require('knex');
const { versionOf, bulk, byTime, show, failure, sqlstateAt, report } = require('./checks');

async function main() {
  // docs: begin
  const knex = knexFactory({ client: 'pg', connection: {} });   // libpq's PG* variables
  await knex.schema.createTable('events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('uuid_generate_v7()'));
    t.text('body').notNullable();
  });

  // The new key (INSERT ... RETURNING), a string.
  const [{ id }] = await knex('events').insert({ body: 'hello' }).returning('id');

  // A time window: whereRaw's bindings go untyped, tstzrange makes them timestamptz.
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  const window = knex('events').select('id').whereRaw('uuid_v7_within(id, tstzrange(?, ?))', [since, until]);
  let rows = await window;
  // Not where('id', '>=', since): the Date is read as a uuid (22P02).

  // Bad input: Knex passes node-postgres's error on, e.code the SQLSTATE.
  let malformed;
  try {
    await knex('events').where({ id: 'not-a-uuid' });
  } catch (e) {
    malformed = e.code;                                // '22P02'
  }
  // docs: end

  const ids = (r) => r.map((x) => x.id);
  const { created } = await knex('events').where({ id }).first(knex.raw('uuid_timestamp(id) AS created'));
  const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
  const { pub } = await knex.first(knex.raw('uuid_v7_mask(?, ?) AS pub', [id, key]));
  const row = await knex('events').whereRaw('id = uuid_v7_unmask(?, ?)', [pub, key]).first();
  await knex.raw(bulk);
  await knex.raw('ANALYZE events');
  const inserted = [id];
  for (let n = 0; n < 2; n++)
    inserted.push((await knex('events').insert({ body: `event ${n}` }).returning('id'))[0].id);
  rows = ids(await window.clone());
  const { sql, bindings } = window.toSQL();
  const plan = (await knex.raw('EXPLAIN ' + sql, bindings)).rows.map((r) => r['QUERY PLAN']).join('\n');

  show('client', `Knex ${versionOf('knex')}, node-postgres ${versionOf('pg')}`);
  show('key type', typeof id);
  report({
    ids: inserted, created, ordered: ids(await knex('events').select('id').orderBy('id')),
    window: rows, byTime: ids((await knex.raw(byTime(since, until))).rows), plan,
    pub, unmasked: row.id, malformed,
    nullTime: await failure(() => knex('events').insert({ id: knex.raw('uuid_generate_v7_at(?)', [null]), body: 'x' })),
    before1970: await failure(() => knex.raw('SELECT uuid_generate_v7_at(?)', [new Date(Date.UTC(1969, 11, 31))])),
  });
  show("where('id', '>=', Date)", await failure(() => knex('events').where('id', '>=', since)));
  show('SQLSTATE at', await sqlstateAt(() => knex('events').where({ id: 'not-a-uuid' })));
  await knex.destroy();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
