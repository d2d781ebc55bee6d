// test/t/migrations/drizzle/drizzle.config.cjs: Drizzle Kit's configuration,
// the server, user and database from PGHOST, PGPORT, PGUSER, PGDATABASE.
module.exports = {
  dialect: 'postgresql',
  out: './drizzle',
  dbCredentials: {
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT),
    user: process.env.PGUSER,
    database: process.env.PGDATABASE,
    ssl: false,
  },
};
