import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { signUpAndOnboard, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PROFILE = { name: 'Rita Rail', jobRole: 'Marketing', timing: 'Just exploring' };

const railIds = (page: Page) =>
  page.locator('aside [data-nav]').evaluateAll((els) => els.map((el) => el.getAttribute('data-nav')));
const activeIds = (page: Page) =>
  page
    .locator('aside [data-nav][data-active=true]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-nav')));

describe('the sidebar rail', () => {
  it('shows the spec items in order, marks the active one, and moves what a short window cannot fit into More (1280)', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'desktop');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('rail'), PROFILE);
    await page.locator('aside [data-nav=more]').waitFor();

    // A laptop window holds every item a marketer sees, in the spec's order, More last.
    await expect
      .poll(() => railIds(page))
      .toEqual([
        'home',
        'create',
        'projects',
        'generator',
        'print-ready',
        'playground',
        'mockup',
        'editor',
        'judge',
        'inspire',
        'collections',
        'more',
        'help',
        'live-chat',
        'credits',
      ]);
    await screenshot(page, 'rail-desktop-01-items');

    // Active item: exact for /dashboard and /judge, else the path and what lies below it.
    for (const [path, active] of [
      ['/judge', ['judge']],
      ['/print-ready', ['print-ready']],
      ['/dashboard/playground', ['playground']],
      ['/dashboard', ['home']],
      ['/dashboard/collections', ['collections']],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => activeIds(page), { timeout: 10_000 }).toEqual(active);
    }
    await page.goto('/print-ready/print-ready-file-front');
    await expect.poll(() => activeIds(page)).toEqual(['print-ready']);
    await screenshot(page, 'rail-desktop-02-print-ready-active');

    // A short window: the bottom items move into More, which lists them and is active on their pages.
    await page.setViewportSize({ width: 1280, height: 560 });
    await expect.poll(() => page.locator('aside [data-nav=collections]').count()).toBe(0);
    const rail = await railIds(page);
    expect(rail.slice(0, 3)).toEqual(['home', 'create', 'projects']);
    expect(rail).toContain('more');
    await page.goto('/dashboard/collections');
    await expect.poll(() => activeIds(page)).toEqual(['more']);
    await page.locator('aside [data-nav=more]').click();
    const more = page.locator('[data-panel=more]');
    await more.getByRole('link', { name: /Collections/ }).waitFor();
    await more.getByRole('link', { name: /Notifications/ }).waitFor();
    await screenshot(page, 'rail-desktop-03-short-window-more');
    await more.getByRole('link', { name: /Design Judge/ }).click();
    await page.waitForURL((u) => u.pathname === '/judge');
    await expect.poll(() => activeIds(page)).toEqual(['more']);

    // Tall again: everything is back on the rail.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('aside [data-nav=collections]').waitFor();
    await expect.poll(() => activeIds(page)).toEqual(['judge']);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });

  it('lists the same items in the phone menu (390 px)', async () => {
    const { page, context, problems } = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(page, baseUrl, uniqueEmail('rail-phone'), PROFILE);
    await page.goto('/judge');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('[data-mobile-nav]');
    await menu.locator('[data-nav=judge]').waitFor();
    for (const id of ['print-ready', 'playground', 'judge', 'more'])
      expect(await menu.locator(`[data-nav=${id}]`).count(), id).toBe(1);
    expect(await menu.locator('[data-nav=photoshoots]').count()).toBe(0);
    expect(await menu.locator('[data-nav=judge]').getAttribute('data-active')).toBe('true');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'rail-phone-01-menu');
    await menu.locator('[data-nav=print-ready]').click();
    await page.waitForURL((u) => u.pathname === '/print-ready');
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });
});
