// t/clients/node_pg_tail.js: tailing a table in key order with
// uuid_v7_horizon() from node-postgres, the example of docs/javascript.md
// (between the markers) and then its checks, run by t/030_clients.pl with
// libpq's PG* variables naming a database that has the extension.  It
// prints properties only, a "name: value" line each.
'use strict';
const { Client } = require('pg');
const { versionOf, show } = require('./checks');

async function main() {
  const client = new Client();   // PGHOST, PGPORT, PGUSER, PGDATABASE
  await client.connect();
  await client.query('CREATE TABLE outbox (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), body text NOT NULL)');
  await client.query("INSERT INTO outbox (body) SELECT 'event ' || n FROM generate_series(1, 250) AS n");
  await client.query('SELECT pg_sleep(0.01)');   // the rows' keys before the reader's horizon
  const read = [];
  const handle = (batch) => read.push(...batch);

  // docs: begin
  // The rows after key last, in key order, below the horizon: no row that
  // commits later can sort before them.  Outside BEGIN each query is a
  // transaction of its own, so the second one's snapshot is newer.
  async function tail(client, last, limit = 100) {
    const { h } = (await client.query('SELECT uuid_v7_horizon() AS h')).rows[0];
    const sql = 'SELECT id, body FROM outbox WHERE id > $1 AND id < $2 ORDER BY id LIMIT $3';
    return (await client.query(sql, [last, h, limit])).rows;
  }

  let last = '00000000-0000-0000-0000-000000000000';   // or where the last run stopped
  for (let batch; (batch = await tail(client, last)).length > 0; last = batch[batch.length - 1].id) {
    handle(batch);
  }
  // docs: end

  const ids = read.map((r) => r.id);
  show('client', `node-postgres ${versionOf('pg')}`);
  show('horizon type', typeof (await client.query('SELECT uuid_v7_horizon() AS h')).rows[0].h);
  show('rows read', ids.length);
  show('each once, in key order', ids.every((id, i) => i === 0 || ids[i - 1] < id));
  await client.end();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
