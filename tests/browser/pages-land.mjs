// Where links land and what a long volley, a blank line and print show, as a second hostile
// review of the pages found them; prints what each showed, as JSON, for tests/html.rs:
// - VOLLEY (a game page whose entry 0 is a volley of hundreds of shots), opened at #entry=0 at
//   360 and 1280 px: the step label and the stepper's height against the window's;
// - GAME (a game page) opened at #entry=60 on a phone: where the viewer is, the label, and
//   whether any row keeps its id, the codes in its tables split over lines; then #entry%3D3 (a row's old id, percent-encoded): the label;
// - BATCH (a batch page whose lines 3 and 5 are blank, and whose line 7 has an entry with a
//   violation and no reply) opened at #game=6&entry=2, #game=3 and #game=9 on a phone: the game
//   view's heading or note, and where it is; the list's count; line 7's replies;
// - GAME at #entry=1 under print media: the step label and whether it and the buttons show.
// - SALVO (a game page of volleys of several shots) at 1280 px, before the first move and after
//   it: where the move list is; at 640 × 360 (a phone on its side), at entry 0: the stepper;
// - BATCH with two games opened from the list one after the other, then Back: the game shown.
// Arguments: VOLLEY GAME BATCH SALVO
import { launch, openPage } from './launch.mjs';

const [volley, game, batch, salvo] = process.argv.slice(2);
const browser = await launch();
const errors = [];
const seen = {};
const open = async (url, width, height = 780) => {
  const at = await openPage(browser, url, { viewport: { width, height } });
  errors.push(...at.errors);
  return at.page;
};
const box = (page, selector) => page.evaluate((s) => {
  const e = document.querySelector(s);
  if (!e) return null;
  const r = e.getBoundingClientRect();
  return { top: Math.round(r.top), height: Math.round(r.height), innerHeight, text: e.textContent };
}, selector);

for (const width of [360, 1280]) {
  const page = await open(`${volley}#entry=0`, width);
  seen[`volley${width}`] = { label: await box(page, '.step-label'), stepper: await box(page, '.stepper') };
  await page.close();
}

const phone = await open(`${game}#entry=60`, 390);
seen.landed = {
  viewer: await box(phone, '#viewer'),
  label: await box(phone, '.step-label'),
  rowIds: await phone.evaluate(() => document.querySelectorAll('table.log tr[id]').length),
  // Codes in tables split over lines, and the page's sideways scroll.
  splitCodes: await phone.evaluate(() => [...document.querySelectorAll('table.data code')]
    .filter((c) => c.getClientRects().length !== 1).map((c) => c.textContent)),
  codes: await phone.evaluate(() => document.querySelectorAll('table.data code').length),
  sideways: await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth),
};
await phone.evaluate(() => { location.hash = '#entry%3D3'; });
await phone.waitForFunction(() => document.querySelector('.step-label').textContent.includes('not read'));
seen.encodedId = await box(phone, '.step-label');
await phone.close();

seen.batch = {};
for (const hash of ['#game=6&entry=2', '#game=3', '#game=9', '#game=7']) {
  const page = await open(`${batch}${hash}`, 390);
  seen.batch[hash] = {
    heading: await box(page, '#game-view h2'),
    note: await box(page, '#game-view .game-note'),
    count: await page.evaluate(() => document.querySelector('.list-count').textContent),
    replies: await page.evaluate(() => [...document.querySelectorAll('#game-view table.log tbody td.reply')].map((td) => td.textContent)),
  };
  await page.close();
}

const wide = await open(`${salvo}#entry=-1`, 1280, 800);
const place = () => wide.evaluate(() => {
  const r = document.querySelector('.moves').getBoundingClientRect();
  return { left: Math.round(r.left), top: Math.round(r.top + scrollY), label: document.querySelector('.step-label').textContent };
});
seen.salvo = { before: await place() };
await wide.click('[data-step=next]');
seen.salvo.after = await place();
await wide.close();
const side = await open(`${salvo}#entry=0`, 640, 360);
seen.salvo.onItsSide = await box(side, '.stepper');
await side.close();

const list = await open(batch, 1280);
for (const n of [0, 1]) {
  await list.locator('table.games tbody tr').nth(n).locator('button').click();
  await list.waitForFunction((n) => document.querySelector('#game-view h2').textContent.startsWith(`Line ${n + 1}:`), n);
}
await list.evaluate(() => history.back());
await list.waitForFunction(() => document.querySelector('#game-view h2').textContent.startsWith('Line 1:'));
seen.back = { hash: await list.evaluate(() => location.hash), heading: await box(list, '#game-view h2') };
await list.close();

const printed = await open(`${game}#entry=1`, 900);
await printed.emulateMedia({ media: 'print' });
seen.printed = await printed.evaluate(() => {
  const shown = (e) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().height > 0;
  const label = document.querySelector('.step-label');
  return { label: label.textContent, labelShown: shown(label), buttonsShown: shown(document.querySelector('.stepper .buttons')) };
});
await printed.close();

console.log(JSON.stringify({ errors, ...seen }));
await browser.close();
