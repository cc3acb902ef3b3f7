// The web page on a phone with a touch screen (issue 38): a swipe over a grid scrolls the page
// and draws nothing; taps draw a fleet's cells and number shots; a touch held still on a fleet
// cell, then slid along, draws a ship without scrolling. Touches go through Chromium's input
// pipeline (CDP Input.dispatchTouchEvent), so the browser decides between scroll and tap as
// on a phone. Prints, as JSON, what each gesture did.
import { launch } from './launch.mjs';

const [url] = process.argv.slice(2);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'en-US' });
const page = await context.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]');
const cdp = await context.newCDPSession(page);
const settled = () => page.evaluate(() => window.broadsidePage.settled());
const td = (grid, p, cell) => `#${grid}-${p} td[data-cell="${cell}"]`;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const scrollY = () => page.evaluate(() => window.scrollY);
const counts = () => page.evaluate(() => ({
  ships: document.querySelectorAll('#fleet-0 td.ship').length,
  shots: document.querySelectorAll('#shots-0 td.shot').length,
}));

async function center(selector) {
  const box = await (await page.$(selector)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: 1 })) });

// A finger from `from` moved by (dx, dy) in `steps`, after holding still `holdMs`.
async function gesture(from, dx, dy, { holdMs = 0, steps = 12, stepMs = 16 } = {}) {
  await touch('touchStart', [from]);
  if (holdMs) await pause(holdMs);
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', [{ x: from.x + (dx * i) / steps, y: from.y + (dy * i) / steps }]);
    await pause(stepMs);
  }
  await touch('touchEnd', []);
  await pause(300);
}

const out = {};
// Where the help is on a phone: near the top, before the sheets.
out.help_top = await page.evaluate(() => document.getElementById('how').getBoundingClientRect().top + window.scrollY);

// A swipe up over ann's fleet: the page scrolls, nothing is drawn.
await page.evaluate(() => document.getElementById('fleet-0').scrollIntoView({ block: 'center' }));
await pause(200);
let before = await scrollY();
await gesture(await center(td('fleet', 0, 55)), 0, -220);
await settled();
out.swipe_fleet = { scrolled: (await scrollY()) - before, ...(await counts()) };

// The same over ann's shot grid.
await page.evaluate(() => document.getElementById('shots-0').scrollIntoView({ block: 'center' }));
await pause(200);
before = await scrollY();
await gesture(await center(td('shots', 0, 55)), 0, -220);
await settled();
out.swipe_shots = { scrolled: (await scrollY()) - before, ...(await counts()) };

// Taps draw: three fleet cells, two shots.
await page.evaluate(() => document.getElementById('fleet-0').scrollIntoView({ block: 'center' }));
await pause(200);
for (const cell of [0, 10, 20]) {
  const at = await center(td('fleet', 0, cell));
  await page.touchscreen.tap(at.x, at.y);
  await pause(100);
}
await settled();
out.taps_fleet = await counts();
await page.evaluate(() => document.getElementById('shots-0').scrollIntoView({ block: 'center' }));
await pause(200);
for (const cell of [3, 4]) {
  const at = await center(td('shots', 0, cell));
  await page.touchscreen.tap(at.x, at.y);
  await pause(100);
}
await settled();
out.taps_shots = { ...(await counts()), numbers: await page.evaluate(() => Array.from(document.querySelectorAll('#shots-0 td.shot')).map((c) => c.textContent)) };

// A held touch on G1, slid to J1: a ship of four, and the page stays where it was.
await page.evaluate(() => document.getElementById('fleet-0').scrollIntoView({ block: 'center' }));
await pause(200);
before = await scrollY();
const g1 = await center(td('fleet', 0, 6));
const j1 = await center(td('fleet', 0, 9));
await gesture(g1, j1.x - g1.x, 0, { holdMs: 600, steps: 16 });
await settled();
out.held_drag = {
  scrolled: (await scrollY()) - before,
  ...(await counts()),
  row1: await page.evaluate(() => [6, 7, 8, 9].map((c) => document.querySelector(`#fleet-0 td[data-cell="${c}"]`).classList.contains('ship'))),
};
// A held touch slid down then released is also one undo step.
out.undo_steps = await page.evaluate(() => document.getElementById('undo').disabled ? 0 : 1);
out.width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
await browser.close();
out.errors = errors;
console.log(JSON.stringify(out));
