// t/clients/prisma_app.js: uuid9562 from Prisma ORM with its node-postgres
// driver adapter (the client generated from schema.prisma), the example of
// docs/applications.md (between the markers) and then its checks, run by
// t/030_clients.pl with libpq's PG* variables naming a database that has the
// extension.  It prints properties only, a "name: value" line each.
'use strict';
const { PrismaClient, Prisma } = require('@prisma/client');
const { PrismaPg } = require('@prisma/adapter-pg');
const { versionOf, bulk, byTime, show, failure, sqlstateAt, report } = require('./checks');

async function main() {
  // docs: begin
  // Prisma reads and writes times as if the session's time zone were UTC: make it so.
  const adapter = new PrismaPg({ options: '-c TimeZone=UTC' });   // and libpq's PG* variables
  const prisma = new PrismaClient({ adapter });
  // The table as prisma migrate writes it from the model:
  await prisma.$executeRaw`CREATE TABLE events (
    id uuid NOT NULL DEFAULT uuid_generate_v7(),
    body text NOT NULL,
    CONSTRAINT events_pkey PRIMARY KEY (id))`;

  // The new key (INSERT ... RETURNING), a string, and its creation time, a Date.
  const { id } = await prisma.event.create({ data: { body: 'hello' } });
  const [{ created }] = await prisma.$queryRaw`SELECT uuid_timestamp(${id}) AS created`;

  // A time window in $queryRaw: the Dates go untyped, tstzrange makes them timestamptz.
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  const window = Prisma.sql`SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(${since}, ${until}))`;
  let rows = await prisma.$queryRaw(window);

  // Not { id: { gte: since } }: refused in the client (a String field).

  // Bad input: PrismaClientKnownRequestError (P2007), the SQLSTATE in e.meta.
  let malformed;
  try {
    await prisma.event.findUnique({ where: { id: 'not-a-uuid' } });
  } catch (e) {
    malformed = e.meta.driverAdapterError.cause.originalCode;   // '22P02'
  }
  // docs: end

  const ids = (r) => r.map((x) => x.id);
  const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
  const [{ pub }] = await prisma.$queryRaw`SELECT uuid_v7_mask(${id}, ${key}) AS pub`;
  const [row] = await prisma.$queryRaw`SELECT * FROM events WHERE id = uuid_v7_unmask(${pub}, ${key})`;
  await prisma.$executeRawUnsafe(bulk);
  await prisma.$executeRaw`ANALYZE events`;
  const inserted = [id];
  for (let n = 0; n < 2; n++)
    inserted.push((await prisma.event.create({ data: { body: `event ${n}` } })).id);
  rows = ids(await prisma.$queryRaw(window));
  const plan = (await prisma.$queryRaw(Prisma.sql`EXPLAIN ${window}`)).map((r) => r['QUERY PLAN']).join('\n');

  show('client', `Prisma ${versionOf('@prisma/client')}, adapter-pg ${versionOf('@prisma/adapter-pg')}, ` +
    `node-postgres ${versionOf('pg')}`);
  show('key type', typeof id);
  report({
    ids: inserted, created, ordered: ids(await prisma.event.findMany({ select: { id: true }, orderBy: { id: 'asc' } })),
    window: rows, byTime: ids(await prisma.$queryRawUnsafe(byTime(since, until))), plan,
    pub, unmasked: row.id, malformed,
    nullTime: await failure(() => prisma.$executeRaw`INSERT INTO events (id, body) VALUES (uuid_generate_v7_at(${null}), 'x')`),
    before1970: await failure(() => prisma.$queryRaw`SELECT uuid_generate_v7_at(${new Date(Date.UTC(1969, 11, 31))})`),
  });
  // The pitfall: a session in the database's time zone (Pacific/Chatham).
  const local = new PrismaClient({ adapter: new PrismaPg({}) });
  const [{ localCreated }] = await local.$queryRaw`SELECT uuid_timestamp(${id}) AS "localCreated"`;
  show('in Pacific/Chatham, creation time off by (min)', (localCreated - created) / 60000);
  show('in Pacific/Chatham, window rows', (await local.$queryRaw(window)).length);
  show('in Pacific/Chatham, window rows with $1::timestamptz', (await local.$queryRaw`SELECT id FROM events
    WHERE id >= ${since}::timestamptz AND id < ${until}::timestamptz`).length);
  await local.$disconnect();
  show('untyped window', await failure(() => prisma.$queryRaw`SELECT id FROM events WHERE id >= ${since} AND id < ${until}`));
  show('{ id: { gte: Date } }', await failure(() => prisma.event.findMany({ where: { id: { gte: since } } })));
  show('SQLSTATE at', await sqlstateAt(() => prisma.event.findUnique({ where: { id: 'not-a-uuid' } })));
  await prisma.$disconnect();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
