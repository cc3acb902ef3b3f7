// The one way the browser scripts start Chromium: Debian's binary (BROADSIDE_CHROMIUM, set by
// tests/common/browser.rs), headless, with nothing fetched from the network allowed to go out.
import { chromium } from 'playwright-core';

export async function launch() {
  return chromium.launch({
    executablePath: process.env.BROADSIDE_CHROMIUM || 'chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
