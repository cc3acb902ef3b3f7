// Measures pages of broadside (file URLs given) as a reader meets them, and prints one JSON
// object a page for tests/html.rs to assert on:
// - at 360, 390 and 1280 px: the document's width against the window's (no sideways scroll), the
//   controls smaller than 44 px, whether the stepper is on screen and clickable while the second
//   board is, and where the move list stands against the boards;
// - in light and dark schemes: the luminance contrast of hit against miss, ship against sunk,
//   and the foul outline against a sunk cell, from the computed colours;
// - the cells without an accessible name of the form "A1: miss";
// - any policy violation reported (the page's own style and script must be allowed), and the
//   bidirectional control characters left in the text;
// - without script: the controls a reader sees, the boards and the rows of the move list.
import { launch } from './launch.mjs';

const browser = await launch();
const out = [];

// A batch page shows a game's boards once it is opened: the first game listed with steps.
async function prepare(page) {
  const open = await page.$('table.games tbody button');
  if (open) await open.click();
}

function luminance(rgb) {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g).slice(0, 3).map((x) => {
    const c = +x / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => p - q);
  return (y + 0.05) / (x + 0.05);
};

for (const url of process.argv.slice(2)) {
  const result = { url, widths: {}, schemes: {} };
  for (const width of [360, 390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 780 } });
    const violations = [];
    page.on('console', (m) => { if (/Content.Security.Policy|Refused/i.test(m.text())) violations.push(m.text()); });
    page.on('pageerror', (e) => violations.push('error: ' + e.message));
    await page.goto(url, { waitUntil: 'load' });
    await prepare(page);
    const seen = await page.evaluate(() => {
      const visible = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
      const small = [...document.querySelectorAll('button, select, input, summary')]
        .filter(visible)
        .map((e) => ({ what: e.outerHTML.slice(0, 60), w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height }))
        .filter((s) => s.w < 44 || s.h < 44);
      const rows = [...document.querySelectorAll('.stepping table.log tbody tr')].filter(visible);
      const shortRows = innerWidth <= 640 ? rows.filter((r) => r.getBoundingClientRect().height < 44).length : 0;
      const grids = document.querySelectorAll('table.grid');
      const moves = document.querySelector('.moves');
      let stepper = null;
      const button = document.querySelector('.stepper [data-step=next]');
      if (grids.length === 2 && button && visible(button)) {
        grids[1].scrollIntoView({ block: 'end' });
        const g = grids[1].getBoundingClientRect(), b = button.getBoundingClientRect();
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        stepper = { boardInView: g.top >= 0 && g.bottom <= innerHeight, onScreen: b.top >= 0 && b.bottom <= innerHeight,
          clickable: hit === button || button.contains(hit) };
        window.scrollTo(0, 0);
      }
      let place = null;
      if (moves && grids.length === 2) {
        const m = moves.getBoundingClientRect(), g = grids[1].getBoundingClientRect();
        place = m.left >= g.right - 1 && m.top < g.bottom ? 'beside' : m.top >= g.bottom - 1 ? 'under' : 'other';
      }
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth, small, shortRows, stepper, place };
    });
    seen.violations = violations;
    result.widths[width] = seen;
    if (width === 1280) {
      result.unnamed = await page.evaluate(() => [...document.querySelectorAll('table.grid td')]
        .filter((td) => !/^[A-ZА-Я]\d+: (water|miss|ship|hit|sunk ship)(;|$)/.test(td.getAttribute('aria-label') || ''))
        .map((td) => td.outerHTML.slice(0, 80)));
      result.cells = await page.evaluate(() => document.querySelectorAll('table.grid td').length);
      result.bidiControls = await page.evaluate(() => (document.body.innerText.match(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g) || []).length);
      result.csp = await page.evaluate(() => (document.querySelector('meta[http-equiv=Content-Security-Policy]') || {}).content || null);
      result.stepperShown = await page.evaluate(() => { const s = document.querySelector('.stepper'); return !!s && !s.hidden; });
      result.styled = await page.evaluate(() => getComputedStyle(document.body).maxWidth !== 'none');
      // The script keeps the move list scrolled; the browser's scroll anchoring in it would
      // search its rows at every step.
      result.listAnchoring = await page.evaluate(() => [...document.querySelectorAll('.moves')].map((m) => getComputedStyle(m).overflowAnchor));
    }
    await page.close();
  }
  for (const scheme of ['light', 'dark']) {
    const page = await browser.newPage({ colorScheme: scheme });
    await page.goto(url, { waitUntil: 'load' });
    await prepare(page);
    result.schemes[scheme] = await page.evaluate(() => {
      const row = document.querySelector('table.grid tbody tr');
      const probe = (cls) => { const td = document.createElement('td'); td.className = cls; row.appendChild(td); const s = getComputedStyle(td); const r = { bg: s.backgroundColor, outline: s.outlineColor }; td.remove(); return r; };
      return { hit: probe('m-h'), miss: probe('m-o'), ship: probe('m-s'), sunk: probe('m-k'), flag: probe('m-k flag') };
    });
    const c = result.schemes[scheme];
    c.hitMiss = contrast(c.hit.bg, c.miss.bg);
    c.shipSunk = contrast(c.ship.bg, c.sunk.bg);
    c.flagSunk = contrast(c.flag.outline, c.sunk.bg);
    await page.close();
  }
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 780 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  result.noscript = await page.evaluate(() => {
    const visible = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    return {
      controls: [...document.querySelectorAll('button, select, input, output, [data-step]')].filter(visible).length,
      boards: [...document.querySelectorAll('table.grid')].filter(visible).length,
      rows: [...document.querySelectorAll('table.log tbody tr')].filter(visible).length,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
    };
  });
  await context.close();
  out.push(result);
}
await browser.close();
console.log(JSON.stringify(out));
