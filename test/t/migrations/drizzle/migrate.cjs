// test/t/migrations/drizzle/migrate.cjs: apply the migrations of ./drizzle
// as drizzle-kit migrate does (the migrator of drizzle-orm, one transaction),
// through node-postgres, which reads PGHOST, PGPORT, PGUSER, PGDATABASE.
const pg = require('pg');
const { drizzle } = require('drizzle-orm/node-postgres');
const { migrate } = require('drizzle-orm/node-postgres/migrator');

async function main() {
  const client = new pg.Client();
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: './drizzle' });
  } finally {
    await client.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
