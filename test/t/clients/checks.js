// t/clients/checks.js: what the JavaScript programs of t/clients/ share after
// their examples: the fixture, the window by uuid_timestamp(), where an
// error holds its SQLSTATE, and the lines they print ("name: value",
// compared exactly by t/030_clients.pl).
'use strict';
const fs = require('fs');
const path = require('path');

// 10,000 keys a minute apart from 2024-01-01 00:00 UTC: 60 in every
// example's window, 01:40 to 02:40.
const bulk = `INSERT INTO events (id, body)
  SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'
  FROM generate_series(0, 9999) AS n`;

// The query of the keys from Date since to Date until by their time, the
// plain way: the times as literals with their zone, so that no client's
// way of sending a Date matters.
const byTime = (since, until) => `SELECT id FROM events
  WHERE uuid_timestamp(id) >= '${since.toISOString()}' AND uuid_timestamp(id) < '${until.toISOString()}'`;

// Print "name: value".
function show(name, value) {
  console.log(`${name}: ${value}`);
}

// The version of package name as require() finds it (some export no
// package.json): that of the nearest package.json above its entry point
// named so.
function versionOf(name) {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === name)
      return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return 'unknown';
}

const sorted = (a) => [...a].sort();
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

// Where error e holds a SQLSTATE: the shortest path of properties from e
// to a string of five such characters (a wrapped error's "cause", "parent",
// "meta"... included), as [path, code]; ['none', 'none'] when there is none.
function sqlstateOf(e) {
  const queue = [['e', e]];
  const seen = new Set();
  while (queue.length > 0) {
    const [path, value] = queue.shift();
    if (typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value) && /^[0-9]{2}/.test(value))
      return [path, value];
    if (value === null || typeof value !== 'object' || seen.has(value))
      continue;
    seen.add(value);
    for (const name of Object.getOwnPropertyNames(value))
      if (name !== 'stack' && name !== 'message')
        queue.push([`${path}.${name}`, value[name]]);
  }
  return ['none', 'none'];
}

// What the promise f() rejects with, null if it resolves.
async function caught(f) {
  try {
    await f();
  } catch (e) {
    return e;
  }
  return null;
}

// The SQLSTATE that the promise f() rejects with, 'none' if it resolves,
// or the error's class when it holds none (refused in the client).
async function failure(f) {
  const e = await caught(f);
  if (e === null)
    return 'none';
  const [path, code] = sqlstateOf(e);
  return path === 'none' ? e.constructor.name : code;
}

// Where the error that the promise f() rejects with holds its SQLSTATE
// (sqlstateOf's path).
async function sqlstateAt(f) {
  return sqlstateOf(await caught(f))[0];
}

// Print the lines every client prints after its "client:" and "key type:":
// r.ids the keys inserted one by one (their strings), r.created the first's
// creation time (a Date), r.ordered all keys as the database orders them,
// r.window and r.plan the window's keys and its EXPLAIN, r.pub and
// r.unmasked the first key's mask and the key found by it, r.malformed,
// r.nullTime and r.before1970 the SQLSTATEs.
function report(r) {
  const edge = ['7fffffff-ffff-7fff-bfff-ffffffffffff', '80000000-0000-4000-8000-000000000000'];
  show('keys of version 7', r.ids.every((i) => i[14] === '7'));
  show('keys increasing in insertion order', same(r.ids, sorted(r.ids)));
  show("client order is the database's", same(sorted(r.ordered), r.ordered) && same(sorted(edge), edge));
  show("creation time is the key's milliseconds",
    r.created instanceof Date && r.created.getTime() === parseInt(r.ids[0].replace(/-/g, '').slice(0, 12), 16));
  show('window rows', r.window.length);
  show("window rows equal uuid_timestamp()'s", same(sorted(r.window), sorted(r.byTime)));
  show('window is an index range scan', /Index Cond: \(\(id >=/.test(r.plan) && !r.plan.includes('Seq Scan'));
  show('mask is version 4', r.pub[14] === '4');
  show('mask unmasks', r.unmasked === r.ids[0]);
  show('malformed id', r.malformed);
  show('null time', r.nullTime);
  show('time before 1970', r.before1970);
}

module.exports = { versionOf, bulk, byTime, show, failure, sqlstateAt, report };
