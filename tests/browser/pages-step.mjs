// Steps through a game page (file URL) as a reader does, and prints what each action showed, as
// JSON, for tests/html.rs: the label, the URL hash, the current row of the move list and whether
// it is scrolled into the list's view, the cells marked as the shown move's shots and as named by
// a violation, the focused
// row, and whether Home and End were left to the page. Each state is read at once after its
// action: the URL must name the shown entry with no delay. A violation's entry link is clicked
// twice, with a step between; the arrow key is pressed in a burst.
import { launch, openPage } from './launch.mjs';

const [url] = process.argv.slice(2);
const browser = await launch();
const { page, errors } = await openPage(browser, url, { viewport: { width: 1280, height: 900 } });
await page.evaluate(() => {
  window.keysTaken = [];
  window.addEventListener('keydown', (ev) => { if (ev.key === 'Home' || ev.key === 'End') window.keysTaken.push(ev.defaultPrevented); });
});

const state = async () => page.evaluate(() => {
  // A row by its entry ("entry=12", as its id reads without the script), another element by
  // its id or tag.
  const name = (e) => e.tagName === 'TR' && e.closest('table.log') ? 'entry=' + e.cells[1].textContent : e.id || e.tagName;
  const row = document.querySelector('table.log tr.current');
  const list = document.querySelector('.moves');
  let inView = null;
  if (row && list) {
    const r = row.getBoundingClientRect(), l = list.getBoundingClientRect();
    inView = r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
  }
  const marks = (side) => [...document.querySelectorAll(`#board-${side} td`)].map((td) => td.className.match(/m-(\w)/)[1]).join('');
  return {
    label: document.querySelector('.step-label').textContent,
    hash: location.hash,
    row: row ? name(row) : null,
    rowInView: inView,
    last: [...document.querySelectorAll('td.last')].map((td) => td.getAttribute('data-cell')),
    flags: [...document.querySelectorAll('td.flag')].map((td) => td.getAttribute('data-cell') + ' ' + td.getAttribute('aria-label')),
    focused: document.activeElement ? name(document.activeElement) : null,
    marks: [marks(0), marks(1)],
    scrollY: window.scrollY,
  };
});

const seen = { start: await state() };
await page.click('[data-step=prev]');
seen.back = await state();
await page.click('[data-step=first]');
seen.first = await state();
await page.click('[data-step=next]');
seen.next = await state();
// A violation's entry link moves the boards and keeps #entry=N.
const link = await page.$('a.entry');
seen.linkHref = await link.getAttribute('href');
await link.click();
seen.link = await state();
// The same link again, after a step elsewhere: the boards move back.
await page.click('[data-step=next]');
seen.linkStepped = await state();
await link.click();
seen.linkAgain = await state();
// A row clicked, then the arrow keys within the list.
await page.click('table.log tbody tr:nth-child(11) td:nth-child(4)');
seen.row = await state();
await page.keyboard.press('ArrowDown');
seen.down = await state();
await page.keyboard.press('ArrowUp');
await page.keyboard.press('ArrowUp');
seen.up = await state();
// A burst of steps: the URL keeps up with each.
seen.burst = [];
for (let i = 0; i < 30; i++) {
  await page.keyboard.press(i < 20 ? 'ArrowDown' : 'ArrowUp');
  seen.burst.push(await state());
}
for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowUp');
// Home and End stay the page's: the boards do not move.
await page.keyboard.press('End');
await page.keyboard.press('Home');
seen.homeEnd = await state();
seen.keysTaken = await page.evaluate(() => window.keysTaken);
// A link to a violation from a cell keeps the entry in the hash.
const flag = await page.$('td[data-from] a');
if (flag) {
  await flag.click();
  seen.flag = await state();
}
// The link to a step opens at that step.
await page.goto(url + '#entry=10', { waitUntil: 'load' });
seen.opened = await state();
seen.errors = errors;
await browser.close();
console.log(JSON.stringify(seen));
