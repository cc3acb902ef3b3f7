// Tries the faults a hostile review of the pages found, and prints what each showed, as JSON,
// for tests/html.rs:
// - on a game page (URL GAME) and on a batch page's game (URL BATCH, line LINE): the step label
//   of every entry (its text and the names it isolates in <bdi>), and the move list's shots;
//   the document's width against the window's after every step, and the widest long name
//   (100 characters or more; an error message spans the columns of the table of games, which
//   scrolls within itself);
// - the widths of the cells of each board row at 360 and 1280 px;
// - on the batch page, what the game view says for fragments that name no game it can open
//   (#game=0, abc, the error line ERROR, a line past the last), and the label and the URL for
//   fragments with odd entries, on the game page (#entry=…) and the batch page;
// - the step label and the game view's notes after each of a run of fragment changes (read,
//   unread, anchors, empty, percent-encoded), on the game page and the batch page;
// - under print media, on the game page, the batch page's game and each page PRINTED (a page the
//   width of A4 within its margins): the move list's rows that are not one box, or not within
//   one of the list's columns, and its replies, as shown.
// Arguments: GAME BATCH LINE ERROR PRINTED…
import { launch, openPage } from './launch.mjs';

const [game, batch, line, error, ...printed] = process.argv.slice(2);
const browser = await launch();
const errors = [];
const seen = {};

const labels = (page, root) => page.evaluate(async (root) => {
  const out = [];
  const next = document.querySelector(root + ' [data-step=next]');
  document.querySelector(root + ' [data-step=first]').click();
  const widths = [];
  let widest = 0;
  for (;;) {
    const label = document.querySelector(root + ' .step-label');
    out.push({ text: label.textContent, names: [...label.querySelectorAll('bdi')].map((b) => b.textContent) });
    widths.push(document.documentElement.scrollWidth - innerWidth);
    for (const b of [...document.querySelectorAll('bdi')].filter((b) => b.textContent.length >= 100 && !b.closest('.message'))) widest = Math.max(widest, b.getBoundingClientRect().width);
    if (next.disabled || out.length > 1 && out[out.length - 1].text === out[out.length - 2].text) break;
    next.click();
    if (out.length > 500) break;
  }
  const shots = [...document.querySelectorAll(root + ' table.log tbody tr')].map((tr) => tr.cells[3].textContent);
  return { labels: out, overflow: Math.max(...widths), widest, innerWidth, shots };
}, root);

const columns = (page, root) => page.evaluate((root) => [...document.querySelectorAll(root + ' table.grid tbody tr')]
  .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.getBoundingClientRect().width))
  .map((w) => Math.max(...w) - Math.min(...w)).reduce((a, b) => Math.max(a, b), 0), root);

for (const width of [360, 1280]) {
  const one = await openPage(browser, game, { viewport: { width, height: 780 } });
  seen[`game${width}`] = await labels(one.page, '#viewer');
  seen[`game${width}`].columns = await columns(one.page, '#viewer');
  errors.push(...one.errors);
  await one.page.close();
  const many = await openPage(browser, `${batch}#game=${line}`, { viewport: { width, height: 780 } });
  seen[`batch${width}`] = await labels(many.page, '#game-view');
  seen[`batch${width}`].columns = await columns(many.page, '#game-view');
  seen[`batch${width}`].listOverflow = await many.page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  errors.push(...many.errors);
  await many.page.close();
}

// Fragments a batch page cannot open, then odd entries, each as a page opened at it and as the
// fragment changed on an open page.
const { page } = await openPage(browser, batch, { viewport: { width: 1280, height: 780 } });
page.on('pageerror', (e) => errors.push(e.message));
// A page opened afresh at `url` (a fragment alone changed would not reload it).
const open = async (url) => { await page.goto('about:blank'); await page.goto(url, { waitUntil: 'load' }); };
const view = () => page.evaluate(() => ({
  note: (document.querySelector('#game-view .game-note') || {}).textContent || null,
  label: (document.querySelector('#game-view .step-label') || {}).textContent || null,
  hash: location.hash,
}));
seen.unopenable = {};
for (const hash of ['#game=0', '#game=abc', `#game=${error}`, '#game=99999', '#game=', '#game=1&game=2']) {
  await open(batch + hash);
  const loaded = await view();
  await open(`${batch}#game=${line}`);
  await page.evaluate((h) => { location.hash = h; }, hash);
  await page.waitForTimeout(50);
  seen.unopenable[hash] = { loaded, changed: await view() };
}
const odd = ['1e3', '2.7', 'abc', '-2', '+3', '0x10', '', '5&entry=7', '9'.repeat(40), '07', '2', '-1'];
seen.batchEntries = {};
for (const entry of odd) {
  await open(`${batch}#game=${line}&entry=${entry}`);
  seen.batchEntries[entry] = await view();
}
seen.gameEntries = {};
for (const entry of odd) {
  await open(`${game}#entry=${entry}`);
  seen.gameEntries[entry] = await page.evaluate(() => ({ label: document.querySelector('.step-label').textContent, hash: location.hash }));
}
// The fragment changed on an open game page.
await page.evaluate(() => { location.hash = '#entry=1'; });
await page.evaluate(() => { location.hash = '#entry=1e3'; });
await page.waitForTimeout(50);
seen.gameChanged = await page.evaluate(() => ({ label: document.querySelector('.step-label').textContent, hash: location.hash }));

// Runs of fragment changes: after each, what the step label and the game view say, and the URL.
const state = () => page.evaluate(() => ({
  label: (document.querySelector('.step-label') || {}).textContent || null,
  notes: [...document.querySelectorAll('#game-view .game-note')].map((p) => p.textContent),
  hash: location.hash,
}));
const run = async (url, hashes) => {
  await open(url);
  const out = [];
  for (const hash of hashes) {
    await page.evaluate((h) => { location.hash = h; }, hash);
    await page.waitForTimeout(50);
    out.push([hash, await state()]);
  }
  return out;
};
seen.gameRun = await run(game, ['#entry=abc', '#Entry=3', '#entry=abc', '#foo', '#entry=abc', '#entry',
  '#entry=abc', '#', '#entry=abc', '#board-0', '#entry=abc', '#%45ntry=2', '#%65ntry=2', '#entry=%20',
  '#entry=%EF%BC%93', '#entry=%33', '#entry=%E0%A4%A', '#entry=%E2%80%AE1%0A', `#entry=${'x'.repeat(40)}`,
  '#constructor', '#entry=1&__proto__=x', '#&&']);
seen.batchRun = await run(batch, ['#game=3&game=3', '#entry=4', '#games', '#foo', '#', '#game=%37', '#entry=%31',
  '#Entry=2', '#entry=abc', '#games', '#game=7&entry=2&x=%41', '#', '#game=%EF%BC%97', '#entry=1', '#game=%E0%A4%A']);
// Pages opened at a fragment they do not read.
await open(`${game}#foo`);
seen.gameLoadedFoo = await state();
await open(`${batch}#foo`);
seen.batchLoadedFoo = await state();

// Print: the move list's rows under print media, at the width of A4 within its margins (210 mm
// less 2 x 9 mm, at 96 px an inch).
const printedRows = async (url) => {
  const p = await browser.newPage({ viewport: { width: 726, height: 1000 } });
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(url, { waitUntil: 'load' });
  await p.emulateMedia({ media: 'print' });
  const out = await p.evaluate(() => {
    const wrap = document.querySelector('.log-wrap'), style = getComputedStyle(wrap), box = wrap.getBoundingClientRect();
    const count = +style.columnCount, gap = parseFloat(style.columnGap), width = (box.width - (count - 1) * gap) / count;
    const rows = [...wrap.querySelectorAll('table.log tbody tr')];
    // A row within a column: its box starts and ends within the column its left edge is in.
    const within = (r) => {
      const left = box.left + Math.round((r.left - box.left) / (width + gap)) * (width + gap);
      return r.left >= left - 0.5 && r.right <= left + width + 0.5;
    };
    const shown = (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0;
    return {
      columns: count,
      rows: rows.length,
      split: rows.filter((tr) => tr.getClientRects().length !== 1).map((tr) => tr.sectionRowIndex),
      outside: rows.filter((tr) => ![...tr.getClientRects()].every(within)).map((tr) => tr.sectionRowIndex),
      replyHead: [...wrap.querySelectorAll('th.reply')].filter(shown).map((th) => th.textContent),
      replies: [...wrap.querySelectorAll('td.reply')].filter(shown).map((td) => td.textContent),
    };
  });
  await p.close();
  return out;
};
seen.printed = {};
for (const url of [game, `${batch}#game=${line}`, ...printed]) seen.printed[url] = await printedRows(url);
seen.errors = errors;
await browser.close();
console.log(JSON.stringify(seen));
