/**
 * Tests only: local HTTP servers (node:http, free ports) that speak the vendors' documented APIs,
 * so the adapters are exercised over real HTTP. Each server validates requests the way the vendor
 * does and answers with the vendor's shapes; a test scripts failures (status, headers, body,
 * delay) that are served before the normal answers.
 *
 * fal queue API: POST /{model} → {request_id, status_url, response_url, cancel_url}, where the
 * URLs use the model id without its subpath (fal-ai/flux/dev → fal-ai/flux/requests/{id}), as
 * fal does; GET …/status → IN_QUEUE (202) / IN_PROGRESS / COMPLETED; GET …/requests/{id} → images;
 * PUT …/cancel. OpenAI: /v1/images/generations (JSON), /v1/images/edits (multipart image[]),
 * /v1/chat/completions (structured output), errors as {error: {message, type, param, code}}.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface Reply {
  status: number;
  body?: unknown;
  /** Raw bytes or text sent as is (for non-JSON answers). */
  raw?: Buffer | string;
  headers?: Record<string, string>;
  /** Milliseconds before answering. */
  delayMs?: number;
}

/** A real PNG with colour and contrast, so the score heuristic has something to measure. */
export async function samplePng(width = 96, height = 96, seed = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (seed * 57) % 256;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function send(res: http.ServerResponse, reply: Reply) {
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  if (res.destroyed) return;
  const raw = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    'content-type': reply.raw !== undefined ? 'application/octet-stream' : 'application/json',
    ...reply.headers,
  });
  res.end(raw);
}

async function listen(handler: http.RequestListener) {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((err) => {
      if (!res.headersSent) res.writeHead(599);
      res.end(String(err));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// ------------------------------------------------------------------------------------- fal

export interface FalSubmission {
  model: string;
  input: Record<string, unknown>;
  authorization: string | undefined;
}

export interface FalScript {
  /** Answers to submissions, in order ('accept' = the normal answer), before all are accepted. */
  submit: (Reply | 'accept')[];
  /** Answers to status polls, in order, before the normal status is served. */
  status: Reply[];
  /** The states a request walks through, one per poll (the last one repeats). */
  states: string[];
  /** Sent with COMPLETED to report a failed request. */
  completedError?: { error: string; error_type?: string };
  /** Replaces the result answer. */
  result?: Reply;
  /** Replaces the image file answer. */
  file?: Reply;
  /** Images a result holds at most (a model answering fewer than `num_images`). */
  imagesReturned?: number;
}

const freshFalScript = (): FalScript => ({
  submit: [],
  status: [],
  states: ['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED'],
});

/** fal's answer to a prompt its content checker flags: a 422 model error naming the prompt. */
export const falContentRefusal = (msg = 'Prompt flagged by the content checker'): Reply => ({
  status: 422,
  body: { detail: [{ loc: ['body', 'prompt'], msg, type: 'content_policy_violation' }] },
});

/** fal's upscaler models (clarity, ESRGAN, …): one `image` in their result. */
const UPSCALER = /upscal|esrgan/i;

async function upscaledInput(dataUri: string, factor: number): Promise<Buffer> {
  const bytes = Buffer.from(dataUri.replace(/^data:[^,]*,/, ''), 'base64');
  const meta = await sharp(bytes).metadata();
  return sharp(bytes)
    .resize(Math.round((meta.width ?? 1) * factor), Math.round((meta.height ?? 1) * factor), {
      kernel: 'lanczos3',
    })
    .png()
    .toBuffer();
}

export async function startFakeFal(key: string) {
  let script = freshFalScript();
  const submissions: FalSubmission[] = [];
  const polls: string[] = [];
  const cancelled: string[] = [];
  const requests = new Map<
    string,
    { appId: string; polls: number; states: string[]; count: number; upscaled?: Buffer }
  >();
  let nextId = 1;
  let base = '';
  const hooks: { onSubmit?: (submission: FalSubmission) => Promise<void> } = {};

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'files') {
      if (script.file) return send(res, script.file);
      const upscaled = requests.get(parts[1]?.replace(/\.png$/, '') ?? '')?.upscaled;
      if (upscaled)
        return send(res, { status: 200, raw: upscaled, headers: { 'content-type': 'image/png' } });
      const seed = Number.parseInt(parts[1] ?? '0', 10);
      return send(res, {
        status: 200,
        raw: await samplePng(96, 96, seed),
        headers: { 'content-type': 'image/png' },
      });
    }
    if (req.headers.authorization !== `Key ${key}`)
      return send(res, { status: 401, body: { detail: 'Invalid API key' } });

    const at = parts.indexOf('requests');
    if (at === -1 && req.method === 'POST') {
      const model = parts.join('/');
      const input = JSON.parse((await readBody(req)).toString() || '{}') as Record<string, unknown>;
      submissions.push({ model, input, authorization: req.headers.authorization });
      await hooks.onSubmit?.(submissions.at(-1)!);
      const scripted = script.submit.shift();
      if (scripted && scripted !== 'accept') return send(res, scripted);
      // the upscalers' prompt is optional (clarity) or absent (ESRGAN)
      if (!UPSCALER.test(model) && (typeof input.prompt !== 'string' || !input.prompt))
        return send(res, {
          status: 422,
          body: { detail: [{ loc: ['body', 'prompt'], msg: 'Field required', type: 'missing' }] },
        });
      if (model.endsWith('/multi')) {
        if (!Array.isArray(input.image_urls) || !input.image_urls.length)
          return send(res, {
            status: 422,
            body: { detail: [{ loc: ['body', 'image_urls'], msg: 'Field required', type: 'missing' }] },
          });
      } else if ((model.includes('kontext') || UPSCALER.test(model)) && typeof input.image_url !== 'string')
        return send(res, {
          status: 422,
          body: { detail: [{ loc: ['body', 'image_url'], msg: 'Field required', type: 'missing' }] },
        });
      // Status and result live under the app id: the model id without its subpath.
      const appId = parts.slice(0, 2).join('/');
      const id = `req-${nextId++}`;
      const count = typeof input.num_images === 'number' ? input.num_images : 1;
      // An upscaler answers its input `upscale_factor` (ESRGAN: `scale`) times larger.
      const upscaled = UPSCALER.test(model)
        ? await upscaledInput(String(input.image_url), Number(input.upscale_factor ?? input.scale ?? 2))
        : undefined;
      requests.set(id, { appId, polls: 0, states: [...script.states], count, upscaled });
      const root = `${base}/${appId}/requests/${id}`;
      return send(res, {
        status: 200,
        body: {
          request_id: id,
          status_url: `${root}/status`,
          response_url: root,
          cancel_url: `${root}/cancel`,
        },
      });
    }
    const id = parts[at + 1] ?? '';
    const request = requests.get(id);
    if (!request || parts.slice(0, at).join('/') !== request.appId)
      return send(res, { status: 404, body: { detail: 'Request not found' } });
    const root = `${base}/${request.appId}/requests/${id}`;
    if (parts[at + 2] === 'status' && req.method === 'GET') {
      polls.push(id);
      const scripted = script.status.shift();
      if (scripted) return send(res, scripted);
      const state = request.states[Math.min(request.polls++, request.states.length - 1)]!;
      const body: Record<string, unknown> = {
        status: state,
        response_url: root,
        status_url: `${root}/status`,
      };
      if (state === 'IN_QUEUE') body.queue_position = 0;
      if (state === 'IN_PROGRESS') body.logs = [];
      if (state === 'COMPLETED' && script.completedError) Object.assign(body, script.completedError);
      return send(res, { status: state === 'IN_QUEUE' ? 202 : 200, body });
    }
    if (parts[at + 2] === 'cancel' && req.method === 'PUT') {
      cancelled.push(id);
      return send(res, { status: 202, body: { status: 'CANCELLATION_REQUESTED' } });
    }
    if (parts.length === at + 2 && req.method === 'GET') {
      if (script.result) return send(res, script.result);
      const done = request.states[Math.min(request.polls - 1, request.states.length - 1)] === 'COMPLETED';
      if (!done) return send(res, { status: 400, body: { detail: 'Request is still in progress' } });
      if (request.upscaled) {
        const meta = await sharp(request.upscaled).metadata();
        return send(res, {
          status: 200,
          body: {
            image: {
              url: `${base}/files/${id}.png`,
              content_type: 'image/png',
              width: meta.width,
              height: meta.height,
            },
            seed: 42,
          },
        });
      }
      const count = Math.min(request.count, script.imagesReturned ?? request.count);
      return send(res, {
        status: 200,
        body: {
          images: Array.from({ length: count }, (_, i) => ({
            url: `${base}/files/${nextId + i}.png`,
            content_type: 'image/png',
            width: 96,
            height: 96,
          })),
          seed: 42,
          has_nsfw_concepts: Array.from({ length: count }, () => false),
          prompt: 'ok',
          timings: { inference: 0.1 },
        },
      });
    }
    return send(res, { status: 404, body: { detail: 'Not Found' } });
  });
  base = server.url;

  return {
    url: server.url,
    close: server.close,
    submissions,
    polls,
    cancelled,
    hooks,
    /** Scripts the next answers (merged into a fresh script). */
    script(s: Partial<FalScript>) {
      script = { ...freshFalScript(), ...s };
    },
    reset() {
      hooks.onSubmit = undefined;
      script = freshFalScript();
      submissions.length = 0;
      polls.length = 0;
      cancelled.length = 0;
    },
  };
}

// ---------------------------------------------------------------------------------- OpenAI

export interface OpenAIRequestRecord {
  path: string;
  authorization: string | undefined;
  contentType: string;
  json?: Record<string, unknown>;
  fields?: Record<string, string>;
  /** multipart image[] parts: name, type and bytes. */
  images?: { name: string; type: string; bytes: Buffer }[];
  /** The multipart mask part, if sent. */
  mask?: Buffer;
}

const openAIError = (status: number, message: string, type: string, code: string | null, param = null) => ({
  status,
  body: { error: { message, type, param, code } },
});

export const OPENAI_ERRORS = {
  invalidKey: openAIError(
    401,
    'Incorrect API key provided: sk-wr***ng.',
    'invalid_request_error',
    'invalid_api_key',
  ),
  rateLimited: (retryAfter = '1'): Reply => ({
    ...openAIError(
      429,
      'Rate limit reached for gpt-image-1 on images per minute.',
      'requests',
      'rate_limit_exceeded',
    ),
    headers: { 'retry-after': retryAfter },
  }),
  quota: openAIError(429, 'You exceeded your current quota.', 'insufficient_quota', 'insufficient_quota'),
  moderation: openAIError(
    400,
    'Your request was rejected as a result of our safety system.',
    'image_generation_user_error',
    'moderation_blocked',
  ),
  server: openAIError(500, 'The server had an error while processing your request.', 'server_error', null),
  overloaded: openAIError(
    503,
    'The engine is currently overloaded, please try again later.',
    'server_error',
    null,
  ),
};

const IMAGE_SIZES = new Set(['1024x1024', '1536x1024', '1024x1536', 'auto']);

export async function startFakeOpenAI(apiKey: string) {
  const records: OpenAIRequestRecord[] = [];
  const scripted: Record<'images' | 'chat', Reply[]> = { images: [], chat: [] };
  /** The structured reply of the chat endpoint (JSON content), by default an empty brief. */
  let chatContent: (body: Record<string, unknown>) => unknown = () => ({});
  const hooks: { onRequest?: (record: OpenAIRequestRecord) => Promise<void> } = {};

  const server = await listen(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const contentType = req.headers['content-type'] ?? '';
    const raw = await readBody(req);
    const record: OpenAIRequestRecord = { path, authorization: req.headers.authorization, contentType };
    records.push(record);
    await hooks.onRequest?.(record);
    if (req.headers.authorization !== `Bearer ${apiKey}`) return send(res, OPENAI_ERRORS.invalidKey);
    const invalid = (message: string, param: string) =>
      send(res, {
        status: 400,
        body: { error: { message, type: 'invalid_request_error', param, code: null } },
      });

    if (path === '/v1/images/generations' && req.method === 'POST') {
      if (!contentType.startsWith('application/json')) return invalid('Expected JSON body', 'body');
      const json = JSON.parse(raw.toString()) as Record<string, unknown>;
      record.json = json;
      const next = scripted.images.shift();
      if (next) return send(res, next);
      if (typeof json.prompt !== 'string' || !json.prompt)
        return invalid("Missing required parameter: 'prompt'.", 'prompt');
      if ('response_format' in json)
        return invalid("Unknown parameter: 'response_format'.", 'response_format');
      if (json.size !== undefined && !IMAGE_SIZES.has(String(json.size)))
        return invalid(
          `Invalid value: '${json.size}'. Supported values are: '1024x1024', '1024x1536', '1536x1024', and 'auto'.`,
          'size',
        );
      return sendImages(res, 1);
    }
    if (path === '/v1/images/edits' && req.method === 'POST') {
      if (!contentType.startsWith('multipart/form-data'))
        return invalid('Expected multipart/form-data', 'body');
      const form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': contentType },
      }).formData();
      record.fields = {};
      record.images = [];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') record.fields[name] = value;
        else if (name === 'mask') record.mask = Buffer.from(await value.arrayBuffer());
        else if (name === 'image[]' || name === 'image')
          record.images.push({
            name: value.name,
            type: value.type,
            bytes: Buffer.from(await value.arrayBuffer()),
          });
      }
      const next = scripted.images.shift();
      if (next) return send(res, next);
      if (!record.images.length) return invalid("Missing required parameter: 'image'.", 'image');
      if (!record.fields.prompt) return invalid("Missing required parameter: 'prompt'.", 'prompt');
      if (record.fields.size && !IMAGE_SIZES.has(record.fields.size)) return invalid('Invalid size', 'size');
      return sendImages(res, 2, Number(record.fields.n ?? '1') || 1);
    }
    if (path === '/v1/chat/completions' && req.method === 'POST') {
      const json = JSON.parse(raw.toString()) as Record<string, unknown>;
      record.json = json;
      const next = scripted.chat.shift();
      if (next) return send(res, next);
      const format = json.response_format as
        | {
            type?: string;
            json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> };
          }
        | undefined;
      if (format?.type === 'json_schema') {
        const problem = strictSchemaProblem(format.json_schema?.schema);
        if (problem)
          return invalid(
            `Invalid schema for response_format '${format.json_schema?.name}': ${problem}`,
            'response_format',
          );
      }
      return send(res, {
        status: 200,
        body: chatCompletion(String(json.model), JSON.stringify(chatContent(json))),
      });
    }
    return send(res, openAIError(404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error', null));
  });

  async function sendImages(res: http.ServerResponse, seed: number, n = 1) {
    const pngs = await Promise.all(Array.from({ length: n }, (_, i) => samplePng(96, 96, seed + i)));
    return send(res, {
      status: 200,
      body: {
        created: Math.floor(Date.now() / 1000),
        data: pngs.map((png) => ({ b64_json: png.toString('base64') })),
        usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
      },
    });
  }

  return {
    url: `${server.url}/v1`,
    close: server.close,
    records,
    hooks,
    /** Answers served before the normal ones, per endpoint family. */
    script(kind: 'images' | 'chat', ...replies: Reply[]) {
      scripted[kind].push(...replies);
    },
    replyWith(fn: (body: Record<string, unknown>) => unknown) {
      chatContent = fn;
    },
    reset() {
      hooks.onRequest = undefined;
      records.length = 0;
      scripted.images.length = 0;
      scripted.chat.length = 0;
    },
  };
}

export function chatCompletion(model: string, content: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null, ...extra }, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** OpenAI's strict-mode rules: every object closed and every property required. */
function strictSchemaProblem(schema: Record<string, unknown> | undefined, at = 'root'): string | null {
  if (!schema) return 'schema is required';
  if (schema.type === 'object') {
    if (schema.additionalProperties !== false)
      return `In context=('${at}'), 'additionalProperties' is required to be supplied and to be false.`;
    const props = Object.keys((schema.properties as Record<string, unknown>) ?? {});
    const required = (schema.required as string[] | undefined) ?? [];
    const missing = props.filter((p) => !required.includes(p));
    if (missing.length)
      return `In context=('${at}'), 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`;
    for (const p of props) {
      const problem = strictSchemaProblem(
        (schema.properties as Record<string, Record<string, unknown>>)[p],
        p,
      );
      if (problem) return problem;
    }
  }
  if (schema.type === 'array' && schema.items)
    return strictSchemaProblem(schema.items as Record<string, unknown>, `${at}[]`);
  return null;
}
