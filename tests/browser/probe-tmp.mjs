import { readFileSync } from 'node:fs';
import { launch } from './launch.mjs';
const browser = await launch();
const page = await browser.newPage();
await page.goto((process.env.DIST || 'file:///work/wt-web38/web/dist/index.html'));
await page.waitForSelector('body[data-ready="true"]');
for (const f of process.argv.slice(2)) {
  const bytes = [...readFileSync(f)];
  const t = await page.evaluate((b) => { const u = new Uint8Array(b); const xs = []; for (let i = 0; i < 5; i++) { const s = performance.now(); broadside.check(u); xs.push(Math.round(performance.now() - s)); } return xs; }, bytes);
  console.log(f, t);
}
await browser.close();
