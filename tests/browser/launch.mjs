// The one way the browser scripts start Chromium: Debian's binary (BROADSIDE_CHROMIUM, set by
// tests/common/browser.rs), headless, with nothing fetched from the network allowed to go out.
import { chromium } from 'playwright-core';

export async function launch() {
  return chromium.launch({
    executablePath: process.env.BROADSIDE_CHROMIUM || 'chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

// A new page of `browser` (with playwright's page `options`, a viewport say) opened at `url`,
// with every request it makes and every script error it throws kept as they come.
export async function openPage(browser, url, options = {}) {
  const page = await browser.newPage(options);
  const requests = [];
  const errors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'load' });
  return { page, requests, errors };
}
