import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page loads seen during the journey. */
  problems: string[];
}

export async function openSession(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS,
): Promise<Session> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  // let transitions and fonts settle
  await page.evaluate('document.fonts.ready.then(() => true)');
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/**
 * Holds the page's requests to `url` until the returned release is called, so a journey can look
 * at a state that is otherwise gone in a blink (a progress bar, a disabled button mid-upload).
 */
export async function holdRequests(page: Page, url: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: Promise<void>[] = [];
  await page.route(url, (route) => {
    const send = held.then(() => route.continue());
    sent.push(send);
    return send;
  });
  return async () => {
    release();
    // each held request goes on before the route is dropped (dropping it would handle them twice)
    await Promise.all(sent);
    await page.unroute(url);
  };
}
