// Steps a game page (file URL) from before the first entry to after the last with `›`, then back
// with `‹`, and prints, as JSON for tests/html.rs, the cells marked as named by a violation
// after each step: `{"forward": [[...], ...], "back": [...], "errors": [...]}`, a cell written
// as `BOARD:CELL` (board 0 or 1, as the page orders them).
import { launch, openPage } from './launch.mjs';

const [url] = process.argv.slice(2);
const browser = await launch();
const { page, errors } = await openPage(browser, url, { viewport: { width: 1280, height: 900 } });
const seen = await page.evaluate(() => {
  const flags = () => [0, 1].flatMap((b) => [...document.querySelectorAll(`#board-${b} td.flag`)]
    .map((td) => b + ':' + td.getAttribute('data-cell')));
  const click = (name) => document.querySelector(`.stepper [data-step=${name}]`).click();
  const entries = document.querySelectorAll('table.log tbody tr').length;
  click('first');
  const forward = [flags()];
  for (let n = 0; n < entries; n++) { click('next'); forward.push(flags()); }
  const back = [flags()];
  for (let n = 0; n < entries; n++) { click('prev'); back.unshift(flags()); }
  return { forward, back };
});
seen.errors = errors;
await browser.close();
console.log(JSON.stringify(seen));
