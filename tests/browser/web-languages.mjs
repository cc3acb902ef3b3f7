// Opens the web page with the browser's language set to each tag given and prints, as JSON, the
// language the page chose, its title and its result sentence; then switches the first page to
// each language by its menu and prints the same.
import { launch } from './launch.mjs';

const [url, ...tags] = process.argv.slice(2);
const browser = await launch();
const read = (page) => page.evaluate(() => ({
  lang: document.documentElement.lang,
  title: document.querySelector('h1').textContent,
  result: document.getElementById('summary').textContent,
  column: document.querySelector('#fleet-0 thead th:nth-child(2)').textContent,
}));
const opened = [];
for (const tag of tags) {
  const context = await browser.newContext({ locale: tag });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => window.broadsidePage.settled());
  opened.push({ tag, ...(await read(page)) });
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
