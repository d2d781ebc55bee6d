// npm/bench.js: how long PGlite takes to start (node bench.js), three ways,
// median of ROUNDS (default 3): with pgcrypto only, then install() alone
// into that database; with uuid9562 installed at start; and from a dump of
// a database that has it (loadDataDir), the way to keep one initialised
// database for many tests.  Prints milliseconds, and the dump's size.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { install, uuid9562 } from './index.js';

const rounds = Number(process.env.ROUNDS ?? 3);
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(options) {
  const t = performance.now();
  const db = await PGlite.create(options);
  const ms = performance.now() - t;
  return { db, ms };
}

const runs = { pgcrypto: [], 'install()': [], install: [], load: [] };
let dump;
for (let i = 0; i < rounds; i++) {
  const a = await time({ extensions: { pgcrypto } });
  runs.pgcrypto.push(a.ms);
  const t = performance.now();
  await install(a.db);
  runs['install()'].push(performance.now() - t);
  await a.db.close();
  const b = await time({ extensions: { pgcrypto, uuid9562 } });
  runs.install.push(b.ms);
  dump ??= await b.db.dumpDataDir('none');
  await b.db.close();
  const c = await time({ loadDataDir: dump, extensions: { pgcrypto, uuid9562 } });
  runs.load.push(c.ms);
  await c.db.close();
}
for (const [name, xs] of Object.entries(runs)) console.log(`${name}\t${Math.round(median(xs))} ms`);
console.log(`dump\t${Math.round(dump.size / 1024)} KiB`);
