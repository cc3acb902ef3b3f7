// "Copy link" (issue 38): a game entered on the sheets, linked and opened in another browser
// profile, shows the same sheets and verdict; every record of the JSON file given, put into a
// link as the page puts one (deflate-raw, base64url, after "#game="), opens to its verdict (the
// first ones by loading the link, the rest by following it from the page, as a click on a link
// of the same page does); a game too long for a link is offered as a file. Prints JSON.
import { readFileSync } from 'node:fs';
import { launch } from './launch.mjs';

const [url, recordsFile] = process.argv.slice(2);
const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
const browser = await launch();
const errors = [];
async function fresh() {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}
const td = (grid, p, cell) => `#${grid}-${p} td[data-cell="${cell}"]`;
const read = (page) => page.evaluate(() => window.broadsidePage.settled().then(() => ({
  verdict: document.getElementById('verdict-json').textContent,
  summary: document.getElementById('summary').textContent,
  record: document.getElementById('record').value,
  ships: [0, 1].map((p) => Array.from(document.querySelectorAll(`#fleet-${p} td.ship`)).map((c) => +c.dataset.cell)),
  shots: [0, 1].map((p) => Array.from(document.querySelectorAll(`#shots-${p} td.shot`)).map((c) => c.dataset.cell + ':' + c.textContent)),
  names: [0, 1].map((p) => document.getElementById(`player-${p}`).value),
})));

// A game entered on the sheets, linked.
let page = await fresh();
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]');
await page.fill('#player-0', 'Anya');
await page.fill('#player-1', 'Boris');
await page.selectOption('#preset', 'russian');
for (const cell of [0, 1, 2, 3, 22, 42, 62]) await page.click(td('fleet', 0, cell));
for (const cell of [9, 19, 29]) await page.click(td('fleet', 1, cell));
for (const cell of [9, 19, 29, 50]) await page.click(td('shots', 0, cell));
await page.click(td('shots', 1, 77));
const entered = await read(page);
await page.click('#copy-link');
await page.waitForFunction(() => document.getElementById('link-note').textContent !== '');
const link = await page.inputValue('#link');
const linked = { link_length: link.length, address: await page.evaluate(() => location.href), note: await page.textContent('#link-note') };
const other = await fresh();
await other.goto(link);
await other.waitForSelector('body[data-ready="true"]');
await other.waitForFunction(() => +document.body.dataset.checks >= 1);
const opened = await read(other);

// Every record, in a link.
const answers = [];
let loaded = 0;
let longest = 0;
for (const r of records) {
  const fragment = await page.evaluate((text) => window.broadsidePage.fragmentOf(text), r.text);
  longest = Math.max(longest, fragment.length);
  if (loaded < 3) {
    // Loaded in a browser profile of its own.
    loaded++;
    page = await fresh();
    await page.goto(url + fragment);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => +document.body.dataset.checks >= 1);
  } else if (await page.evaluate((f) => location.hash !== f, fragment)) {
    const checks = +(await page.getAttribute('body', 'data-checks'));
    await page.evaluate((f) => { location.hash = f; }, fragment);
    await page.waitForFunction((n) => +document.body.dataset.checks > n, checks);
  }
  const shown = await read(page);
  answers.push({ name: r.name, verdict: shown.verdict, record: shown.record, fragment: fragment.length });
}

// A game too long for a link: the page says so and offers the file.
// (A log of shots at random, which deflate cannot shrink much; set as a paste sets it.)
const long = ['log:'];
let seed = 38;
const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
for (let i = 0; i < 8000; i++) long.push(`${i % 2 ? 'ben' : 'ann'} ${'ABCDEFGHIJ'[random(10)]}${1 + random(10)}`);
await page.evaluate((text) => { const box = document.getElementById('record'); box.value = text; box.dispatchEvent(new Event('input')); }, 'rules: classic\nplayers: ann, ben\nann fleet: battleship A1-E1, cruiser A3-D3, submarine A5-C5, destroyer A7-B7\nben fleet: battleship A1-E1, cruiser A3-D3, submarine A5-C5, destroyer A7-B7\n' + long.join('\n') + '\n');
await page.evaluate(() => window.broadsidePage.settled());
const hashBefore = await page.evaluate(() => location.hash);
await page.click('#copy-link');
await page.waitForFunction(() => document.getElementById('link-note').textContent !== '');
const tooLong = {
  note: await page.textContent('#link-note'),
  link_shown: await page.isVisible('#link'),
  focused: await page.evaluate(() => document.activeElement.id),
  hash_kept: (await page.evaluate(() => location.hash)) === hashBefore,
};
await browser.close();
console.log(JSON.stringify({ entered, linked, opened, answers, longest, too_long: tooLong, errors }));
