// npm/test/pack.test.js: the tarball that npm pack makes, as a user gets it:
// installed beside PGlite into an empty folder (npm install, from npm's
// cache where npm ci put PGlite), holding the files it promises, and its
// README's first JavaScript example run there as written, printing 7.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

test('the packed tarball installs into an empty folder and its README example runs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'uuid9562-pack-'));
  try {
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], here));
    assert.deepEqual(packed[0].files.map((f) => f.path).sort(),
      ['README.md', 'index.d.ts', 'index.js', 'package.json', 'sql.js', 'uuid9562.sql']);
    const app = join(dir, 'app');
    execFileSync('mkdir', [app]);
    const pglite = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')).devDependencies['@electric-sql/pglite'];
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error',
      join(dir, packed[0].filename), `@electric-sql/pglite@${pglite}`], app);
    const readme = readFileSync(join(here, 'README.md'), 'utf8');
    const example = /```js\n([\s\S]*?)```/.exec(readme)[1];
    writeFileSync(join(app, 'example.mjs'), example);
    const out = execFileSync('node', ['example.mjs'], { cwd: app, encoding: 'utf8' });
    assert.equal(out, '7\n');
    // the plain SQL for migration tools, where the package says it is
    const url = execFileSync('node', ['--input-type=module', '-e',
      "import { sqlUrl } from 'uuid9562'; console.log(sqlUrl.pathname)"], { cwd: app, encoding: 'utf8' }).trim();
    assert.ok(existsSync(url));
    assert.match(readFileSync(url, 'utf8'), /^-- uuid9562 [0-9.]+, portable edition/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
