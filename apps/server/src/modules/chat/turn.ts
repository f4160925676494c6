/**
 * One chat turn, run by the chat-turn job: read the plan written on the user message, edit and
 * re-render (or edit the pixels of an upload), store each output as a new asset whose parent is
 * the edited image, then settle once: credits captured and the AI message written, or released
 * and the failure said. Safe to run again (a second job, a dead worker's retry): one run per
 * conversation at a time (a lease, lib/lease.ts), outputs already stored are kept, settling happens once.
 */
import { CHAT_MESSAGES, DESIGN_MESSAGES, editedImageTitle } from '@packsmith/core';
import { designDocumentSchema, EditError } from '@packsmith/render';
import { settlePaid } from '../../jobs/paid-job.ts';
import { withLease } from '../../lib/lease.ts';
import { timed } from '../../lib/server-timing.ts';
import type { AppDeps } from '../../ports.ts';
import { ImageGenerationError, withRetries } from '../../providers/image-generation/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { TurnPlan } from './plan.ts';
import { type ChatServices, chatProgress } from './progress.ts';
import {
  type ConversationRow,
  endTurnWithReply,
  findConversation,
  findMessage,
  IDLE,
  type MessageRow,
  setStatus,
} from './repository.ts';

export type ChatTurnDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'realtime' | 'log' | 'config' | 'renderSlots' | 'jobs'
> &
  ChatServices &
  Partial<Pick<AppDeps, 'editProviders'>> & {
    /** Attempts per edit provider and the backoff base (defaults 3 and 500 ms; tests pass 0). */
    editAttempts?: number;
    editBackoffMs?: number;
  };

export type TurnOutcome = 'completed' | 'error' | 'skipped';

export interface StartedTurn {
  /** The outcome, as soon as the turn settled (what a waiting request answers with). */
  answered: Promise<TurnOutcome>;
  /** The outcome once the outputs' thumbnails, colours and search entries are queued too. */
  finished: Promise<TurnOutcome>;
  /** The AI's answer this run wrote when it settled (null before, or when another run settled it). */
  reply: () => MessageRow | null;
}

/**
 * A turn whose request has just committed it: its conversation and user message as written. Run
 * at once in that request, it is the turn's first run, so nothing is read again or looked for.
 */
export interface FreshTurn {
  conversation: ConversationRow;
  message: MessageRow;
}

export function startChatTurn(deps: ChatTurnDeps, conversationId: string, fresh?: FreshTurn): StartedTurn {
  const run: Run = { stored: [], reply: null };
  // Claimed at once (a second runner skips); a local edit waits for one of the process's render
  // slots, holding nothing meanwhile, so a burst of turns renders a few at a time. An image-edit
  // model's call takes no slot: it waits on the network, not on this process's cores.
  const answered = withLease(
    deps.db,
    `chat-turn:${conversationId}`,
    () => timed('run', () => runOnce(deps, conversationId, run, fresh)),
    { seconds: deps.config.WORK_LEASE_SECONDS, log: deps.log },
  );
  // After the answer, not while the user waits; every output stored by this run or an earlier one
  // (a queued derivative job is deduplicated per asset). One that cannot be queued now stays
  // pending, and the derivative sweep queues it.
  const finished = answered.finally(() =>
    deps.assets
      .queueDerivatives(run.stored)
      .catch((err) =>
        deps.log?.warn({ err, conversationId }, 'chat turn: derivatives not queued; the sweep will'),
      ),
  );
  return { answered, finished, reply: () => run.reply };
}

/** A whole turn, follow-up work included (the queue's workers). */
export function runChatTurn(deps: ChatTurnDeps, conversationId: string): Promise<TurnOutcome> {
  return startChatTurn(deps, conversationId).finished;
}

/** What a run leaves behind: the outputs it stored (or found stored) and the answer it wrote. */
interface Run {
  stored: string[];
  reply: MessageRow | null;
}

/** The turn's rows as they are now: a later run (a retry, the sweep's) reads them again. */
async function loadTurn(deps: ChatTurnDeps, conversationId: string): Promise<FreshTurn | null> {
  const conversation = await findConversation(deps.db, conversationId);
  if (!conversation?.turnMessageId || IDLE.includes(conversation.status as never)) return null;
  const message = await findMessage(deps.db, conversation.turnMessageId);
  return message ? { conversation, message } : null;
}

async function runOnce(
  deps: ChatTurnDeps,
  conversationId: string,
  run: Run,
  fresh: FreshTurn | undefined,
): Promise<TurnOutcome> {
  const { db } = deps;
  const turn = fresh ?? (await timed('load', () => loadTurn(deps, conversationId)));
  if (!turn) return 'skipped';
  const { conversation, message } = turn;
  const publish = chatProgress(deps);
  const userId = conversation.userId;
  // The status row and its events are independent writes, sent together; stages passed at once
  // (dispatched, then thinking) are one status write, the last, and their events in one statement.
  const stage: Stage = (status) =>
    timed('progress', async () => {
      const last = Array.isArray(status) ? status.at(-1)! : status;
      await Promise.all([setStatus(db, conversationId, last), publish(userId, conversationId, status)]);
    });
  const plan = message.metadata as unknown as TurnPlan;
  const { assets } = deps;
  try {
    const { outputs, assetRefs, sourceTitle } = plan.model
      ? await modelEdit(deps, userId, message.id, plan, plan.model, stage)
      : await localEdit(deps, assets, userId, plan, stage);
    // Each output is stored under its key; a run that died after storing one left the asset, and
    // a later run reuses it (the first run has nothing to look for).
    const store = async (output: Output, i: number) => {
      const outputKey = `chat:${message.id}:${i}`;
      const found = fresh ? null : await assets.findByOutputKey(userId, outputKey);
      return (
        found ??
        (await assets.storeGeneratedImage(userId, output.image, {
          // thumbnails and colours are made after the answer (startChatTurn), not while the user waits
          queueDerivatives: false,
          // the settle's durable commit comes after, and a lost output is made again
          flushLater: true,
          category: 'GENERATED IMAGE',
          parentId: plan.sourceAssetId,
          description: plan.reply,
          metadata: {
            // named after the design (or the source and the edit), never after the reply
            title: editedImageTitle(output.document, sourceTitle),
            outputKey,
            sessionId: conversation.sessionId,
            chatConversationId: conversationId,
            chatMessageId: message.id,
            document: output.document,
            operations: output.operations,
            // the edited copy names the same images, so it can be edited again
            ...(Object.keys(assetRefs).length ? { assetRefs } : {}),
            // made by an image-edit model: which one, from what instruction
            ...(output.prompt
              ? { provider: output.provider, model: output.model, prompt: output.prompt }
              : {}),
          },
        }))
      ).id;
    };
    // "finalizing" is written while the outputs are stored, and done before the turn settles
    const [, stored] = await whenBoth(
      stage('finalizing'),
      timed('store', () =>
        Promise.all(
          outputs.map((output, i) =>
            store(output, i).then((id) => {
              run.stored.push(id);
              return id;
            }),
          ),
        ),
      ),
    );
    return await settle(deps, run, conversation, message.id, { outputs: stored, reply: plan.reply, plan });
  } catch (err) {
    deps.log?.warn({ err, conversationId }, 'chat turn failed');
    // a refusal (the local engine's, a model's moderation or validation) is said as it is
    const reason =
      err instanceof EditError || (err instanceof ImageGenerationError && !err.retryable)
        ? err.message
        : CHAT_MESSAGES.editFailed;
    return await settle(deps, run, conversation, message.id, { error: reason });
  }
}

type TurnStatus = 'dispatched' | 'thinking' | 'generating_images' | 'finalizing';
type Stage = (status: TurnStatus | TurnStatus[]) => Promise<void>;

/**
 * A document edited and re-rendered (or an image's pixels edited) by the local engine, in one of
 * the process's render slots, holding nothing while it waits for one. The drawing and the
 * encoding run in the render pool's background process; the slot passes on once the pixels are
 * drawn, and the original and the Free tier's watermarked copy are encoded after it.
 */
async function localEdit(
  deps: ChatTurnDeps,
  assets: AssetsService,
  userId: string,
  plan: TurnPlan,
  stage: Stage,
): Promise<{ outputs: Output[]; assetRefs: Record<string, string>; sourceTitle: string | null }> {
  const pool = deps.renderSlots;
  const drawn = await pool.run(async (draw) => {
    // Each status is written while the work it announces runs (the events keep their order).
    const [, editSource] = await whenBoth(
      stage(['dispatched', 'thinking']),
      loadEditSource(assets, userId, plan.sourceAssetId),
    );
    const [, edited] = await whenBoth(
      stage('generating_images'),
      draw('editPixels', editSource.source, plan.variations),
    );
    return { edited, assetRefs: editSource.assetRefs, sourceTitle: editSource.title };
  });
  const outputs = await Promise.all(
    drawn.edited.map(async (o) => ({
      ...o,
      image: Buffer.isBuffer(o.image) ? o.image : await pool.drawNow('encodeForStore', o.image),
    })),
  );
  return { outputs, assetRefs: drawn.assetRefs, sourceTitle: drawn.sourceTitle ?? null };
}

/** One output of a turn, local or made by a model. */
interface Output {
  image: Buffer | Parameters<AssetsService['storeGeneratedImage']>[1];
  document?: unknown;
  operations?: unknown;
  provider?: string;
  model?: string;
  /** The instruction an image-edit model got (its outputs only). */
  prompt?: string;
}

/**
 * An image without a design document edited by an image-edit model: the source and any reference
 * images go to the configured edit providers (retries and failover as for generation), the
 * model answers the turn's images. No render slot is held meanwhile.
 */
async function modelEdit(
  deps: ChatTurnDeps,
  userId: string,
  messageId: string,
  plan: TurnPlan,
  ask: NonNullable<TurnPlan['model']>,
  stage: Stage,
): Promise<{ outputs: Output[]; assetRefs: Record<string, string>; sourceTitle: string | null }> {
  const { assets } = deps;
  const [, source, references] = await whenBoth(
    stage(['dispatched', 'thinking']),
    timed('source', () =>
      Promise.all([
        assets.sourceImage(userId, plan.sourceAssetId),
        Promise.all(ask.referenceAssetIds.map((id) => assets.sourceImage(userId, id))),
      ]),
    ).then(([s, r]) => {
      if (!s) throw new EditError(DESIGN_MESSAGES.sourceNotFound);
      if (r.some((x) => !x)) throw new EditError(CHAT_MESSAGES.imageUnavailable);
      return [s, r as NonNullable<(typeof r)[number]>[]] as const;
    }),
  ).then(([a, [s, r]]) => [a, s, r] as const);
  const retry = {
    maxAttempts: deps.editAttempts ?? 3,
    backoffMs: deps.editBackoffMs ?? 500,
    onFailure: (err: unknown, provider: { name: string }, attempt: number) =>
      deps.log?.warn({ err, provider: provider.name, attempt, messageId }, 'image edit attempt failed'),
  };
  const seed = seedOf(messageId);
  if (ask.upscale) {
    // the upscaler models in the list, the local Lanczos resize after them when it is there too
    const factor = ask.upscale;
    const upscalers = (deps.editProviders ?? []).filter((p) => typeof p.upscale === 'function');
    const [, { value }] = await whenBoth(
      stage('generating_images'),
      withRetries(upscalers, retry, (provider) => provider.upscale!({ source, factor, seed })),
    );
    const output = { image: value.bytes, provider: value.provider, model: value.model, prompt: ask.prompt };
    return { outputs: [output], assetRefs: {}, sourceTitle: source.title ?? null };
  }
  const providers = (deps.editProviders ?? []).filter((p) => typeof p.edit === 'function');
  // "See all angles": one call per view, each asking for its side; otherwise one call for all images.
  const views = plan.variations.map((ops) => ops.find((o) => o.type === 'set-view'));
  const perView =
    views.length > 1 && views.every(Boolean) && new Set(views.map((v) => v!.view)).size === views.length;
  const calls = perView
    ? plan.variations.map((ops, i) => ({
        prompt: `${ask.prompt} Show the ${views[i]!.view.replace(/-/g, ' ')} view of the pack.`,
        count: 1,
        operations: ops,
      }))
    : [{ prompt: ask.prompt, count: plan.numImagesRequested, operations: plan.variations[0] ?? [] }];
  const edit = (call: (typeof calls)[number], i: number) =>
    withRetries(providers, retry, (provider) =>
      provider.edit!({
        source,
        prompt: call.prompt,
        references,
        count: call.count,
        seed: seed + i,
        // the local engine, when it is in the list, makes what pixels allow
        operations: call.operations,
      }),
    ).then(({ value }) =>
      value.map((image) => ({
        image: image.bytes,
        provider: image.provider,
        model: image.model,
        prompt: call.prompt,
      })),
    );
  const [, made] = await whenBoth(
    stage('generating_images'),
    timed('model', () => Promise.all(calls.map(edit))),
  );
  const outputs: Output[] = made.flat().slice(0, plan.numImagesRequested);
  if (!outputs.length) throw new ImageGenerationError(CHAT_MESSAGES.editFailed, false);
  return { outputs, assetRefs: {}, sourceTitle: source.title ?? null };
}

/** A turn's seed: the same message gives the same seed on a re-run. */
function seedOf(messageId: string): number {
  return Number.parseInt(messageId.replace(/-/g, '').slice(0, 8), 16) % 2 ** 31;
}

/**
 * Both results once both have finished; a failure is thrown only then, so a status write still in
 * flight cannot land after the turn has settled.
 */
async function whenBoth<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [ra, rb] = await Promise.allSettled([a, b]);
  if (ra.status === 'rejected') throw ra.reason;
  if (rb.status === 'rejected') throw rb.reason;
  return [ra.value, rb.value];
}

/** What the edit starts from: the source's document and the images it names, or its pixels. */
async function loadEditSource(assets: AssetsService, userId: string, assetId: string) {
  const source = await assets.sourceImage(userId, assetId);
  if (!source) throw new EditError(DESIGN_MESSAGES.sourceNotFound);
  const parsed = designDocumentSchema.safeParse(source.document);
  if (!parsed.success) return { source: { image: source.bytes }, assetRefs: {}, title: source.title };
  // a document's images: asset ids, or names resolved through the refs stored with the source
  const images = await assets.renderAssets(userId, parsed.data, source.assetRefs);
  if (images.missing.length) throw new EditError(CHAT_MESSAGES.imageUnavailable);
  return {
    source: { document: parsed.data, assets: images.assets },
    assetRefs: images.assetRefs,
    title: source.title,
  };
}

type Settlement = { outputs: string[]; reply: string; plan: TurnPlan } | { error: string };

/**
 * Once per turn (jobs/paid-job.ts): capture and answer with the outputs, or release and say why.
 * The conversation's end and the AI's answer are one statement, and the last progress event
 * leaves with the commit.
 */
async function settle(
  deps: ChatTurnDeps,
  run: Run,
  conversation: ConversationRow,
  turnMessageId: string,
  result: Settlement,
): Promise<TurnOutcome> {
  const failed = 'error' in result;
  // fewer images than asked (a model answered fewer): only those are charged, the rest released
  const made = failed ? 0 : result.outputs.length;
  const short = !failed && made < result.plan.numImagesRequested && result.plan.cost !== undefined;
  const charged =
    short && !failed ? Math.floor((result.plan.cost! * made) / result.plan.numImagesRequested) : undefined;
  const reply = failed
    ? { content: CHAT_MESSAGES.turnFailed(result.error) }
    : {
        content: short
          ? `${result.reply} ${CHAT_MESSAGES.fewerImages(made, result.plan.numImagesRequested, charged!)}`
          : result.reply,
        metadata: { sourceAssetId: result.plan.sourceAssetId, variations: result.plan.variations },
        outputAssetIds: result.outputs,
      };
  let written: MessageRow | null = null;
  const settled = await timed('settle', () =>
    settlePaid(deps, {
      row: conversation,
      outcome: failed ? 'failed' : 'completed',
      capture: charged,
      claim: async (tx) => {
        written = await endTurnWithReply(
          tx,
          conversation.id,
          turnMessageId,
          failed ? result.error : null,
          reply,
        );
        return written !== null;
      },
      also: (tx) =>
        chatProgress(deps)(conversation.userId, conversation.id, failed ? 'error' : 'completed', tx),
    }),
  );
  if (settled === 'skipped') return 'skipped';
  run.reply = written;
  return settled === 'completed' ? 'completed' : 'error';
}
