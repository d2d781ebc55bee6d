// t/clients/typeorm_app.js: uuid9562 from TypeORM (on node-postgres), with an
// EntitySchema (no decorators, no TypeScript), the example of
// docs/applications.md (between the markers) and then its checks, run by
// t/030_clients.pl with libpq's PG* variables naming a database that has the
// extension.  It prints properties only, a "name: value" line each.
'use strict';
const { DataSource, EntitySchema, MoreThanOrEqual } = require('typeorm');
const { versionOf, bulk, byTime, show, failure, sqlstateAt, report } = require('./checks');

async function main() {
  // docs: begin
  const Event = new EntitySchema({
    name: 'Event', tableName: 'events',
    columns: {
      id: { type: 'uuid', primary: true, default: () => 'uuid_generate_v7()' },
      body: { type: 'text' },
    },
  });
  const env = process.env;
  const dataSource = new DataSource({ type: 'postgres', host: env.PGHOST, port: +env.PGPORT,
    username: env.PGUSER, password: env.PGPASSWORD, database: env.PGDATABASE,
    entities: [Event], synchronize: true });
  await dataSource.initialize();
  const events = dataSource.getRepository(Event);

  // The new key (INSERT ... RETURNING), a string.
  const { id } = await events.save({ body: 'hello' });

  // A time window in the query builder: the Dates go untyped, tstzrange makes them timestamptz.
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  const window = events.createQueryBuilder('e').select('e.id')
    .where('uuid_v7_within(e.id, tstzrange(:since, :until))', { since, until });
  let rows = await window.getMany();
  // Not { id: MoreThanOrEqual(since) }: the Date is read as a uuid (22P02).

  // Bad input: QueryFailedError carries node-postgres's fields, e.code.
  let malformed;
  try {
    await events.findOneBy({ id: 'not-a-uuid' });
  } catch (e) {
    malformed = e.code;                                // '22P02'
  }
  // docs: end

  const ids = (r) => r.map((x) => x.id);
  const { created } = await events.createQueryBuilder('e')
    .select('uuid_timestamp(e.id)', 'created').where('e.id = :id', { id }).getRawOne();
  // The key as hex: TypeORM takes node-postgres's native binding when pg-native
  // loads (Debian's node-pg ships it), which sends a Buffer as text.
  const key = '0123456789abcdeffedcba9876543210';
  const [{ pub }] = await dataSource.query("SELECT uuid_v7_mask($1, decode($2, 'hex')) AS pub", [id, key]);
  const row = await events.createQueryBuilder('e')
    .where("e.id = uuid_v7_unmask(:pub, decode(:key, 'hex'))", { pub, key }).getOne();
  await dataSource.query(bulk);
  await dataSource.query('ANALYZE events');
  const inserted = [id];
  for (let n = 0; n < 2; n++)
    inserted.push((await events.save({ body: `event ${n}` })).id);
  rows = ids(await window.getMany());
  const [sql, params] = window.getQueryAndParameters();
  const plan = (await dataSource.query('EXPLAIN ' + sql, params)).map((r) => r['QUERY PLAN']).join('\n');

  const binding = dataSource.driver.postgres === require('pg') ? '' : ' (native binding, pg-native)';
  show('client', `TypeORM ${versionOf('typeorm')}, node-postgres ${versionOf('pg')}${binding}`);
  show('key type', typeof id);
  report({
    ids: inserted, created, ordered: ids(await events.find({ select: { id: true }, order: { id: 'ASC' } })),
    window: rows, byTime: ids(await dataSource.query(byTime(since, until))), plan,
    pub, unmasked: row.id, malformed,
    nullTime: await failure(() => events.createQueryBuilder().insert()
      .values({ id: () => 'uuid_generate_v7_at(NULL::timestamptz)', body: 'x' }).execute()),
    before1970: await failure(() => dataSource.query('SELECT uuid_generate_v7_at($1)', [new Date(Date.UTC(1969, 11, 31))])),
  });
  show('{ id: MoreThanOrEqual(Date) }', await failure(() => events.findBy({ id: MoreThanOrEqual(since) })));
  show('SQLSTATE at', await sqlstateAt(() => events.findOneBy({ id: 'not-a-uuid' })));
  await dataSource.destroy();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
