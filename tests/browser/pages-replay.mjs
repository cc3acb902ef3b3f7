// Steps through every game of a batch page (file URL) that holds its steps, each opened from
// its link (#game=LINE&entry=-1) and stepped on with the "one move on" button, and prints, as
// JSON for tests/html.rs, per game: its line, the marks of both boards before the first entry
// and after each (one letter a cell, row by row: w water, o miss, s ship, h hit, k sunk), and
// what the move list says each entry's shots did ("B1 miss, B1 no effect"), the replies it
// shows, the cells marked for a violation and the cells each violation names.
import { launch, openPage } from './launch.mjs';

const [url] = process.argv.slice(2);
const browser = await launch();
const { page, errors } = await openPage(browser, url, { viewport: { width: 1280, height: 900 } });
const lines = await page.evaluate(() =>
  JSON.parse(document.getElementById('batch-data').textContent).rows.filter((r) => r.length > 9).map((r) => r[0]));
const games = [];
for (const line of lines) {
  await page.evaluate((line) => { location.hash = `#game=${line}&entry=-1`; }, line);
  await page.waitForFunction((line) => {
    const h = document.querySelector('#game-view h2');
    return h && h.textContent.startsWith(`Line ${line}:`);
  }, line);
  games.push(await page.evaluate((line) => {
    const view = document.getElementById('game-view');
    const marks = () => [...view.querySelectorAll('table.grid')]
      .map((t) => [...t.querySelectorAll('td')].map((td) => td.className.match(/m-(\w)/)[1]).join(''));
    const rows = [...view.querySelectorAll('table.log tbody tr')];
    const words = rows.map((tr) => tr.cells[5].textContent);
    const replies = rows.map((tr) => tr.cells[4].textContent);
    // The cells violations name: [board, cell, from entry, note, link], and each violation's cells.
    const flags = [...view.querySelectorAll('table.grid')].flatMap((t, b) => [...t.querySelectorAll('td[data-note]')]
      .map((td) => [b, td.dataset.cell, +td.dataset.from, td.dataset.note, td.querySelector('a').getAttribute('href')]));
    const cells = [...view.querySelectorAll('table.violations tbody tr')].map((tr) => tr.cells[4].textContent);
    const after = [marks()];
    const next = view.querySelector('[data-step=next]');
    for (let n = 0; n < rows.length; n++) { next.click(); after.push(marks()); }
    return { line, marks: after, words, replies, flags, cells };
  }, line));
  // The URL keeps the last entry shown before the next game is opened from it.
  const last = games[games.length - 1].words.length - 1;
  await page.waitForFunction((hash) => location.hash === hash, `#game=${line}&entry=${last}`);
}
console.log(JSON.stringify({ errors, games }));
await browser.close();
