// The figures of issue 25, measured by hand (not a test: a timed test is a defect):
//
//   cd tests/browser && BROADSIDE_CHROMIUM=$(command -v chromium) node pages-bench.mjs \
//     batch-5000.html batch-100000.html game-9000.html
//
// For each batch page: its size in bytes, the time from navigation to the first list of games
// drawn (load event, script done), the JavaScript heap then, and the time to open the last
// line's game from its link. For the game page: the time of one step (the boards and the move
// list updated and laid out), as the median, the 99th percentile and the worst of 200 steps on
// from the first entry, on from the middle one and back from it, on from 1,000 before the last and
// back from it, and of a jump from the first entry to the last.
// docs/verdicts.md gives the figures and how the pages were made. The heap is measured after a garbage collection.
// The 9,000-entry game: two players missing in turn on a 26 x 26 board, each fleet one boat at Z26:
//   python3 -c 'import json; c=[f"{chr(65+i%26)}{i//26+1}" for i in range(675)]; print(json.dumps({"rules": {"base": "classic", "board": {"columns": 26, "rows": 26}, "fleet": [{"ship": "boat", "size": 1}]}, "players": ["ann", "bob"], "fleets": {"ann": [{"cells": ["Z26"]}], "bob": [{"cells": ["Z26"]}]}, "shots": [{"player": "ann bob".split()[i % 2], "at": c[(i // 2) % 675], "reply": "miss"} for i in range(9000)]}))' > g9000.json
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { launch } from './launch.mjs';

const browser = await launch();
const results = [];
for (const file of process.argv.slice(2)) {
  const url = 'file://' + resolve(file);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const client = await page.context().newCDPSession(page);
  await client.send('Performance.enable');
  const loads = [];
  for (let run = 0; run < 3; run++) {
    const start = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
    loads.push(Date.now() - start);
  }
  // The heap that stays: what the page holds once the garbage of loading is collected.
  await client.send('HeapProfiler.collectGarbage');
  const metrics = Object.fromEntries((await client.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const result = { file, bytes: statSync(file).size, loadMs: loads, heapMB: +(metrics.JSHeapUsedSize / 1e6).toFixed(1) };
  if (await page.$('#batch-data')) {
    // A game opened from its link, the last line's: the time until its viewer is drawn.
    result.openLastMs = await page.evaluate(() => {
      const rows = JSON.parse(document.getElementById('batch-data').textContent).rows;
      const line = rows[rows.length - 1][0];
      const t = performance.now();
      location.hash = `#game=${line}`;
      return new Promise((done) => {
        const wait = () => (document.querySelector('#game-view .step-label')
          ? done(+(performance.now() - t).toFixed(1)) : requestAnimationFrame(wait));
        wait();
      });
    });
  }
  const stepper = await page.$('.stepper [data-step=next]');
  if (stepper && !(await page.$('#batch-data'))) {
    // Stepping is measured on a page of its own, loaded once and left a second to settle, as a
    // reader opens it: in the tab loaded three times above, the collection of the earlier
    // documents' garbage lands among the steps.
    // Each from a page loaded at its entry (a same-document jump would not load it).
    let fresh = null;
    const stepFrom = async (hash, name) => {
      if (fresh) await fresh.close();
      fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await fresh.goto(url + hash, { waitUntil: 'load' });
      await fresh.waitForTimeout(1000);
      return fresh.evaluate((name) => {
        const button = (name) => document.querySelector(`.stepper [data-step=${name}]`);
        const time = (name) => { const t = performance.now(); button(name).click(); void document.body.offsetHeight; return performance.now() - t; };
        const steps = [];
        for (let i = 0; i < 200; i++) steps.push(time(name));
        steps.sort((a, b) => a - b);
        return { medianMs: +steps[100].toFixed(2), p99Ms: +steps[197].toFixed(2), worstMs: +steps[199].toFixed(2) };
      }, name);
    };
    const entries = await page.evaluate(() => document.querySelectorAll('table.log tbody tr').length);
    const middle = Math.floor(entries / 2);
    result.step = {
      entries,
      fromFirst: await stepFrom('#entry=-1', 'next'),
      fromMiddle: await stepFrom(`#entry=${middle}`, 'next'),
      backFromMiddle: await stepFrom(`#entry=${middle}`, 'prev'),
      fromDeep: await stepFrom(`#entry=${entries - 1000}`, 'next'),
      backFromDeep: await stepFrom(`#entry=${entries - 1000}`, 'prev'),
      firstToLastMs: await fresh.evaluate(() => {
        const button = (name) => document.querySelector(`.stepper [data-step=${name}]`);
        button('first').click();
        const t = performance.now();
        button('last').click();
        void document.body.offsetHeight;
        return +(performance.now() - t).toFixed(2);
      }),
    };
    await fresh.close();
  }
  results.push(result);
  await page.close();
}
await browser.close();
console.log(JSON.stringify(results, null, 1));
