// The web page's figures for docs/web.md (a benchmark, not a test): the WebAssembly's size
// gzipped, the time from opening the page (on the game's link) to the first verdict shown, and the time of a verdict
// after an edit of a typical game (the Salvo game of the rule texts, 28 + 24 shots).
//
//   bash web/build.sh && BROADSIDE_CHROMIUM=$(command -v chromium) node tests/browser/web-bench.mjs
import { readFileSync } from 'node:fs';
import { gzipSync, deflateRawSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launch } from './launch.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const url = `file://${root}web/dist/index.html`;
const wasm = readFileSync(`${root}web/dist/broadside.wasm`);
const game = readFileSync(`${root}fixtures/paper/salvo-rule-text-game-to-the-end.txt`, 'utf8');
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

// A first visit shows how to start, not a verdict: the first verdict is measured on the game's
// link (the page opens the game in its address).
const link = `${url}#game=${deflateRawSync(Buffer.from(game)).toString('base64url')}`;
const browser = await launch();
const firsts = [], firstPages = [];
for (let i = 0; i < 7; i++) {
  const page = await browser.newPage();
  await page.goto(link);
  await page.waitForSelector('body[data-ready="true"]');
  // performance.now() counts from the navigation's start.
  firsts.push(await page.evaluate(() => window.broadsidePage.timings.first));
  await page.waitForFunction(() => window.broadsidePage.timings.firstPage !== undefined);
  firstPages.push(await page.evaluate(() => window.broadsidePage.timings.firstPage));
  await page.close();
}
const page = await browser.newPage();
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]');
await page.fill('#record', game);
const edits = [], shown = [];
for (let i = 0; i < 20; i++) {
  // One edit on ann's shot grid: a click that marks an empty cell, then Delete that clears it.
  await page.evaluate(() => {
    window.benchShown = new Promise((done) => document.getElementById('verdict-page').addEventListener('load', () => done(performance.now()), { once: true }));
  });
  if (i % 2 === 0) await page.click('#shots-0 td[data-cell="99"]');
  else await page.keyboard.press('Delete');
  await page.evaluate(() => window.broadsidePage.settled());
  await page.evaluate(() => Promise.race([window.benchShown, new Promise((r) => setTimeout(r, 2000))]));
  shown.push(await page.evaluate(() => window.broadsidePage.timings.shown));
  edits.push(await page.evaluate(() => window.broadsidePage.timings.last));
}
await browser.close();
console.log(JSON.stringify({
  wasm_bytes: wasm.length,
  wasm_gzip_bytes: gzipSync(wasm, { level: 9 }).length,
  first_verdict_ms: { median: Math.round(median(firsts)), max: Math.round(Math.max(...firsts)) },
  first_page_drawn_ms: { median: Math.round(median(firstPages)), max: Math.round(Math.max(...firstPages)) },
  edit_verdict_ms: { median: +median(edits).toFixed(1), max: +Math.max(...edits).toFixed(1) },
  edit_to_page_shown_ms: { median: +median(shown).toFixed(1), max: +Math.max(...shown).toFixed(1) },
}, null, 2));
