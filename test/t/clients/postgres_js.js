// test/t/clients/postgres_js.js: uuid9562 from Postgres.js (npm's postgres),
// the example of docs/javascript.md (between the markers) and then its checks,
// run by test/t/030_clients.pl with libpq's PG* variables naming a database
// that has the extension.  It prints properties only, a "name: value" line
// each (checks.js).
'use strict';
const postgres = require('postgres');
const { versionOf, bulk, byTime, show, failure, sqlstateAt, report } = require('./checks');

async function main() {
  // docs: begin
  const sql = postgres({ onnotice: () => {} });   // PGHOST, PGPORT, PGUSER, PGDATABASE
  await sql`CREATE TABLE events (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    body text NOT NULL)`;

  // The new key, a string, and its creation time, a Date.
  const [{ id, created }] = await sql`INSERT INTO events (body) VALUES (${'hello'})
    RETURNING id, uuid_timestamp(id) AS created`;

  // A time window: a Date goes as timestamptz, so uuid_v7_within() takes it as
  // it is (and id >= ${since} works too).
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  let rows = await sql`SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(${since}, ${until}))`;

  // A public id, and the row it stands for: a Buffer goes as bytea.
  const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
  const [{ pub }] = await sql`SELECT uuid_v7_mask(${id}, ${key}) AS pub`;
  const [row] = await sql`SELECT * FROM events WHERE id = uuid_v7_unmask(${pub}, ${key})`;

  // Bad input: a PostgresError, e.code the SQLSTATE.
  let malformed;
  try {
    await sql`SELECT * FROM events WHERE id = ${'not-a-uuid'}`;
  } catch (e) {
    malformed = e.code;                               // '22P02'
  }
  // docs: end

  const ids = (result) => result.map((r) => r.id);
  const window = () => sql`SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(${since}, ${until}))`;
  await sql.unsafe(bulk);
  await sql`ANALYZE events`;
  const inserted = [id];
  for (let n = 0; n < 2; n++)
    inserted.push((await sql`INSERT INTO events (body) VALUES (${`event ${n}`}) RETURNING id`)[0].id);
  rows = ids(await window());
  const plan = (await sql`EXPLAIN SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(${since}, ${until}))`)
    .map((r) => r['QUERY PLAN']).join('\n');
  const compared = ids(await sql`SELECT id FROM events WHERE id >= ${since} AND id < ${until}`);

  show('client', `Postgres.js ${versionOf('postgres')}`);
  show('key type', typeof id);
  report({
    ids: inserted, created, ordered: ids(await sql`SELECT id FROM events ORDER BY id`),
    window: rows, byTime: ids(await sql.unsafe(byTime(since, until))), plan,
    pub, unmasked: row.id, malformed,
    nullTime: await failure(() => sql`INSERT INTO events (id, body) VALUES (uuid_generate_v7_at(${null}), 'x')`),
    before1970: await failure(() => sql`SELECT uuid_generate_v7_at(${new Date(Date.UTC(1969, 11, 31))})`),
  });
  show("window by comparisons equals uuid_v7_within()'s", JSON.stringify(compared.sort()) === JSON.stringify(rows.sort()));
  show('SQLSTATE at', await sqlstateAt(() => sql`SELECT * FROM events WHERE id = ${'not-a-uuid'}`));
  await sql.end();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
