// Uses a batch page (file URL) as a reader does and prints what it showed, as JSON, for
// tests/html.rs: the lines listed at first and on the next page, the list filtered by a player,
// by an outcome (lines not adjudicated, with their messages) and by a foul code, and the boards
// of one game's own stepper opened at an entry (from the link #game=LINE&entry=N), with the
// document's width against the window's at 360 px.
// Arguments: URL PLAYER FOUL-CODE LINE ENTRY.
import { launch, openPage } from './launch.mjs';

const [url, player, code, line, entry] = process.argv.slice(2);
const browser = await launch();
const { page, errors } = await openPage(browser, url, { viewport: { width: 360, height: 780 } });
const list = () => page.evaluate(() => ({
  count: document.querySelector('.list-count').textContent,
  page: document.querySelector('.page-label').textContent,
  lines: [...document.querySelectorAll('table.games tbody tr')].map((tr) => tr.cells[0].textContent),
  texts: [...document.querySelectorAll('table.games tbody tr')].map((tr) => tr.innerText.replace(/\s+/g, ' ')),
  scrollWidth: document.documentElement.scrollWidth,
  innerWidth,
}));
const seen = { first: await list() };
await page.click('[data-page=next]');
seen.next = await list();
await page.fill('input[name=player]', player);
seen.player = await list();
await page.fill('input[name=player]', '');
await page.selectOption('select[name=outcome]', 'error');
seen.errors = await list();
await page.selectOption('select[name=outcome]', '');
await page.selectOption('select[name=foul]', code);
seen.foul = await list();
// A game's own stepper, from its link.
await page.goto(`${url}#game=${line}&entry=${entry}`, { waitUntil: 'load' });
seen.game = await page.evaluate(() => {
  const grids = document.querySelectorAll('#game-view table.grid');
  const marks = (g) => [...g.querySelectorAll('td')].map((td) => td.className.match(/m-(\w)/)[1]).join('');
  return { label: document.querySelector('#game-view .step-label').textContent, marks: [marks(grids[0]), marks(grids[1])],
    scrollWidth: document.documentElement.scrollWidth, innerWidth };
});
await page.click('#game-view [data-step=next]');
await page.waitForTimeout(300);
seen.gameNext = await page.evaluate(() => ({ label: document.querySelector('#game-view .step-label').textContent, hash: location.hash }));
seen.pageErrors = errors;
await browser.close();
console.log(JSON.stringify(seen));
