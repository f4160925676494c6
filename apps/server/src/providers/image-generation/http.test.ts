import { describe, expect, it } from 'vitest';
import { jsonOrNull, RETRY_AFTER_MAX_MS, retryAfterMs } from './http.ts';

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, caps long waits, ignores junk', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('3600', now)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('vendor response bodies', () => {
  it('reads JSON, answers null for a body that is not JSON, and retries a body cut off mid-read', async () => {
    expect(await jsonOrNull(Response.json({ ok: 1 }))).toEqual({ ok: 1 });
    expect(await jsonOrNull(new Response('<html>busy</html>'))).toBeNull();
    const cutOff = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"images":'));
          controller.error(new Error('terminated'));
        },
      }),
    );
    await expect(jsonOrNull(cutOff)).rejects.toMatchObject({
      name: 'ImageGenerationError',
      retryable: true,
      message: 'the response was cut off (terminated)',
    });
  });
});
