// t/clients/sequelize_app.js: uuid9562 from Sequelize (on node-postgres), the
// example of docs/applications.md (between the markers) and then its checks,
// run by t/030_clients.pl with libpq's PG* variables naming a database that
// has the extension.  It prints properties only, a "name: value" line each.
'use strict';
const { Sequelize, DataTypes, Op, QueryTypes } = require('sequelize');
const { versionOf, bulk, byTime, show, failure, sqlstateAt, report } = require('./checks');

async function main() {
  // docs: begin
  const env = process.env;
  const sequelize = new Sequelize(env.PGDATABASE, env.PGUSER, env.PGPASSWORD, {
    dialect: 'postgres', host: env.PGHOST, port: env.PGPORT, logging: false });
  const Event = sequelize.define('Event', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: Sequelize.literal('uuid_generate_v7()') },
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'events', timestamps: false });
  await Event.sync();

  // The new key (INSERT ... RETURNING), a string.
  const event = await Event.create({ body: 'hello' });

  // A time window: Sequelize writes the Dates as literals, read as timestamptz.
  const since = new Date(Date.UTC(2024, 0, 1, 1, 40)), until = new Date(Date.UTC(2024, 0, 1, 2, 40));
  const window = { attributes: ['id'], where: Sequelize.where(
    Sequelize.fn('uuid_v7_within', Sequelize.col('id'), Sequelize.fn('tstzrange', since, until)), true) };
  let rows = await Event.findAll(window);
  // Not { id: { [Op.gte]: since } }: the Date is read as a uuid (22P02).

  // Bad input: DatabaseError wraps node-postgres's error, e.parent.code.
  let malformed;
  try {
    await Event.findByPk('not-a-uuid');
  } catch (e) {
    malformed = e.parent.code;                         // '22P02'
  }
  // docs: end

  const ids = (r) => r.map((x) => x.id);
  const { created } = await Event.findByPk(event.id,
    { attributes: [[Sequelize.fn('uuid_timestamp', Sequelize.col('id')), 'created']], raw: true });
  const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
  const [{ pub }] = await sequelize.query('SELECT uuid_v7_mask(:id, :key) AS pub',
    { replacements: { id: event.id, key }, type: QueryTypes.SELECT });
  const row = await Event.findOne({ where: { id: Sequelize.fn('uuid_v7_unmask', pub, key) } });
  await sequelize.query(bulk);
  await sequelize.query('ANALYZE events');
  const inserted = [event.id];
  for (let n = 0; n < 2; n++)
    inserted.push((await Event.create({ body: `event ${n}` })).id);
  let sent;
  rows = ids(await Event.findAll({ ...window, logging: (s) => { sent = s.replace(/^Executing \(\w+\): /, ''); } }));
  const plan = (await sequelize.query('EXPLAIN ' + sent, { type: QueryTypes.SELECT }))
    .map((r) => r['QUERY PLAN']).join('\n');

  show('client', `Sequelize ${versionOf('sequelize')}, node-postgres ${versionOf('pg')}`);
  show('key type', typeof event.id);
  report({
    ids: inserted, created, ordered: ids(await Event.findAll({ attributes: ['id'], order: [['id', 'ASC']] })),
    window: rows, byTime: ids(await sequelize.query(byTime(since, until), { type: QueryTypes.SELECT })), plan,
    pub, unmasked: row.id, malformed,
    nullTime: await failure(() => Event.create({ id: Sequelize.fn('uuid_generate_v7_at', null), body: 'x' })),
    before1970: await failure(() => sequelize.query('SELECT uuid_generate_v7_at(:t)',
      { replacements: { t: new Date(Date.UTC(1969, 11, 31)) } })),
  });
  show('{ id: { [Op.gte]: Date } }', await failure(() => Event.findAll({ where: { id: { [Op.gte]: since } } })));
  show('SQLSTATE at', await sqlstateAt(() => Event.findByPk('not-a-uuid')));
  await sequelize.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
