// Opens the web page, pastes the record of the file given into its record box, then switches
// the page to each language code given by its menu and prints, as JSON, per language: the
// language of the page and of its verdict page, the text of the verdict section (the result,
// the violations, the verdict's JSON and the verdict page in its frame) and every text of the
// whole page (wholePage); then, on a fresh page,
// draws a fleet with a placement fault (under russian rules, a battleship A1-D1 and a boat E2
// touching it by a corner) and prints per language the faults under the sheet and the cells
// they outline.
import { readFileSync } from 'node:fs';
import { launch, openPage } from './launch.mjs';

// Every text of the page a person may read or hear: its title, what it shows, every worded
// element (shown or not yet), every accessible name, tooltip and placeholder, every option.
const wholePage = () => {
  const parts = [document.title, document.body.innerText];
  document.querySelectorAll('[data-t]').forEach((el) => parts.push(el.textContent));
  for (const name of ['aria-label', 'title', 'placeholder']) {
    document.querySelectorAll(`[${name}]`).forEach((el) => parts.push(el.getAttribute(name)));
  }
  document.querySelectorAll('option').forEach((el) => parts.push(el.textContent));
  return parts.join('\n');
};

const [url, recordFile, ...codes] = process.argv.slice(2);
const browser = await launch();
const { page, errors } = await openPage(browser, url);
await page.waitForSelector('body[data-ready="true"]');
await page.fill('#record', readFileSync(recordFile, 'utf8'));
await page.evaluate(() => window.broadsidePage.settled());
const shown = [];
for (const code of codes) {
  await page.selectOption('#language', code);
  await page.evaluate(() => window.broadsidePage.settled());
  // The verdict page is drawn in its frame once the page has handed it over.
  await page.waitForFunction((code) => {
    const doc = document.getElementById('verdict-page').contentDocument;
    return doc && doc.documentElement && doc.documentElement.lang === code && doc.body && doc.body.innerText.length > 0;
  }, code);
  const whole = await page.evaluate(wholePage);
  shown.push(await page.evaluate(() => {
    const frame = document.getElementById('verdict-page').contentDocument;
    return {
      lang: document.documentElement.lang,
      pageLang: frame.documentElement.lang,
      verdict: document.getElementById('verdict-section').textContent,
      frame: frame.body.innerText,
      fouls: document.querySelectorAll('#fouls li').length,
    };
  }));
  shown.at(-1).page = whole;
}
const drawn = await openPage(browser, url);
await drawn.page.waitForSelector('body[data-ready="true"]');
await drawn.page.selectOption('#preset', 'russian');
for (const cell of [0, 1, 2, 3, 14]) await drawn.page.click(`#fleet-0 td[data-cell="${cell}"]`);
await drawn.page.evaluate(() => window.broadsidePage.settled());
for (const [i, code] of codes.entries()) {
  await drawn.page.selectOption('#language', code);
  await drawn.page.evaluate(() => window.broadsidePage.settled());
  shown[i].faults = await drawn.page.textContent('#faults-0');
  shown[i].marked = await drawn.page.locator('#fleet-0 td.fault').count();
  shown[i].drawnPage = await drawn.page.evaluate(wholePage);
}
errors.push(...drawn.errors);
await browser.close();
console.log(JSON.stringify({ shown, errors }));
