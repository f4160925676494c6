import { TOUR_IDS } from '@packsmith/core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

interface DevMail {
  to: string;
  text: string;
  createdAt: string;
}

export function uniqueEmail(prefix: string, domain = 'example.test'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;
}

async function mailsTo(baseUrl: string, email: string): Promise<DevMail[]> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox`);
  if (!res.ok) throw new Error(`dev mailbox answered ${res.status}`);
  const { data } = (await res.json()) as { data: DevMail[] };
  return data
    .filter((m) => m.to.toLowerCase() === email.toLowerCase())
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * Runs `send` (which makes the app request a code) and returns the code from the new mail,
 * read from the dev mailbox API — never an older, already used code.
 */
export async function codeAfter(baseUrl: string, email: string, send: () => Promise<void>): Promise<string> {
  const before = (await mailsTo(baseUrl, email)).length;
  await send();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = await mailsTo(baseUrl, email);
    const code = mails.length > before ? mails[0].text.match(/(?<!\d)(\d{6})(?!\d)/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no new code mailed to ${email}`);
}

export async function expectPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Email step of /sign-up or /login. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: /continue with email|create account with email/i }).click();
}

/** Code step: typing the sixth digit submits. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const input = page.getByLabel('Verification code');
  await input.waitFor();
  await input.fill(code);
}

export interface Profile {
  name: string;
  jobRole: string;
  timing: string;
}

export async function completeOnboarding(
  page: Page,
  profile: Profile,
  beforeSubmit?: () => Promise<void>,
): Promise<void> {
  await page.getByLabel('Your name').fill(profile.name);
  await page.getByRole('radio', { name: profile.jobRole, exact: true }).check({ force: true });
  await page.getByRole('radio', { name: profile.timing, exact: true }).check({ force: true });
  await page.getByLabel('Company type').selectOption('Brand or product company');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByRole('checkbox', { name: 'Figma' }).check({ force: true });
  await markToursSeen(page);
  await beforeSubmit?.();
  await page.getByRole('button', { name: 'Continue to Packsmith' }).click();
}

/**
 * Answers every guided tour with "Don't show again" for the signed-in person, through the API as the
 * app would: journeys about other screens run without the first-visit tours (e2e/tours.e2e.test.ts
 * covers them). `completeOnboarding` calls it for every person it onboards.
 */
export async function markToursSeen(page: Page): Promise<void> {
  const token = await tokenOf(page);
  await page.evaluate(
    async ({ tours, token }) => {
      for (const tourId of tours) {
        const res = await fetch(`/api/user-tours/${tourId}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ doNotShow: true }),
        });
        if (!res.ok) throw new Error(`PUT /api/user-tours/${tourId} answered ${res.status}`);
      }
    },
    { tours: [...TOUR_IDS], token },
  );
}

/** Reads the newest code for `email` from the /dev/mailbox page, as a person would. */
export async function codeFromMailboxPage(page: Page, email: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page.getByLabel('Filter by recipient').fill(email);
  const chip = page.getByTestId('mail-code').first();
  await chip.waitFor({ timeout: 15_000 });
  return (await chip.textContent())?.trim() ?? '';
}

/** Signs a new person up through /sign-up and onboarding; ends on the redirect target. */
export async function signUpAndOnboard(
  page: Page,
  baseUrl: string,
  email: string,
  profile: Profile,
  target = '/dashboard',
): Promise<void> {
  await page.goto(`/sign-up?redirect=${encodeURIComponent(target)}`);
  const code = await codeAfter(baseUrl, email, () => submitEmail(page, email));
  await enterCode(page, code);
  await page.waitForURL((url) => url.pathname === '/onboarding');
  await completeOnboarding(page, profile);
  await expectPath(page, target);
}

/** Opens Create new → AI imagery from the sidebar; returns the dialog. */
export async function openImagery(page: Page): Promise<Locator> {
  await page.locator('[data-nav=create]').first().click();
  await page
    .getByRole('dialog', { name: 'Create new' })
    .getByRole('button', { name: /AI imagery/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create AI imagery' });
  await dialog.waitFor();
  return dialog;
}

/**
 * Creates AI imagery through its dialog and waits on the new session page until every image
 * is there; returns the session id.
 */
export async function generateImagery(page: Page, prompt: string, imageCount: number): Promise<string> {
  const dialog = await openImagery(page);
  await dialog.getByLabel('Prompt').fill(prompt);
  await dialog.getByText(String(imageCount), { exact: true }).click();
  await dialog
    .getByRole('radio', { name: String(imageCount), exact: true, checked: true })
    .waitFor({ state: 'attached' });
  await dialog.getByTestId('generate').click();
  await page.waitForURL((url) => /^\/dashboard\/sessions\/[0-9a-f-]{36}$/.test(url.pathname));
  await expect
    .poll(() => page.getByTestId('design-action').first().getAttribute('data-status'), { timeout: 60_000 })
    .toBe('completed');
  await expect.poll(() => page.getByTestId('session-image').count()).toBe(imageCount);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Every image in `selector` has loaded real pixels (a broken or blocked image has none). */
export async function expectImagesLoaded(page: Page, selector: string, count: number) {
  await expect
    .poll(
      () =>
        page.$$eval(selector, (imgs) =>
          imgs.map((img) => {
            const image = img as unknown as { complete: boolean; naturalWidth: number };
            return image.complete ? image.naturalWidth : -1;
          }),
        ),
      { timeout: 15_000 },
    )
    .toSatisfy((widths: number[]) => widths.length === count && widths.every((w) => w > 0));
}

/** The signed-in person's bearer token, as the app stores it. */
export async function tokenOf(page: Page): Promise<string> {
  const token = (await page.evaluate('localStorage.getItem("packsmith.token")')) as string | null;
  if (!token) throw new Error('no token in localStorage');
  return token;
}

/** Calls the API as that person (for setting up a journey); throws on a non-2xx answer. */
export async function apiAs<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Uploads a file as that person the way the browser does (upload-url → signed POST → save); returns its asset id. */
export async function uploadAs(
  baseUrl: string,
  token: string,
  file: { name: string; type: string; bytes: Buffer; category: string },
): Promise<string> {
  const { data } = await apiAs<{
    data: { signedUrl: { url: string; fields: Record<string, string> }; uploadMeta: { id: string } }[];
  }>(baseUrl, token, 'POST', '/api/spring/files/upload-url', {
    files: [
      { filename: file.name, filetype: file.type, fileCategory: file.category, size: file.bytes.length },
    ],
  });
  const { signedUrl, uploadMeta } = data[0]!;
  const form = new FormData();
  for (const [k, v] of Object.entries(signedUrl.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const url = signedUrl.url.startsWith('http') ? signedUrl.url : `${baseUrl}${signedUrl.url}`;
  const up = await fetch(url, { method: 'POST', body: form });
  if (!up.ok) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
  await apiAs(baseUrl, token, 'POST', '/api/assets', {
    assets: [
      { id: uploadMeta.id, originalFileName: file.name, mimetype: file.type, fileCategory: file.category },
    ],
  });
  return uploadMeta.id;
}

/** The signed-in person's credit balance, as the API reports it. */
export async function balanceOf(baseUrl: string, page: Page): Promise<number> {
  const { data } = await apiAs<{ data: { balance: number } }>(
    baseUrl,
    await tokenOf(page),
    'GET',
    '/api/credits/balance',
  );
  return data.balance;
}

/** A design action request (POST /api/design-actions). */
export interface DesignRequest {
  type: string;
  metadata: Record<string, unknown>;
}

/**
 * Starts a one-image design action as the signed-in person and waits for its image to be stored:
 * its session, the stored image and the action.
 */
export async function generatedDesign(
  baseUrl: string,
  page: Page,
  request: DesignRequest,
  timeout = 60_000,
): Promise<{ sessionId: string; assetId: string; actionId: string }> {
  const token = await tokenOf(page);
  const { data } = await apiAs<{ data: { designAction: { id: string; sessionId: string } } }>(
    baseUrl,
    token,
    'POST',
    '/api/design-actions',
    request,
  );
  const { sessionId, id: actionId } = data.designAction;
  let assetId: string | undefined;
  await expect
    .poll(
      async () => {
        const session = await apiAs<{
          data: { designActions: { images: { status: string; assetId: string | null }[] }[] };
        }>(baseUrl, token, 'GET', `/api/design-sessions/${sessionId}`);
        assetId =
          session.data.designActions[0]?.images.find((i) => i.status === 'completed')?.assetId ?? undefined;
        return !!assetId;
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
  return { sessionId, assetId: assetId!, actionId };
}

export interface TestNotification {
  type?: string;
  title?: string;
  message?: string;
  deeplink?: string;
  queryKeys?: unknown[][];
}

/** Publishes a notification to yourself through the staff-only test endpoint. */
export function publishTestNotification(
  baseUrl: string,
  token: string,
  body: TestNotification,
): Promise<{ data: { id: string; readAt: string | null } }> {
  return apiAs(baseUrl, token, 'POST', '/api/notifications/test', body);
}

/** When that notification was read (null while unread), as the API reports it. */
export async function readAtOf(
  baseUrl: string,
  token: string,
  id: string,
): Promise<string | null | undefined> {
  const { data } = await apiAs<{ data: { notifications: { id: string; readAt: string | null }[] } }>(
    baseUrl,
    token,
    'GET',
    '/api/notifications?limit=100',
  );
  return data.notifications.find((n) => n.id === id)?.readAt;
}
