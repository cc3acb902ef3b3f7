// The web page as a player meets it on the desktop (issue 38): a first visit, Salvo sheets
// clicked and double-clicked, names typed, a game entered, reloaded, undone and redone, a record
// the sheets cannot hold, a file that is not UTF-8, the page's accessible names and its print.
// Prints, as JSON, what each step showed; tests/web.rs asserts on it.
//
//   node web-keep.mjs URL RESIGNS_RECORD NOT_UTF8_FILE...
import { readFileSync } from 'node:fs';
import { launch, openPage } from './launch.mjs';

const [url, resignsFile, ...binaryFiles] = process.argv.slice(2);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-US' });
const out = {};
const errors = [];
let page = await context.newPage();
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]');

const settled = () => page.evaluate(() => window.broadsidePage.settled());
const td = (grid, p, cell) => `#${grid}-${p} td[data-cell="${cell}"]`;
const sheets = () => page.evaluate(() => ({
  ships: [0, 1].map((p) => document.querySelectorAll(`#fleet-${p} td.ship`).length),
  shots: [0, 1].map((p) => Array.from(document.querySelectorAll(`#shots-${p} td.shot`)).map((c) => c.textContent)),
}));
const shown = async () => {
  await settled();
  return {
    summary: await page.textContent('#summary'),
    fouls: await page.locator('#fouls li').count(),
    verdict: await page.textContent('#verdict-json'),
    record: await page.inputValue('#record'),
    sheets: await sheets(),
  };
};

// A first visit: how to start and an example, no verdict.
await settled();
out.first = {
  summary: await page.textContent('#summary'),
  start: await page.isVisible('#start'),
  example: await page.isVisible('#example'),
  fouls: await page.locator('#fouls li').count(),
  frame: await page.isVisible('#verdict-page'),
  help_top: await page.evaluate(() => document.getElementById('how').getBoundingClientRect().top),
};
await page.click('#example');
out.example = await shown();

// Salvo: a number, a click again clears it, a double-click keeps the number, x does nothing.
await page.click('#clear');
await page.selectOption('#preset', 'salvo');
await page.click(td('shots', 0, 0));
const numbered = await page.textContent(td('shots', 0, 0));
await page.click(td('shots', 0, 0));
const cleared = await page.textContent(td('shots', 0, 0));
await page.dblclick(td('shots', 0, 1));
await page.focus(td('shots', 0, 1));
await page.keyboard.press('x');
await page.keyboard.press('o');
await page.fill('#number-1', '1');
await page.click(td('shots', 1, 5), { clickCount: 3 });
// Typing 0 into an empty cell writes nothing a sheet cannot hold.
await page.focus(td('shots', 0, 9));
await page.keyboard.press('0');
out.salvo = { numbered, cleared, ...(await shown()) };
// Classic: a double-click is a number and a hit, which the sheet holds.
await page.selectOption('#preset', 'classic');
await page.dblclick(td('shots', 0, 20));
out.classic_double_click = await shown();

// Names checked as they are typed, at their field.
out.names = [];
for (const [a, b] of [['ann, jr', 'ben'], ['ann // x', 'ben'], ['ann', 'ANN'], ['ann', 'ben']]) {
  await page.fill('#player-0', a);
  await page.fill('#player-1', b);
  await settled();
  out.names.push({
    problems: [await page.textContent('#player-0-problem'), await page.textContent('#player-1-problem')],
    visible: [await page.isVisible('#player-0-problem'), await page.isVisible('#player-1-problem')],
    invalid: [await page.getAttribute('#player-0', 'aria-invalid'), await page.getAttribute('#player-1', 'aria-invalid')],
    summary: await page.textContent('#summary'),
  });
}

// A game entered by clicks: every step is undone back to the empty sheets, redone, and kept
// over a reload; New game is undone.
await page.click('#clear');
await page.selectOption('#preset', 'classic');
const ships = [0, 1, 2, 3, 4, 20, 21, 22, 23, 40, 41, 42, 60, 61, 62, 80, 81];
let edits = 2; // New game and the rules
for (const p of [0, 1]) for (const cell of ships) { await page.click(td('fleet', p, cell)); edits++; }
for (const cell of [0, 1, 2, 55]) { await page.click(td('shots', 0, cell)); edits++; }
for (const cell of [99, 98]) { await page.click(td('shots', 1, cell)); edits++; }
await page.click(td('shots', 0, 55)); // x
await page.click(td('shots', 0, 55)); // o
edits += 2;
const entered = await shown();
await page.reload();
await page.waitForSelector('body[data-ready="true"]');
const reloaded = await shown();
await page.evaluate(() => document.activeElement && document.activeElement.blur());
let undos = 0;
while (!(await page.isDisabled('#undo')) && undos < 500) {
  await page.keyboard.press('Control+z');
  undos++;
}
const undone = await shown();
const startAfterUndo = await page.isVisible('#start');
let redos = 0;
while (!(await page.isDisabled('#redo')) && redos < 500) {
  await page.keyboard.press('Control+Shift+z');
  redos++;
}
const redone = await shown();
await page.click('#clear');
const cleared2 = await shown();
await page.click('#undo');
const back = await shown();
out.keep = { edits, entered, reloaded, undos, undone, start_after_undo: startAfterUndo, redos, redone, cleared: cleared2, back };
// Undo survives a reload only as the game: the last state is what comes back.

// A record the sheets cannot hold: the sheets say so, and an edit of them asks first.
const resigns = readFileSync(resignsFile, 'utf8');
await page.fill('#record', resigns);
const stale = await shown();
const staleNote = await page.isVisible('#stale-note');
const dialogs = [];
page.once('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
await page.click(td('fleet', 0, 99));
await new Promise((r) => setTimeout(r, 200));
const kept = await shown();
page.once('dialog', (d) => { dialogs.push(d.message()); d.accept(); });
await page.click(td('fleet', 0, 99));
// (A script's question may be answered while the dialog is open: the edit is awaited.)
await page.waitForFunction(() => window.broadsidePage.source === 'grids');
const replaced = await shown();
out.stale = {
  note: staleNote,
  record: stale.record, summary: stale.summary, kept_record: kept.record, dialogs,
  replaced_record: replaced.record, note_after: await page.isVisible('#stale-note'),
};
await page.click('#undo');
out.stale.undone_record = (await shown()).record;

// Files that are not UTF-8, opened: the command line's error.
out.binary = [];
for (const file of binaryFiles) {
  const checks = +(await page.getAttribute('body', 'data-checks'));
  await page.setInputFiles('#open', file);
  await page.waitForFunction((n) => +document.body.dataset.checks > n, checks);
  out.binary.push({ file, verdict: (await shown()).verdict, summary: await page.textContent('#summary') });
}

// Accessible names and roles, on the example (its button is shown on an empty game only).
await page.evaluate(() => document.getElementById('example').click());
await settled();
out.a11y = {
  number_names: await page.evaluate(() => [0, 1].map((p) => document.getElementById(`number-${p}`).getAttribute('aria-label'))),
  row_headers: await page.locator('#fleet-0 tbody th[scope="row"][role="rowheader"]').count(),
  column_headers: await page.locator('#fleet-0 thead th[scope="col"]').count(),
  live: await page.evaluate(() => Array.from(document.querySelectorAll('[aria-live]')).map((e) => e.id)),
};

// Print: both sheets and the verdict on one A4 page.
await page.emulateMedia({ media: 'print' });
out.print = {
  visible: {
    sheets: await page.isVisible('#fleet-0') && await page.isVisible('#shots-1'),
    summary: await page.isVisible('#summary'),
    record: await page.isVisible('#record'),
  },
};
// (As a browser prints: the print style, whatever the screen emulates.)
await page.emulateMedia({ media: null });
const pdf = await page.pdf({ format: 'A4' });
out.print.pages = +(pdf.toString('latin1').match(/\/Count (\d+)/) || [0, 0])[1];

await browser.close();
out.errors = errors;
console.log(JSON.stringify(out));
