// t/clients/node_pg.js: uuid9562 from node-postgres, the example of
// docs/applications.md (between the markers) and then its checks, run by
// t/030_clients.pl with libpq's PG* variables naming a database that has the
// extension, under Debian's node-pg and under npm's pg (NODE_PATH says
// which).  It prints properties only, a "name: value" line each.
'use strict';
const { Client } = require('pg');
const { versionOf, bulk, byTime, show, failure, sqlstateAt, report } = require('./checks');

async function main() {
  // docs: begin
  const client = new Client();   // PGHOST, PGPORT, PGUSER, PGDATABASE
  await client.connect();
  await client.query(`CREATE TABLE events (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    body text NOT NULL)`);

  // The new key, a string, and its creation time, a Date.
  const insert = 'INSERT INTO events (body) VALUES ($1) RETURNING id, uuid_timestamp(id) AS created';
  const { id, created } = (await client.query(insert, ['hello'])).rows[0];

  // A time window: Dates, sent untyped, become tstzrange's timestamptz.
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  const window = 'SELECT id FROM events WHERE uuid_v7_within(id, tstzrange($1, $2))';
  let rows = (await client.query(window, [since, until])).rows;

  // Not "id >= $1": a Date sent untyped beside a uuid is read as a uuid.
  let untyped;
  try {
    await client.query('SELECT id FROM events WHERE id >= $1 AND id < $2', [since, until]);
  } catch (e) {
    untyped = e.code;                                  // '22P02'
  }

  // A public id, and the row it stands for.
  const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
  const pub = (await client.query('SELECT uuid_v7_mask($1, $2) AS p', [id, key])).rows[0].p;
  const row = (await client.query('SELECT * FROM events WHERE id = uuid_v7_unmask($1, $2)', [pub, key])).rows[0];

  // Bad input: err.code is the SQLSTATE.
  let malformed;
  try {
    await client.query('SELECT * FROM events WHERE id = $1', ['not-a-uuid']);
  } catch (e) {
    malformed = e.code;                                // '22P02'
  }
  // docs: end

  const ids = (q) => q.rows.map((r) => r.id);
  await client.query(bulk);
  await client.query('ANALYZE events');
  const inserted = [id];
  for (let n = 0; n < 2; n++)
    inserted.push((await client.query(insert, [`event ${n}`])).rows[0].id);
  rows = ids(await client.query(window, [since, until]));
  const plan = (await client.query('EXPLAIN ' + window, [since, until])).rows.map((r) => r['QUERY PLAN']).join('\n');

  show('client', `node-postgres ${versionOf('pg')}`);
  show('key type', typeof id);
  report({
    ids: inserted, created, ordered: ids(await client.query('SELECT id FROM events ORDER BY id')),
    window: rows, byTime: ids(await client.query(byTime(since, until))), plan,
    pub, unmasked: row.id, malformed,
    nullTime: await failure(() => client.query("INSERT INTO events (id, body) VALUES (uuid_generate_v7_at($1), 'x')", [null])),
    before1970: await failure(() => client.query('SELECT uuid_generate_v7_at($1)', [new Date(Date.UTC(1969, 11, 31))])),
  });
  show('untyped window', untyped);
  show('SQLSTATE at', await sqlstateAt(() => client.query('SELECT * FROM events WHERE id = $1', ['not-a-uuid'])));
  await client.end();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
