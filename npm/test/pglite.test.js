// npm/test/pglite.test.js: the package in PGlite (pinned in package.json),
// as its users run it.  One database with the extension serves every test
// (PGlite's start dominates, seconds each); a second is loaded from its
// dump (dumpDataDir, loadDataDir), the way to keep one initialised database
// for many tests.  Through pglite-socket with node-postgres as a client,
// and through Drizzle's PGlite driver.  Run by npm test (node --test).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, uuid, text } from 'drizzle-orm/pg-core';
import { sql as dsql } from 'drizzle-orm';
import { install, schema, sql, uuid9562, version } from '../index.js';

let db;

before(async () => {
  db = await PGlite.create({ extensions: { pgcrypto, uuid9562 } });
});

after(async () => {
  await db?.close();
});

// The plan of a query as JSON: its nodes that scan an index, with whether
// each has an index condition (a range scan, not a full one).
async function indexScans(query) {
  const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${query}`);
  const found = [];
  (function walk(node) {
    if (node['Index Name']) found.push({ index: node['Index Name'], range: 'Index Cond' in node });
    for (const child of node.Plans ?? []) walk(child);
  })(rows[0]['QUERY PLAN'][0].Plan);
  return found;
}

test('the extension installs this version into schema app, pgcrypto created', async () => {
  assert.equal(schema, 'app');
  const { rows } = await db.query(
    `SELECT app.uuid9562_portable_version() AS v,
            (SELECT count(*) FROM pg_extension WHERE extname = 'pgcrypto')::int AS pgcrypto,
            (SELECT count(*) FROM pg_proc WHERE pronamespace = 'app'::regnamespace)::int AS functions`);
  assert.equal(rows[0].v, version);
  assert.equal(rows[0].pgcrypto, 1);
  assert.ok(rows[0].functions > 50, `${rows[0].functions} functions`);
  // install() over this version does nothing; the plain SQL runs again all the same.
  assert.equal(await install(db), false);
  await db.transaction(async (tx) => { await tx.exec(sql); });
});

test('version 7: strictly ordered, within 1 ms of the clock', async () => {
  const { rows } = await db.query(
    `SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::int8 AS before_ms,
            app.uuid_generate_v7()::text AS id,
            floor(extract(epoch FROM clock_timestamp()) * 1000)::int8 AS after_ms
       FROM generate_series(1, 1000)`);
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].id < rows[i].id, `row ${i} out of order`);
  for (const r of rows) {
    assert.equal(r.id[14], '7');
    const ms = parseInt(r.id.slice(0, 8) + r.id.slice(9, 13), 16);
    // read between two readings of the clock, each within 1 ms
    assert.ok(ms >= Number(r.before_ms) - 1 && ms <= Number(r.after_ms) + 1,
      `${r.id}: ${ms} not within 1 ms of [${r.before_ms}, ${r.after_ms}]`);
  }
});

test('time windows are index range scans', async () => {
  await db.exec(`
    CREATE TABLE events (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(), n int);
    INSERT INTO events SELECT app.uuid_generate_v7_at(now() - i * interval '15 minutes'), i
      FROM generate_series(1, 20000) AS i;
    INSERT INTO events (n) SELECT -i FROM generate_series(1, 100) AS i;
    ANALYZE events;`);
  const day = `SELECT count(*) FROM events WHERE id OPERATOR(app.>=) now() - interval '1 day'`;
  assert.deepEqual(await indexScans(day), [{ index: 'events_pkey', range: true }]);
  const within = `SELECT count(*) FROM events
                   WHERE app.uuid_v7_within(id, tstzrange(now() - interval '2 days', now() - interval '1 day'))`;
  assert.deepEqual(await indexScans(within), [{ index: 'events_pkey', range: true }]);
  const { rows } = await db.query(
    `SELECT (${day}) AS windowed,
            (SELECT count(*) FROM events
              WHERE app.uuid_timestamp(id) >= date_trunc('milliseconds', now() - interval '1 day')) AS by_time`);
  assert.equal(rows[0].windowed, rows[0].by_time);
  assert.ok(rows[0].windowed >= 190 && rows[0].windowed <= 200, `${rows[0].windowed} rows in a day`);
});

test('masks with a key: the C edition\'s vector, and the configured key', async () => {
  const key = Buffer.from('efcdab89674523011032547698badcfe', 'hex');
  const { rows } = await db.query(
    `SELECT app.uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', $1::bytea)::text AS masked,
            app.uuid_v7_unmask('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', $1::bytea)::text AS unmasked`, [key]);
  assert.deepEqual(rows[0], {
    masked: '2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', unmasked: '018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f' });
  await db.query('INSERT INTO app.uuid9562_mask_key VALUES ($1::bytea)', [key]);
  const configured = await db.query(
    `SELECT app.uuid_v7_mask('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f')::text AS masked`);
  assert.equal(configured.rows[0].masked, '2463c780-7fca-4def-8c3f-7b1a2c4d5e6f');
});

test('TypeID and version 5 give the vectors', async () => {
  const { rows } = await db.query(
    `SELECT app.uuid_to_typeid('user', '01890a5d-ac96-774b-bcce-b302099a8057') AS typeid,
            app.typeid_to_uuid('user_01h455vb4pex5vsknk084sn02q', 'user')::text AS back,
            app.uuid_generate_v5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')::text AS v5,
            app.uuid_generate_v3('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')::text AS v3`);
  assert.deepEqual(rows[0], {
    typeid: 'user_01h455vb4pex5vsknk084sn02q',
    back: '01890a5d-ac96-774b-bcce-b302099a8057',
    v5: '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    v3: '5df41881-3aed-3515-88a7-2f4a814cf09e',
  });
});

test('an error keeps its SQLSTATE', async () => {
  await assert.rejects(db.query(`SELECT app.uuid_to_typeid('User', app.uuid_nil())`), { code: '22023' });
});

test('node-postgres through pglite-socket', async () => {
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  const client = new pg.Client({ host, port: Number(port), user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
    const { rows } = await client.query(
      `INSERT INTO events (n) VALUES ($1), ($2) RETURNING app.uuid_version(id) AS version, id OPERATOR(app.>=) $3::timestamptz AS recent`,
      [1000001, 1000002, new Date(Date.now() - 60000)]);
    assert.deepEqual(rows, [{ version: 7, recent: true }, { version: 7, recent: true }]);
    const v5 = await client.query(`SELECT app.uuid_generate_v5($1, $2) AS id`,
      ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com']);
    assert.equal(v5.rows[0].id, '2ed6657d-e927-568b-95e1-2665a8aea6a2');
  } finally {
    await client.end();
    await server.stop();
  }
});

test('Drizzle\'s PGlite driver', async () => {
  const orm = drizzle({ client: db });
  const people = pgTable('people', {
    id: uuid('id').primaryKey().default(dsql`app.uuid_generate_v7()`),
    name: text('name').notNull(),
  });
  await orm.execute(dsql`CREATE TABLE people (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(), name text NOT NULL)`);
  const inserted = await orm.insert(people).values([{ name: 'ada' }, { name: 'grace' }]).returning();
  assert.equal(inserted.length, 2);
  assert.ok(inserted[0].id < inserted[1].id);
  const recent = await orm.select({ name: people.name }).from(people)
    .where(dsql`${people.id} OPERATOR(app.>=) now() - interval '1 hour'`).orderBy(people.id);
  assert.deepEqual(recent.map((r) => r.name), ['ada', 'grace']);
});

test('a dump of the initialised database loads with the edition in it', async () => {
  const dump = await db.dumpDataDir('none');
  const copy = await PGlite.create({ loadDataDir: dump, extensions: { pgcrypto, uuid9562 } });
  try {
    assert.equal(await install(copy), false);
    const { rows } = await copy.query(
      `SELECT app.uuid9562_portable_version() AS v, (SELECT count(*) FROM events)::int AS events,
              app.uuid_version(app.uuid_generate_v7()) AS version`);
    assert.deepEqual(rows[0], { v: version, events: 20102, version: 7 });
  } finally {
    await copy.close();
  }
});

test('without pgcrypto the extension says what is missing', async () => {
  await assert.rejects(PGlite.create({ extensions: { uuid9562 } }), /uuid9562 needs pgcrypto/);
});
