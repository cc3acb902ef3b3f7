// The script's side of the step vectors (crates/broadside-core/src/html/steps-vectors.json):
// `decode` of step.js, run outside a page, reads each game's step data into what the vector says
// (the Rust side checks the same file against the encoder and the referee's boards). Prints the
// count of vectors read; exits non-zero at the first that reads otherwise.
// Usage: node steps-vectors.mjs STEP_JS VECTORS_JSON
import assert from 'node:assert/strict';
import fs from 'node:fs';

const [script, file] = process.argv.slice(2);
const module = { exports: {} };
new Function('module', fs.readFileSync(script, 'utf8'))(module);
const { decode } = module.exports;
const vectors = JSON.parse(fs.readFileSync(file, 'utf8'));
assert.ok(vectors.length > 0, 'no vectors');
for (const v of vectors) {
  // Through JSON, as the vector holds it: no field left undefined.
  const read = JSON.parse(JSON.stringify(decode(structuredClone(v.data))));
  assert.deepStrictEqual(read, v.decoded, v.record);
}
console.log(JSON.stringify({ read: vectors.length }));
