// t/clients/node_pg.js: uuid9562 from node-postgres, the example of
// docs/applications.md (between the markers) and then its checks, run by
// t/030_clients.pl with libpq's PG* variables naming a database that has the
// extension.  It prints properties only, a "name: value" line each.
'use strict';
const { Client } = require('pg');

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

  // A time window: a Date is sent untyped, read as a uuid, and fails.  Cast it.
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  let untyped;
  try {
    await client.query('SELECT id FROM events WHERE id >= $1 AND id < $2', [since, until]);
  } catch (e) {
    untyped = e.code;                                  // '22P02'
  }
  const window = 'SELECT id FROM events WHERE id >= $1::timestamptz AND id < $2::timestamptz';
  let rows = (await client.query(window, [since, until])).rows;

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

  // The SQLSTATE that sql with params fails with, or 'none'.
  async function sqlstate(sql, params) {
    try {
      await client.query(sql, params);
    } catch (e) {
      return e.code;
    }
    return 'none';
  }
  // Print "name: value".
  const show = (name, value) => console.log(`${name}: ${value}`);

  await client.query(`INSERT INTO events (id, body)
    SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'
    FROM generate_series(0, 9999) AS n`);
  await client.query('ANALYZE events');
  const ids = [id];
  for (let n = 0; n < 2; n++)
    ids.push((await client.query(insert, [`event ${n}`])).rows[0].id);
  rows = (await client.query(window, [since, until])).rows.map((r) => r.id);
  const byTime = (await client.query(
    'SELECT id FROM events WHERE uuid_timestamp(id) >= $1::timestamptz AND uuid_timestamp(id) < $2::timestamptz',
    [since, until])).rows.map((r) => r.id);
  const plan = (await client.query('EXPLAIN ' + window, [since, until])).rows.map((r) => r['QUERY PLAN']).join('\n');
  const inDb = (await client.query('SELECT id FROM events ORDER BY id')).rows.map((r) => r.id);
  const edge = ['7fffffff-ffff-7fff-bfff-ffffffffffff', '80000000-0000-4000-8000-000000000000'];
  const sorted = (a) => [...a].sort();
  const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

  show('client', `node-postgres ${require('pg/package.json').version}`);
  show('key type', typeof ids[0]);
  show('keys of version 7', ids.every((i) => i[14] === '7'));
  show('keys increasing in insertion order', same(ids, sorted(ids)));
  show("client order is the database's", same(sorted(inDb), inDb) && same(sorted(edge), edge));
  show("creation time is the key's milliseconds",
    created instanceof Date && created.getTime() === parseInt(id.replace(/-/g, '').slice(0, 12), 16));
  show('window rows', rows.length);
  show("window rows equal uuid_timestamp()'s", same(sorted(rows), sorted(byTime)));
  show('window is an index range scan', plan.includes('Index Cond: ((id >=') && !plan.includes('Seq Scan'));
  show('mask is version 4', pub[14] === '4');
  show('mask unmasks', row.id === id);
  show('malformed id', malformed);
  show('null time', await sqlstate("INSERT INTO events (id, body) VALUES (uuid_generate_v7_at($1), 'x')", [null]));
  show('time before 1970', await sqlstate('SELECT uuid_generate_v7_at($1)', [new Date(Date.UTC(1969, 11, 31))]));
  show('untyped window', untyped);
  await client.end();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
