/**
 * OpenAI language adapter: chat completions with structured output, plain fetch.
 *   POST {base}/chat/completions {model, messages, response_format: {type: 'json_schema',
 *     json_schema: {name, strict: true, schema}}} → choices[0].message.content (JSON) | .refusal
 * The reply is parsed and checked with zod; any failure (HTTP, timeout, refusal, truncated or
 * invalid JSON, a schema mismatch) falls back to the local reader, so the form is always
 * prefilled and a chat message is always read.
 */
import type { LogoPrefill } from '@packsmith/core';
import { type Interpretation, interpretAnswer, normaliseLogoBrief } from '@packsmith/render';
import type { Logger } from 'pino';
import { type ZodType, z } from 'zod';
import { LOGO_BRIEF_JSON_SCHEMA, logoBriefReply } from './brief.ts';
import {
  type ChatTurnMessage,
  describeImage,
  EDIT_JSON_SCHEMA,
  EDIT_SYSTEM,
  editAnswer,
  editConversation,
} from './edit.ts';
import type { LanguageProvider } from './port.ts';

export interface OpenAILanguageOptions {
  apiKey: string;
  /** https://api.openai.com/v1 in production; a local fake in tests. */
  baseUrl: string;
  model: string;
  /** The local reader used when the call fails. */
  fallback: LanguageProvider;
  /** Per call (default 15 s): a person is waiting on the form. */
  timeoutMs?: number;
  log?: Logger;
}

export class LanguageProviderError extends Error {}

const chatResponse = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

export interface StructuredChatRequest<T> {
  /** Schema name sent to the model (letters, digits, _ and -). */
  name: string;
  /** JSON schema in OpenAI's strict subset: every property required, additionalProperties false. */
  schema: object;
  /** Checks the parsed reply. */
  reply: ZodType<T>;
  system: string;
  /** The conversation after the system text; the last is the user's message being answered. */
  messages: ChatTurnMessage[];
}

/** One structured-output chat call; throws LanguageProviderError with the reason when it fails. */
export async function structuredChat<T>(
  options: Pick<OpenAILanguageOptions, 'apiKey' | 'baseUrl' | 'model' | 'timeoutMs'>,
  request: StructuredChatRequest<T>,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [{ role: 'system', content: request.system }, ...request.messages],
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.name, strict: true, schema: request.schema },
        },
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (err) {
    throw new LanguageProviderError(`OpenAI could not be reached: ${(err as Error).message}`);
  }
  // An unreadable body (not JSON, or cut off) is only the detail of the answer: the status and
  // the schema check below still decide.
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? '';
    throw new LanguageProviderError(`OpenAI answered HTTP ${res.status}${message ? `: ${message}` : ''}`);
  }
  const parsed = chatResponse.safeParse(body);
  if (!parsed.success) throw new LanguageProviderError('OpenAI returned an unexpected response');
  const choice = parsed.data.choices[0]!;
  if (choice.message.refusal) throw new LanguageProviderError(`OpenAI refused: ${choice.message.refusal}`);
  if (choice.finish_reason === 'length') throw new LanguageProviderError('OpenAI reply was cut off');
  let json: unknown;
  try {
    json = JSON.parse(choice.message.content ?? '');
  } catch {
    throw new LanguageProviderError('OpenAI reply is not JSON');
  }
  const reply = request.reply.safeParse(json);
  if (!reply.success) throw new LanguageProviderError('OpenAI reply does not match the schema');
  return reply.data;
}

const LOGO_BRIEF_SYSTEM = [
  'You fill in a logo design form from the text a user typed.',
  'Use only what the text says or clearly implies; leave a field as an empty string (or an empty list) when the text does not say.',
  'Keep the brand name exactly as written. Write the other fields in the language of the text.',
].join(' ');

export function openAILanguageProvider(options: OpenAILanguageOptions): LanguageProvider {
  return {
    name: 'openai',
    async extractLogoBrief(prompt): Promise<LogoPrefill> {
      try {
        const brief = await structuredChat(options, {
          name: 'logo_brief',
          schema: LOGO_BRIEF_JSON_SCHEMA,
          reply: logoBriefReply,
          system: LOGO_BRIEF_SYSTEM,
          messages: [{ role: 'user', content: prompt }],
        });
        return normaliseLogoBrief(brief);
      } catch (err) {
        options.log?.warn({ err }, 'OpenAI prompt prefill failed; using the local reader');
        return options.fallback.extractLogoBrief(prompt);
      }
    },
    /**
     * A typed message is read by the model; a toolbox form already names its edit, so the local
     * reader turns it into operations as it always does.
     */
    async interpretEdit(request): Promise<Interpretation> {
      if (request.tool) return options.fallback.interpretEdit(request);
      try {
        const answer = await structuredChat(options, {
          name: 'design_edit',
          schema: EDIT_JSON_SCHEMA,
          reply: editAnswer,
          system: `${EDIT_SYSTEM} ${describeImage(request.summary)}`,
          messages: editConversation(request),
        });
        return interpretAnswer(
          answer,
          request.message,
          request.summary,
          request.history,
          request.count,
          request.references,
        );
      } catch (err) {
        options.log?.warn({ err }, 'OpenAI edit reading failed; using the local reader');
        return options.fallback.interpretEdit(request);
      }
    },
  };
}
