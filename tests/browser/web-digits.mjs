// Enters the same shots into the web page's grids in ASCII, Bengali (০–৯) and Devanagari (०–९)
// digits, as a player types them, and prints per script, as JSON: the record the page builds
// (and the verdict), the numbers the cells and the number boxes show, and any script error.
// A Salvo game: rounds typed into the box above a sheet and clicked onto cells, and rounds typed
// on the keyboard into cells (one and two digits); then a classic game numbered by each
// player's own count, whose box goes on to the next number by itself.
import { launch } from './launch.mjs';

const [url] = process.argv.slice(2);
const scripts = ['0123456789', '০১২৩৪৫৬৭৮৯', '०१२३४५६७८९'];
const browser = await launch();
const td = (grid, p, cell) => `#${grid}-${p} td[data-cell="${cell}"]`;
const out = [];
for (const digits of scripts) {
  const d = (n) => String(n).replace(/[0-9]/g, (c) => digits[+c]);
  // A context of its own: nothing kept from the script before.
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]');
  const settled = () => page.evaluate(() => window.broadsidePage.settled());
  // A key as a Bengali or Hindi keyboard layout sends it: a key down whose key is the digit
  // (playwright's own keyboard knows the US layout only).
  const cdp = await context.newCDPSession(page);
  const press = async (key) => {
    if (/^[\x20-\x7e]$/.test(key) || key.length > 1) return page.keyboard.press(key);
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  };

  await page.selectOption('#preset', 'salvo');
  for (const cell of [0, 1, 2, 3, 4]) await page.click(td('fleet', 0, cell));
  for (const cell of [20, 21, 22]) await page.click(td('fleet', 1, cell));
  // Sheet 0: the box's round, clicked onto cells.
  await page.fill('#number-0', d(1));
  for (const cell of [20, 21]) await page.click(td('shots', 0, cell));
  await page.fill('#number-0', d(2));
  await page.click(td('shots', 0, 22));
  // Sheet 1: rounds typed into cells; a third cell gets two digits, then loses one.
  await page.focus(td('shots', 1, 0));
  await press(d(1));
  await page.keyboard.press('ArrowRight');
  await press(d(1));
  await page.keyboard.press('ArrowRight');
  for (const ch of d(20)) await press(ch);
  // A digit of another script does not join a number: the cell keeps its one script.
  const other = digits === scripts[0] ? scripts[1][3] : '3';
  await press(other);
  const twoDigits = await page.textContent(td('shots', 1, 2));
  await page.keyboard.press('Backspace');
  await settled();
  const salvo = {
    record: await page.inputValue('#record'),
    verdict: await page.textContent('#verdict-json'),
    cells: [await page.textContent(td('shots', 0, 20)), await page.textContent(td('shots', 0, 22)),
      await page.textContent(td('shots', 1, 0)), twoDigits, await page.textContent(td('shots', 1, 2))],
  };

  // Classic, each player's own count: the box goes on by itself, in the digits it holds.
  await page.click('#clear');
  await page.selectOption('#preset', 'classic');
  await page.selectOption('#numbering', 'player');
  for (const cell of [0, 1]) await page.click(td('fleet', 0, cell));
  for (const cell of [5, 6]) await page.click(td('fleet', 1, cell));
  await page.fill('#number-0', d(1));
  await page.click(td('shots', 0, 5));
  await page.click(td('shots', 0, 5)); // a hit: x
  await page.click(td('shots', 0, 6));
  await settled();
  const classic = {
    record: await page.inputValue('#record'),
    verdict: await page.textContent('#verdict-json'),
    cells: [await page.textContent(td('shots', 0, 5)), await page.textContent(td('shots', 0, 6))],
    box: await page.inputValue('#number-0'),
  };
  out.push({ digits, salvo, classic, errors });
  await context.close();
}
await browser.close();
console.log(JSON.stringify(out));
