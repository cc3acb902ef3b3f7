// The script's side of the step vectors (crates/broadside-core/src/html/steps-vectors.json):
// `decode` of step.js, run outside a page, reads each game's step data into what the vector says,
// and `rowOf` names each batch row's fields as it says (the Rust side checks the same file
// against the encoder, the referee's boards and the verdicts). Prints the
// count of vectors read; exits non-zero at the first that reads otherwise.
// Usage: node steps-vectors.mjs STEP_JS VECTORS_JSON
import assert from 'node:assert/strict';
import fs from 'node:fs';

const [script, file] = process.argv.slice(2);
const module = { exports: {} };
new Function('module', fs.readFileSync(script, 'utf8'))(module);
const { decode, rowOf } = module.exports;
const { games, rows } = JSON.parse(fs.readFileSync(file, 'utf8'));
assert.ok(games.length > 0 && rows.length > 0, 'no vectors');
for (const v of games) {
  // Through JSON, as the vector holds it: no field left undefined.
  const read = JSON.parse(JSON.stringify(decode(structuredClone(v.data))));
  assert.deepStrictEqual(read, v.decoded, v.record);
}
for (const r of rows) assert.deepStrictEqual(rowOf(r.row), r.named, JSON.stringify(r.row));
console.log(JSON.stringify({ read: games.length, rows: rows.length }));
