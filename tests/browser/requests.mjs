// Opens each page given (file URLs) and prints, as JSON, every request the browser made for it
// beyond the page itself and the page's own title: a page of broadside fetches nothing.
import { launch } from './launch.mjs';

const browser = await launch();
const seen = [];
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage();
  const requests = [];
  page.on('request', (request) => {
    if (request.url() !== url) requests.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  seen.push({ url, title: await page.title(), requests });
  await page.close();
}
await browser.close();
console.log(JSON.stringify(seen));
