// Large records opened in the web page (issue 38): each file given is opened as a player opens
// one (the file input), and the page is watched while the referee (in its worker) checks it:
// the longest the page's thread went without running a 10 ms timer, how long the page took to
// answer a script's question meanwhile, and the time from opening the file to the verdict's
// sentence and to everything settled. Prints JSON; tests/web.rs asserts on it and docs/web.md
// quotes its figures (`node tests/browser/web-big.mjs URL FILE...`).
import { launch } from './launch.mjs';

const [url, ...files] = process.argv.slice(2);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]');
const results = [];
for (const file of files) {
  await page.evaluate(() => {
    const w = (window.watch = { gaps: [], last: 0, opened: null, verdict: null });
    document.getElementById('open').addEventListener('change', () => { w.opened = performance.now(); w.last = w.opened; }, { once: true });
    const s = document.getElementById('summary');
    w.observer = new MutationObserver(() => {
      if (w.opened !== null && w.verdict === null && !s.classList.contains('checking')) w.verdict = performance.now();
    });
    w.observer.observe(s, { attributes: true, childList: true, characterData: true, subtree: true });
    w.timer = setInterval(() => {
      const now = performance.now();
      if (w.opened !== null) w.gaps.push(now - w.last);
      w.last = now;
    }, 10);
  });
  const checks = +(await page.getAttribute('body', 'data-checks'));
  await page.setInputFiles('#open', file);
  // Questions to the page while it checks: each answered at once.
  const answers = [];
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    await page.evaluate(() => document.getElementById('summary').textContent);
    answers.push(Date.now() - t0);
    await new Promise((r) => setTimeout(r, 30));
  }
  await page.waitForFunction((n) => +document.body.dataset.checks > n, checks, { timeout: 120000 });
  await page.evaluate(() => window.broadsidePage.settled());
  const watched = await page.evaluate(() => {
    clearInterval(window.watch.timer);
    window.watch.observer.disconnect();
    const w = window.watch;
    return { max_gap_ms: Math.round(Math.max(0, ...w.gaps)), verdict_ms: Math.round(w.verdict - w.opened), settled_ms: Math.round(performance.now() - w.opened), worker_check_ms: Math.round(window.broadsidePage.timings.last) };
  });
  results.push({
    file,
    ...watched,
    answer_ms: answers,
    verdict: await page.textContent('#verdict-json'),
    summary: await page.textContent('#summary'),
    page_offered: await page.isVisible('#page-offer'),
  });
}
await browser.close();
console.log(JSON.stringify({ results, errors }));
