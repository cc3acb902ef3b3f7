// Makes the README's picture of the web page (docs/web-page.png): the Salvo game of the rule
// texts opened in the page, its sheets filled and its verdict shown. docs/make-web-screenshot.sh
// runs it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from './launch.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const [out] = process.argv.slice(2);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1100, height: 1000 }, locale: 'en-US' });
await page.goto(`file://${root}web/dist/index.html`);
await page.waitForSelector('body[data-ready="true"]');
await page.fill('#record', readFileSync(`${root}fixtures/paper/salvo-rule-text-game-to-the-end.txt`, 'utf8'));
// The verdict and its page drawn, not "Checking…".
await page.evaluate(() => window.broadsidePage.settled());
await page.locator('#sheets').scrollIntoViewIfNeeded();
await page.screenshot({ path: out, clip: { x: 0, y: 0, width: 1100, height: 1000 } });
await browser.close();
