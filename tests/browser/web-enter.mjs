// Enters games into the web page as a player would, by clicks, drags and keys, and prints the
// verdict the page shows for each (its JSON), every request the page made, its width at 390 px,
// and the page's own timings. The games (a JSON file) are plans that tests/web.rs writes from the
// paper fixtures: rules, players, each fleet's cells and each sheet's numbered shots.
import { readFileSync } from 'node:fs';
import { launch, openPage } from './launch.mjs';

const [url, plansFile] = process.argv.slice(2);
const plans = JSON.parse(readFileSync(plansFile, 'utf8'));
const browser = await launch();
const { page, requests, errors } = await openPage(browser, url, { viewport: { width: 1100, height: 900 } });
await page.waitForSelector('body[data-ready="true"]');

// The referee answers in a worker: what the page shows is read once it has answered.
const settled = () => page.evaluate(() => window.broadsidePage.settled());
const td = (grid, p, cell) => `#${grid}-${p} td[data-cell="${cell}"]`;

// Moves the keyboard cursor of a grid from where it is to `cell` with the arrow keys.
async function arrowTo(grid, p, cell, columns) {
  const at = +(await page.getAttribute(`#${grid}-${p} td[tabindex="0"]`, 'data-cell'));
  await page.focus(`#${grid}-${p} td[tabindex="0"]`);
  const [dc, dr] = [(cell % columns) - (at % columns), Math.floor(cell / columns) - Math.floor(at / columns)];
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
}

// The runs of a fleet's cells to drag: horizontal runs of two or more, then vertical runs of the rest.
function runs(cells, columns) {
  const set = new Set(cells), used = new Set(), out = [];
  for (const c of [...set].sort((a, b) => a - b)) {
    if (used.has(c) || (c % columns > 0 && set.has(c - 1))) continue;
    const run = [c];
    while ((run.at(-1) % columns) < columns - 1 && set.has(run.at(-1) + 1)) run.push(run.at(-1) + 1);
    if (run.length > 1) { out.push(run); run.forEach((x) => used.add(x)); }
  }
  for (const c of [...set].sort((a, b) => a - b)) {
    if (used.has(c)) continue;
    const run = [c];
    while (set.has(run.at(-1) + columns) && !used.has(run.at(-1) + columns)) run.push(run.at(-1) + columns);
    out.push(run); run.forEach((x) => used.add(x));
  }
  return out;
}

async function center(selector) {
  const box = await (await page.$(selector)).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

// Placement faults at once: under russian rules, a battleship A1-D1 and a boat E2 that touches
// it by a corner, drawn by clicks.
await page.selectOption('#preset', 'russian');
for (const cell of [0, 1, 2, 3, 14]) await page.click(td('fleet', 0, cell));
await settled();
const placing = {
  faults: await page.locator('#faults-0 li').allTextContents(),
  marked: await page.locator('#fleet-0 td.fault').count(),
  remaining: await page.textContent('#remaining-0'),
};

const results = [];
for (const plan of plans) {
  await page.click('#clear');
  if (plan.preset) {
    await page.fill('#rules-json', '');
    await page.selectOption('#fleet', '');
    await page.selectOption('#preset', plan.preset);
  } else {
    await page.fill('#rules-json', plan.rules);
  }
  await page.fill('#player-0', plan.players[0]);
  await page.fill('#player-1', plan.players[1]);
  await page.selectOption('#first', plan.first);
  await page.selectOption('#numbering', plan.numbering);
  await page.selectOption('#letters', plan.letters);
  const columns = plan.columns;
  // ann's fleet by dragging each ship; ben's by the arrow keys and Space.
  for (const run of runs(plan.fleets[0], columns)) {
    await page.locator(td('fleet', 0, run[0])).scrollIntoViewIfNeeded();
    const [x0, y0] = await center(td('fleet', 0, run[0]));
    const [x1, y1] = await center(td('fleet', 0, run.at(-1)));
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x1, y1, { steps: 4 * run.length });
    await page.mouse.up();
  }
  for (const cell of plan.fleets[1]) {
    await arrowTo('fleet', 1, cell, columns);
    await page.keyboard.press('Space');
  }
  // The first sheet's shots by typing the number and clicking (again for x, twice more for o);
  // the second's by the arrow keys, the digits and x or o.
  for (const shot of plan.shots[0]) {
    await page.fill('#number-0', String(shot.n));
    const clicks = { '': 1, x: 2, o: 3 }[shot.mark];
    for (let i = 0; i < clicks; i++) await page.click(td('shots', 0, shot.cell));
  }
  for (const shot of plan.shots[1]) {
    await arrowTo('shots', 1, shot.cell, columns);
    await page.keyboard.type(String(shot.n) + shot.mark);
  }
  await settled();
  const verdict = await page.textContent('#verdict-json');
  const record = await page.inputValue('#record');
  // Saved as paper and as JSON, and each opened again.
  const reopened = {};
  for (const form of ['paper', 'json']) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`#save-${form}`)]);
    const saved = await download.path();
    const checks = +(await page.getAttribute('body', 'data-checks'));
    await page.setInputFiles('#open', saved);
    await page.waitForFunction((n) => +document.body.dataset.checks > n, checks);
    await settled();
    reopened[form] = { name: download.suggestedFilename(), verdict: await page.textContent('#verdict-json'), note: await page.textContent('#record-note') };
  }
  results.push({ name: plan.name, verdict, record, reopened });
}
const timings = await page.evaluate(() => window.broadsidePage.timings);
await page.setViewportSize({ width: 390, height: 800 });
const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
await browser.close();
console.log(JSON.stringify({ placing, results, requests, errors, width, timings }));
