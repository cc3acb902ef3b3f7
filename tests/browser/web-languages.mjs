// Opens the web page with the browser's language set to each tag given and prints, as JSON, the
// language the page chose, its title and its result sentence, and how its heading stood in each
// frame before the page was ready (watchFirstPaint); then switches the first page to each
// language by its menu and prints the same.
import { launch } from './launch.mjs';

const [url, ...tags] = process.argv.slice(2);
const browser = await launch();
const read = (page) => page.evaluate(() => ({
  lang: document.documentElement.lang,
  title: document.querySelector('h1').textContent,
  result: document.getElementById('summary').textContent,
  column: document.querySelector('#fleet-0 thead th:nth-child(2)').textContent,
}));
// Before the first paint and at every frame until the page is ready, and once the document is
// parsed (before the referee's module is ready): the heading's text and whether it shows.
const watchFirstPaint = () => {
  const look = () => {
    const h1 = document.querySelector('h1');
    return h1 && { text: h1.textContent, shown: getComputedStyle(h1).visibility === 'visible' };
  };
  window.firstFrames = [];
  const frame = () => {
    window.firstFrames.push(look());
    if (!(document.body && document.body.dataset.ready)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('DOMContentLoaded', () => {
    window.atParsed = { ...look(), ready: Boolean(document.body.dataset.ready), title: document.title };
  });
};
const opened = [];
for (const tag of tags) {
  const context = await browser.newContext({ locale: tag });
  const page = await context.newPage();
  await page.addInitScript(watchFirstPaint);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => window.broadsidePage.settled());
  const first = await page.evaluate(() => ({ frames: window.firstFrames, parsed: window.atParsed }));
  opened.push({ tag, ...(await read(page)), first, documentTitle: await page.title() });
  await context.close();
}
const page = await browser.newPage();
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]');
const switched = [];
for (const tag of tags) {
  await page.selectOption('#language', tag.split('-')[0]);
  switched.push({ tag, ...(await read(page)) });
}
await page.selectOption('#letters', 'cyrillic');
const cyrillic = await read(page);
await browser.close();
console.log(JSON.stringify({ opened, switched, cyrillic }));
