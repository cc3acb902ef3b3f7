// Opens the web page (web/dist/index.html, a file URL) and hands every record of the JSON file
// given to broadside.check, as a script of the page would after a paste. Prints, as JSON, each
// record's name and answer; then pastes the last record into the page and prints the verdict it
// shows, its list of violations, the cells fouls name on its boards and a step back; and every
// request the page made.
import { readFileSync } from 'node:fs';
import { launch, openPage } from './launch.mjs';

const [url, recordsFile] = process.argv.slice(2);
const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
const browser = await launch();
const { page, requests, errors } = await openPage(browser, url);
await page.waitForSelector('body[data-ready="true"]');
const answers = await page.evaluate((records) => records.map((r) => ({ name: r.name, answer: broadside.check(r.text) })), records);
// The last record pasted into the page's record box gives its verdict on the page too.
const last = records[records.length - 1];
await page.fill('#record', last.text);
await page.evaluate(() => window.broadsidePage.settled());
const shown = await page.textContent('#verdict-json');
// The verdict page in its frame: the cells fouls name, and one step back through the game.
const frame = page.frameLocator('#verdict-page');
const flagged = await frame.locator('td.flag').count();
const steps = [await frame.locator('.step-label').textContent()];
await frame.locator('button[data-step="prev"]').click();
steps.push(await frame.locator('.step-label').textContent());
const result = await page.textContent('#summary');
const fouls = await page.locator('#fouls li').allTextContents();
await browser.close();
console.log(JSON.stringify({ answers, shown, flagged, steps, result, fouls, requests, errors }));
