import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DESIGN_FLOW_TEXTS, DESIGN_MESSAGES, UPLOAD_MESSAGES } from '@packsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToSignedUrl, requestUploadUrl, solidPng, solvedAltchaToken } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assets, preauthDesignGenerations, streamSpringGeneration } from '../../db/schema/index.ts';
import type { ImageGenerationProvider } from '../../providers/image-generation/index.ts';
import { localImageProvider } from '../../providers/image-generation/local.ts';
import { runDesignAction } from '../actions/pipeline.ts';
import { assetsServiceFor } from '../assets/service.ts';
import { purgeExpiredLaunches } from './repository.ts';

let t: TestApp;
let dataDir: string;
let maker: string;
let other: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-generations-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  maker = await t.signIn('maker@generations.test');
  other = await t.signIn('other@generations.test');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const post = (tok: string | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: tok ? t.bearer(tok) : {}, payload });
const get = (tok: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: tok ? t.bearer(tok) : {} });
let names = 0;
const randomName = () => `Run ${++names}`;
const form = (over: object = {}) => ({ brand: 'Tidewater', packagingImage: 'pouch', imageCount: 2, ...over });
const render = (actionId: string) =>
  runDesignAction(
    { ...t.services, imageProviders: () => [localImageProvider({ size: 128 })], backoffMs: 0 },
    actionId,
  );

const userIdOf = async (tok: string) => (await get(tok, '/api/users/me')).json().data.userId as string;
const upload = async (tok: string, hex = '#D62828') =>
  assetsServiceFor(t.deps).storeGeneratedImage(await userIdOf(tok), await solidPng(96, 96, hex), {
    visibility: 'private',
  });

describe('the packaging generator form', () => {
  it.each([
    [{ packagingImage: 'pouch' }, DESIGN_MESSAGES.required],
    [{ brand: 'B' }, DESIGN_MESSAGES.packagingOptionRequired],
    [form({ colours: ['12345G'] }), DESIGN_MESSAGES.hexColour],
    [form({ artwork: { description: 'x'.repeat(10001) } }), DESIGN_MESSAGES.descriptionTooLong],
    [form({ additionalFiles: ['a', 'b', 'c', 'd', 'e', 'f'] }), DESIGN_MESSAGES.additionalFilesMax],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await post(maker, '/api/spring/generation', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses 0 or 10 images', async () => {
    for (const imageCount of [0, 10]) {
      expect((await post(maker, '/api/spring/generation', form({ imageCount }))).statusCode).toBe(400);
    }
  });

  it('starts a generation, lists it, and finishes it with its concepts', async () => {
    const res = await post(
      maker,
      '/api/spring/generation',
      form({ slogan: 'Salt of the sea', colours: ['#1A2B3C'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { generation, designAction } = res.json().data;
    expect(generation).toMatchObject({
      name: 'Tidewater',
      status: 'pending',
      brand: 'Tidewater',
      imageCount: 2,
    });
    expect(designAction).toMatchObject({ type: 'packaging-generation', creditCost: 2 });
    expect(await render(designAction.id)).toBe('completed');

    const list = (await get(maker, '/api/spring/generation?page=1')).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: generation.id, status: 'finished' });
    const one = (await get(maker, `/api/spring/generation/${generation.id}`)).json().data;
    expect(one.status).toBe('finished');
    expect(one.designAction.images).toHaveLength(2);
    expect(one.designAction.images.every((i: { url: string | null }) => i.url)).toBe(true);
    // The list shows each run's concepts as thumbnails, in order, that load as images.
    const thumbs: string[] = list.data[0].thumbnailUrls;
    const pathOf = (url: string) => new URL(url, 'http://app.test').pathname;
    expect(thumbs.map(pathOf)).toEqual(
      one.designAction.images.map((i: { thumbnailUrl: string }) => pathOf(i.thumbnailUrl)),
    );
    const thumb = await t.app.inject({ method: 'GET', url: thumbs[0]! });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\//);
    // Another person's list shows none of them.
    expect((await get(other, '/api/spring/generation')).json().data).toEqual([]);

    // Names are unique per user: a second run of the same brand gets its own, a chosen clash is refused.
    const second = (await post(maker, '/api/spring/generation', form())).json().data.generation;
    expect(second.name).toBe('Tidewater (2)');
    const clash = await post(maker, '/api/spring/generation', form({ name: 'Tidewater' }));
    expect(clash.json().message).toBe(DESIGN_MESSAGES.springNameTaken);

    // Another user sees none of it; a remix of someone else's generation is not found.
    expect((await get(other, `/api/spring/generation/${generation.id}`)).statusCode).toBe(404);
    expect((await get(other, '/api/spring/generation')).json().total).toBe(0);
    expect(
      (await post(other, '/api/spring/generation', form({ remixedFrom: generation.id }))).statusCode,
    ).toBe(404);
    expect(
      (await post(maker, '/api/spring/generation', form({ remixedFrom: generation.id }))).statusCode,
    ).toBe(201);
    expect((await get(null, '/api/spring/generation')).statusCode).toBe(401);
    expect((await get(null, `/api/spring/generation/${generation.id}`)).statusCode).toBe(401);
  });

  it('answers 402 with the flow text when the balance is short, and keeps nothing', async () => {
    const poor = await t.signIn('poor@generations.test');
    for (let i = 0; i < 7; i++)
      await post(poor, '/api/spring/generation', form({ imageCount: 9, name: `Run ${i}` }));
    const res = await post(poor, '/api/spring/generation', form({ imageCount: 9, name: 'One too many' }));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(DESIGN_FLOW_TEXTS['packaging-generation'].insufficient);
    const names = (await get(poor, '/api/spring/generation'))
      .json()
      .data.map((g: { name: string }) => g.name);
    expect(names).not.toContain('One too many');
  });
});

describe("the form's uploaded images", () => {
  it("must be the caller's images of an accepted type", async () => {
    const mine = await upload(maker);
    const theirs = await upload(other);
    const pdf = await upload(maker);
    await t.db.update(assets).set({ mimetype: 'application/pdf' }).where(eq(assets.id, pdf.id));
    for (const [fields, status, message] of [
      [{ logo: theirs.id }, 404, DESIGN_MESSAGES.sourceNotFound],
      [{ logo: 'not-an-asset-id' }, 404, DESIGN_MESSAGES.sourceNotFound],
      [{ artwork: { image: theirs.id } }, 404, DESIGN_MESSAGES.sourceNotFound],
      [{ additionalFiles: [mine.id, theirs.id] }, 404, DESIGN_MESSAGES.sourceNotFound],
      [{ logo: pdf.id }, 400, DESIGN_MESSAGES.imageTypes],
      [{ additionalFiles: [pdf.id] }, 400, DESIGN_MESSAGES.imageTypes],
    ] as const) {
      const res = await post(maker, '/api/spring/generation', form({ ...fields, name: randomName() }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().message).toBe(message);
      // the design action call of the same form checks the same way
      const direct = await post(maker, '/api/design-actions', {
        type: 'packaging-generation',
        metadata: form(fields),
      });
      expect(direct.statusCode).toBe(status);
    }
    const ok = await post(
      maker,
      '/api/spring/generation',
      form({ logo: mine.id, artwork: { image: mine.id }, additionalFiles: [mine.id], name: randomName() }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('puts the uploaded logo on the pack', async () => {
    const logo = await upload(maker);
    const res = await post(
      maker,
      '/api/spring/generation',
      form({ logo: logo.id, imageCount: 1, prompt: 'a premium luxury tea', name: randomName() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { designAction } = res.json().data;
    const local = localImageProvider({ size: 128 });
    let withoutLogo: Buffer | null = null;
    let withLogo: Buffer | null = null;
    const comparing: ImageGenerationProvider = {
      name: 'local',
      generate: async (req) => {
        expect(req.logo?.assetId).toBe(logo.id);
        withoutLogo = (await local.generate({ ...req, logo: undefined })).bytes;
        const image = await local.generate(req);
        withLogo = image.bytes;
        return image;
      },
    };
    expect(
      await runDesignAction(
        { ...t.services, imageProviders: () => [comparing], backoffMs: 0 },
        designAction.id,
      ),
    ).toBe('completed');
    expect(withLogo).not.toBeNull();
    expect(withLogo!.equals(withoutLogo!)).toBe(false);
    const done = (await get(maker, `/api/design-actions/${designAction.id}`)).json().data;
    const [stored] = await t.db.select().from(assets).where(eq(assets.id, done.images[0].assetId));
    const doc = (stored!.metadata as { document: { layout: string; logo?: { ref: string } } }).document;
    expect(doc.logo).toEqual({ ref: logo.id });
  });
});

/** A logged-out launch through the human check, from one client address. */
async function launch(fields: object, remoteAddress = '127.0.0.1') {
  const recaptchaToken = await solvedAltchaToken(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/spring/generation',
    remoteAddress,
    payload: form({ isLaunchPackaging: true, recaptchaToken, ...fields }),
  });
}
const claim = (tok: string, claimToken: string) => post(tok, '/api/spring/generation/claim', { claimToken });
const balanceOf = async (tok: string) =>
  (await get(tok, '/api/credits/balance')).json().data.balance as number;

describe('a logged-out launch', () => {
  it('needs a valid email', async () => {
    const res = await post(
      null,
      '/api/spring/generation',
      form({ isLaunchPackaging: true, newUserEmail: 'nope' }),
    );
    expect(res.json().message).toBe(DESIGN_MESSAGES.invalidEmail);
    const none = await post(null, '/api/spring/generation', form({ isLaunchPackaging: true }));
    expect(none.json().message).toBe(DESIGN_MESSAGES.invalidEmail);
    expect((await post(null, '/api/spring/generation', form())).json().message).toBe(
      DESIGN_MESSAGES.launchEmailRequired,
    );
  });

  it('needs the human check', async () => {
    const fields = form({ isLaunchPackaging: true, newUserEmail: 'bot@launch.test' });
    for (const recaptchaToken of [undefined, 'forged']) {
      const res = await post(null, '/api/spring/generation', { ...fields, recaptchaToken });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.humanCheckFailed);
    }
  });

  it('is limited per client address', async () => {
    const limit = t.deps.config.LAUNCH_REQUESTS_PER_IP;
    const answers = await Promise.all(
      Array.from({ length: limit }, (_, i) => launch({ newUserEmail: `ip${i}@launch.test` }, '203.0.113.9')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 202));
    const over = await launch({ newUserEmail: 'ip-over@launch.test' }, '203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect((await launch({ newUserEmail: 'ip-else@launch.test' }, '203.0.113.10')).statusCode).toBe(202);
  });

  it('is kept with a hashed claim token for 30 minutes and claimed only with that token', async () => {
    const res = await launch({ newUserEmail: 'New@Launch.test' });
    expect(res.statusCode, res.body).toBe(202);
    const { launch: kept } = res.json().data;
    const minutes = (Date.parse(kept.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const [row] = await t.db
      .select()
      .from(preauthDesignGenerations)
      .where(eq(preauthDesignGenerations.id, kept.id));
    expect(row!.claimTokenHash).not.toContain(kept.claimToken);
    expect(row!.claimTokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Signing in with the email claims nothing: only the browser holding the token can.
    const token = await t.signIn('new@launch.test');
    expect((await get(token, '/api/spring/generation')).json().total).toBe(0);
    const claimed = await claim(token, kept.claimToken);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const { generation, designAction } = claimed.json().data;
    expect(generation).toMatchObject({ brand: 'Tidewater', status: 'pending' });
    expect(designAction.sessionId).toBe(generation.sessionId);
    const list = (await get(token, '/api/spring/generation')).json();
    expect(list.total).toBe(1);
    // Claimed once: the token no longer works.
    expect((await claim(token, kept.claimToken)).statusCode).toBe(404);
    expect((await get(token, '/api/spring/generation')).json().total).toBe(1);
  });

  it('is claimed once under parallel claims, and charged once', async () => {
    const { launch: kept } = (await launch({ newUserEmail: 'twice@launch.test' })).json().data;
    const token = await t.signIn('twice@launch.test');
    const before = await balanceOf(token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(token, kept.claimToken)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404, 404, 404, 404]);
    expect((await get(token, '/api/spring/generation')).json().total).toBe(1);
    const cost = answers.find((a) => a.statusCode === 201)!.json().data.designAction.creditCost;
    expect(await balanceOf(token)).toBe(before - cost);
  });

  it("cannot spend a victim's credits: launches naming their email are never claimed for them", async () => {
    const victim = await t.signIn('victim@launch.test');
    const before = await balanceOf(victim);
    for (let i = 0; i < 3; i++) {
      const res = await launch({ newUserEmail: 'victim@launch.test', imageCount: 9 });
      expect(res.statusCode).toBe(202);
    }
    // The victim signs in again later (new code, new session): nothing was started or charged.
    const again = await t.signIn('victim@launch.test');
    expect(await balanceOf(again)).toBe(before);
    expect((await get(again, '/api/spring/generation')).json().total).toBe(0);
    const actions = await t.db
      .select()
      .from(preauthDesignGenerations)
      .where(eq(preauthDesignGenerations.email, 'victim@launch.test'));
    expect(actions.every((a) => a.claimedAt === null && a.designActionId === null)).toBe(true);
  });

  it("adopts the logo and files uploaded while logged out, but never someone else's asset", async () => {
    const uploadLoggedOut = async (name: string, category: string) => {
      const file = { name, type: 'image/png', bytes: await solidPng(64, 64, '#2A9D8F'), category };
      const res = await requestUploadUrl(t, null, [file], { recaptchaToken: await solvedAltchaToken(t) });
      expect(res.statusCode, res.body).toBe(200);
      const { signedUrl, uploadMeta } = res.json().data[0];
      expect((await postToSignedUrl(t, signedUrl, file)).statusCode).toBe(204);
      return uploadMeta.id as string;
    };
    const logo = await uploadLoggedOut('logo.png', 'LOGO');
    const extra = await uploadLoggedOut('mood.png', 'DESIGN INSPIRATION');
    const launched = await launch({ newUserEmail: 'files@launch.test', logo, additionalFiles: [extra] });
    expect(launched.statusCode, launched.body).toBe(202);

    const token = await t.signIn('files@launch.test');
    expect((await claim(token, launched.json().data.launch.claimToken)).statusCode).toBe(201);
    const list = (await get(token, '/api/spring/generation')).json();
    expect(list.total).toBe(1);
    const [generation] = await t.db
      .select()
      .from(streamSpringGeneration)
      .where(eq(streamSpringGeneration.id, list.data[0].id));
    expect(generation!.logo).toBe(logo);
    const mine = await t.db
      .select()
      .from(assets)
      .where(eq(assets.userId, await userIdOf(token)));
    expect(mine.map((a) => [a.id, a.fileCategory]).sort()).toEqual(
      [
        [logo, 'LOGO'],
        [extra, 'DESIGN INSPIRATION'],
      ].sort(),
    );

    // A launch naming another account's asset is not adopted: the claim is refused and waits.
    const theirs = await upload(maker);
    const stolen = await launch({ newUserEmail: 'thief@launch.test', logo: theirs.id });
    const thief = await t.signIn('thief@launch.test');
    expect((await claim(thief, stolen.json().data.launch.claimToken)).statusCode).toBe(404);
    expect((await get(thief, '/api/spring/generation')).json().total).toBe(0);
    const [still] = await t.db.select().from(assets).where(eq(assets.id, theirs.id));
    expect(still!.userId).toBe(await userIdOf(maker));
  });

  it('can be claimed by token only by its email, and not after it expired', async () => {
    const kept = (await launch({ newUserEmail: 'late@launch.test' })).json().data.launch;
    const wrong = await claim(maker, kept.claimToken);
    expect(wrong.json().message).toBe(DESIGN_MESSAGES.launchWrongAccount);
    await t.db
      .update(preauthDesignGenerations)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(preauthDesignGenerations.id, kept.id));
    const late = await t.signIn('late@launch.test');
    const expired = await claim(late, kept.claimToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(DESIGN_MESSAGES.launchExpired);
    expect(await purgeExpiredLaunches(t.db)).toBeGreaterThanOrEqual(1);
    expect((await claim(late, kept.claimToken)).statusCode).toBe(404);
    expect((await post(null, '/api/spring/generation/claim', { claimToken: 'x' })).statusCode).toBe(401);
  });
});
