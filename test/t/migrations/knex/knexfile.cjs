// test/t/migrations/knex/knexfile.cjs: Knex's configuration; node-postgres
// reads the server, user and database from PGHOST, PGPORT, PGUSER, PGDATABASE.
module.exports = { client: 'pg', connection: {}, migrations: { directory: './migrations' } };
