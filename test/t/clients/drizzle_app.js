// t/clients/drizzle_app.js: uuid9562 from Drizzle ORM (on node-postgres), the
// example of docs/applications.md (between the markers) and then its checks,
// run by t/030_clients.pl with libpq's PG* variables naming a database that
// has the extension.  It prints properties only, a "name: value" line each.
'use strict';
const { Pool } = require('pg');
const { drizzle } = require('drizzle-orm/node-postgres');
const pgCore = require('drizzle-orm/pg-core');
const { sql, eq, gte, asc } = require('drizzle-orm');
const { versionOf, bulk, byTime, show, failure, sqlstateAt, report } = require('./checks');

async function main() {
  // docs: begin
  const events = pgCore.pgTable('events', {
    id: pgCore.uuid('id').primaryKey().default(sql`uuid_generate_v7()`),
    body: pgCore.text('body').notNull(),
  });
  const pool = new Pool();   // PGHOST, PGPORT, PGUSER, PGDATABASE
  const db = drizzle(pool);
  // What drizzle-kit generates for the table:
  await db.execute(sql`CREATE TABLE events (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7() NOT NULL,
    body text NOT NULL)`);

  // The new key (INSERT ... RETURNING), a string.
  const [{ id }] = await db.insert(events).values({ body: 'hello' }).returning({ id: events.id });

  // A time window in sql: the Dates go untyped, tstzrange makes them timestamptz.
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  const window = db.select({ id: events.id }).from(events)
    .where(sql`uuid_v7_within(${events.id}, tstzrange(${since}, ${until}))`);
  let rows = await window;
  // Not gte(events.id, since): the Date is read as a uuid (22P02).

  // Bad input: DrizzleQueryError wraps node-postgres's error, e.cause.code.
  let malformed;
  try {
    await db.select().from(events).where(eq(events.id, 'not-a-uuid'));
  } catch (e) {
    malformed = e.cause.code;                          // '22P02'
  }
  // docs: end

  const ids = (r) => r.map((x) => x.id);
  // Drizzle reads a timestamptz as a string.
  const [{ created }] = await db.select({ created: sql`uuid_timestamp(${events.id})`.mapWith((t) => new Date(t)) })
    .from(events).where(eq(events.id, id));
  const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
  const { rows: [{ pub }] } = await db.execute(sql`SELECT uuid_v7_mask(${id}, ${key}) AS pub`);
  const [row] = await db.select().from(events).where(eq(events.id, sql`uuid_v7_unmask(${pub}, ${key})`));
  await db.execute(sql.raw(bulk));
  await db.execute(sql`ANALYZE events`);
  const inserted = [id];
  for (let n = 0; n < 2; n++)
    inserted.push((await db.insert(events).values({ body: `event ${n}` }).returning({ id: events.id }))[0].id);
  rows = ids(await window);
  const q = window.toSQL();
  const plan = (await pool.query('EXPLAIN ' + q.sql, q.params)).rows.map((r) => r['QUERY PLAN']).join('\n');

  show('client', `Drizzle ${versionOf('drizzle-orm')}, node-postgres ${versionOf('pg')}`);
  show('key type', typeof id);
  report({
    ids: inserted, created, ordered: ids(await db.select({ id: events.id }).from(events).orderBy(asc(events.id))),
    window: rows, byTime: ids((await db.execute(sql.raw(byTime(since, until)))).rows), plan,
    pub, unmasked: row.id, malformed,
    nullTime: await failure(() => db.insert(events).values({ id: sql`uuid_generate_v7_at(${null})`, body: 'x' })),
    before1970: await failure(() => db.execute(sql`SELECT uuid_generate_v7_at(${new Date(Date.UTC(1969, 11, 31))})`)),
  });
  show('gte(events.id, Date)', await failure(() => db.select().from(events).where(gte(events.id, since))));
  show('SQLSTATE at', await sqlstateAt(() => db.select().from(events).where(eq(events.id, 'not-a-uuid'))));
  await pool.end();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
