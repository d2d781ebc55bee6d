// uuid9562 for JavaScript: the portable edition of the PostgreSQL extension
// (SQL and PL/pgSQL, built from the tree's portable/) as an extension of
// PGlite, and its plain SQL form for migration tools.
//
//   import { PGlite } from '@electric-sql/pglite';
//   import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
//   import { uuid9562 } from 'uuid9562';
//   const db = await PGlite.create({ extensions: { pgcrypto, uuid9562 } });
//
// The functions are in schema app (app.uuid_generate_v7()); docs/javascript.md
// of the repository says more.
import { schema, sql, version } from './sql.js';

export { schema, sql, version };

/** Where the plain SQL file is, for a migration tool that reads files. */
export const sqlUrl = new URL('./uuid9562.sql', import.meta.url);

const quotedSchema = `"${schema.replaceAll('"', '""')}"`;

/**
 * Install or upgrade uuid9562 in the database db (a PGlite, or anything with
 * PGlite's query() and exec()): pgcrypto created if missing, then the plain
 * SQL in one transaction, unless this version is there already.  Resolves
 * to true when it ran the SQL, false when it had nothing to do; rejects
 * with PostgreSQL's error, or with a plain one where PGlite lacks pgcrypto.
 */
export async function install(db) {
  const found = await db.query(
    `SELECT pg_catalog.to_regprocedure(pg_catalog.quote_ident($1) OPERATOR(pg_catalog.||) '.uuid9562_portable_version()') IS NOT NULL AS installed`,
    [schema]);
  if (found.rows[0].installed) {
    const have = await db.query(`SELECT ${quotedSchema}.uuid9562_portable_version() AS v`);
    if (have.rows[0].v === version) return false;
  }
  await db.transaction(async (tx) => {
    try {
      await tx.exec('CREATE EXTENSION IF NOT EXISTS pgcrypto');
    } catch (e) {
      throw new Error('uuid9562 needs pgcrypto: pass it beside uuid9562, '
        + "new PGlite({ extensions: { pgcrypto, uuid9562 } }) with pgcrypto from '@electric-sql/pglite/contrib/pgcrypto'",
        { cause: e });
    }
    await tx.exec(sql);
  });
  return true;
}

/**
 * The PGlite extension: new PGlite({ extensions: { pgcrypto, uuid9562 } })
 * runs install() once the database is up (its init hook), on every start;
 * a start over a database that has this version already costs one query.
 */
export const uuid9562 = {
  name: 'uuid9562',
  setup: async (pg) => ({ init: () => install(pg).then(() => undefined) }),
};
