import { MESSAGES } from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL_DOMAIN: 'packsmith.app' });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) });
const onboard = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/onboarding', headers: t.bearer(token), payload });

describe('users/me and onboarding', () => {
  it('answers 404 until the profile is saved, then the full user with defaults', async () => {
    const token = await t.signIn('fresh@brand.co', { onboard: false });
    const before = await me(token);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(MESSAGES.users.notOnboarded);

    const saved = await onboard(token, {
      name: 'Ada Brand',
      jobRole: 'Founder / Business owner',
      timing: 'Within the next 7 days',
      companyType: 'Brand or product company',
      country: 'United Kingdom',
      source: 'Friend or colleague',
      reason: 'Launching a cold brew',
      tools: ['Figma', 'Canva'],
    });
    expect(saved.statusCode).toBe(200);
    const user = (await me(token)).json().data;
    expect(user).toMatchObject({
      name: 'Ada Brand',
      email: 'fresh@brand.co',
      jobRole: 'Founder / Business owner',
      timing: 'Within the next 7 days',
      tier: 'free',
      billingInterval: 'monthly',
      tools: ['Figma', 'Canva'],
      isStaff: false,
      excludeFromReporting: false,
      authentications: [{ method: 'email', handle: 'fresh@brand.co' }],
    });
  });

  it('validates the profile with the spec messages', async () => {
    const token = await t.signIn('picky@brand.co', { onboard: false });
    const noName = await onboard(token, { name: '  ', jobRole: 'Marketing', timing: 'Just exploring' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(MESSAGES.users.nameRequired);
    const noRole = await onboard(token, { name: 'P', jobRole: 'Astronaut', timing: 'Just exploring' });
    expect(noRole.json().message).toBe(MESSAGES.users.jobRoleRequired);
    const noTiming = await onboard(token, { name: 'P', jobRole: 'Marketing' });
    expect(noTiming.json().message).toBe(MESSAGES.users.timingRequired);
    expect((await me(token)).statusCode).toBe(404);
  });

  it('marks staff by the configured email domain', async () => {
    const token = await t.signIn('ops@packsmith.app');
    expect((await me(token)).json().data.isStaff).toBe(true);
  });

  it('requires sign-in for onboarding', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/onboarding', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
