// Opens the web page, pastes the record of the file given into its record box, then switches
// the page to each language code given by its menu and prints, as JSON, per language: the
// language of the page and of its verdict page, and the text of the verdict section (the result,
// the violations, the verdict's JSON and the verdict page in its frame) and of the placement
// faults under the sheets.
import { readFileSync } from 'node:fs';
import { launch, openPage } from './launch.mjs';

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
  shown.push(await page.evaluate(() => {
    const frame = document.getElementById('verdict-page').contentDocument;
    return {
      lang: document.documentElement.lang,
      pageLang: frame.documentElement.lang,
      verdict: document.getElementById('verdict-section').textContent,
      frame: frame.body.innerText,
      faults: [0, 1].map((p) => document.getElementById('faults-' + p).textContent).join('\n'),
      fouls: document.querySelectorAll('#fouls li').length,
    };
  }));
}
await browser.close();
console.log(JSON.stringify({ shown, errors }));
