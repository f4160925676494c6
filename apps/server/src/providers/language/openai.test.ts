import { generatePackagingConcepts, packagingFormSchema, parseLogoPrompt } from '@packsmith/render';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { chatCompletion, OPENAI_ERRORS, startFakeOpenAI } from '../../../test/vendors.ts';
import { assetsServiceFor } from '../../modules/assets/index.ts';
import { localLanguageProvider } from './local.ts';
import { openAILanguageProvider } from './openai.ts';

const KEY = 'sk-language';
const PROMPT =
  'A logo for "Solbrew", a cold brew coffee brand for busy young professionals. It should feel energetic and trusted. Use #1a2b3c and orange. Include a sun icon.';
const MODEL_BRIEF = {
  brand: 'Solbrew',
  industry: 'Cold brew coffee',
  brandDescription: 'A cold brew coffee brand.',
  targetAudience: 'Busy young professionals',
  brandFeel: 'Energetic, trusted',
  hexColours: ['#1a2b3c', 'ff8c00', 'orange', '1A2B3C', 'abcdef', '123456'],
  additionalNotes: '  Include a   sun icon. ',
};

let openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  openai = await startFakeOpenAI(KEY);
  t = await createTestApp({ LANGUAGE_PROVIDER: 'openai', OPENAI_API_KEY: KEY, OPENAI_BASE_URL: openai.url });
  token = await t.signIn('words@language.test');
});
afterAll(async () => {
  await t.close();
  await openai.close();
});
beforeEach(() => {
  openai.reset();
  openai.replyWith(() => MODEL_BRIEF);
});

const prefill = (prompt = PROMPT) =>
  t.app.inject({
    method: 'POST',
    url: '/api/prompt-prefill/logo-design',
    headers: t.bearer(token),
    payload: { prompt },
  });

describe('prompt prefill through the OpenAI language adapter', () => {
  it('asks for strict structured output and returns the model brief in the contract form', async () => {
    const res = await prefill();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      brand: 'Solbrew',
      industry: 'Cold brew coffee',
      brandDescription: 'A cold brew coffee brand.',
      targetAudience: 'Busy young professionals',
      brandFeel: 'Energetic, trusted',
      hexColours: ['1A2B3C', 'FF8C00', 'ABCDEF', '123456'],
      additionalNotes: 'Include a sun icon.',
      remixedFrom: null,
    });
    const [call] = openai.records;
    expect(call).toMatchObject({ path: '/v1/chat/completions', authorization: `Bearer ${KEY}` });
    const body = call!.json as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: { required: string[] } };
      };
    };
    expect(body.model).toBe('gpt-4.1-mini');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1]!.content).toBe(PROMPT);
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'logo_brief', strict: true },
    });
    expect(body.response_format.json_schema.schema.required).toHaveLength(7);
  });

  it.each([
    ['a server error', OPENAI_ERRORS.server],
    ['a rate limit', OPENAI_ERRORS.rateLimited()],
    [
      'a refusal',
      { status: 200, body: chatCompletion('gpt-4.1-mini', null, { refusal: "I can't help with that." }) },
    ],
    ['content that is not JSON', { status: 200, body: chatCompletion('gpt-4.1-mini', '{"brand": "Sol') }],
    [
      'JSON that misses fields',
      { status: 200, body: chatCompletion('gpt-4.1-mini', '{"brand": "Solbrew"}') },
    ],
    ['an unexpected body', { status: 200, body: { id: 'x', choices: [] } }],
  ])('falls back to the local reader on %s', async (_, reply) => {
    openai.script('chat', reply);
    const res = await prefill();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(parseLogoPrompt(PROMPT));
    expect(res.json().data.industry).toBe('Coffee');
    expect(openai.records).toHaveLength(1);
  });

  it('falls back on a bad key and on a slow answer', async () => {
    const wrongKey = openAILanguageProvider({
      apiKey: 'sk-wrong',
      baseUrl: openai.url,
      model: 'gpt-4.1-mini',
      fallback: localLanguageProvider(),
    });
    expect((await wrongKey.extractLogoBrief(PROMPT)).industry).toBe('Coffee');

    openai.script('chat', {
      status: 200,
      body: chatCompletion('gpt-4.1-mini', JSON.stringify(MODEL_BRIEF)),
      delayMs: 1000,
    });
    const slow = openAILanguageProvider({
      apiKey: KEY,
      baseUrl: openai.url,
      model: 'gpt-4.1-mini',
      fallback: localLanguageProvider(),
      timeoutMs: 150,
    });
    const started = Date.now();
    expect((await slow.extractLogoBrief(PROMPT)).industry).toBe('Coffee');
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('a chat message read by the OpenAI language adapter', () => {
  it('turns what the model answered into the turn the user is charged for', async () => {
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: t.bearer(token) })
    ).json().data.userId;
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/design-sessions',
      headers: t.bearer(token),
      payload: { name: 'Edit' },
    });
    const [concept] = await generatePackagingConcepts(
      packagingFormSchema.parse({ brand: 'Solbrew', packagingImage: 'drinks-can' }),
      { count: 1, seed: 3 },
    );
    const design = await assetsServiceFor(t.deps).storeGeneratedImage(userId, concept!.image!, {
      metadata: { document: concept!.document },
    });
    const colours = ['#1B3A4B', '#6C8EAD', '#E4EEF2'];
    openai.replyWith(() => ({
      reply: 'Gave it stormy sea colours.',
      operations: [{ type: 'recolour', palette: null, colours, seed: null }],
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: t.bearer(token),
      payload: {
        assetId: design.id,
        designSessionId: session.json().data.session.id,
        content: 'give it the feel of a stormy northern sea',
      },
    });
    expect(res.statusCode).toBe(200);
    const plan = res.json().data.userMessage.metadata;
    expect(plan.reply).toBe('Gave it stormy sea colours.');
    expect(plan.variations).toEqual([[{ type: 'recolour', colours }]]);
    const sent = openai.records[0]!.json as { messages: { content: string }[] };
    expect(sent.messages[0]!.content).toContain('brand "Solbrew"');
  }, 60_000);
});
