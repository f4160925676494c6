/**
 * One chat turn, run by the chat-turn job: read the plan written on the user message, edit and
 * re-render (or edit the pixels of an upload), store each output as a new asset whose parent is
 * the edited image, then settle once: credits captured and the AI message written, or released
 * and the failure said. Safe to run again (a second job, a dead worker's retry): one run per
 * conversation at a time (a lease, lib/lease.ts), outputs already stored are kept, settling happens once.
 */
import { CHAT_MESSAGES, DESIGN_MESSAGES, editedImageTitle } from '@packsmith/core';
import { designDocumentSchema, EditError, performEdit } from '@packsmith/render';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatConversations } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { withLease } from '../../lib/lease.ts';
import { assetsService } from '../assets/index.ts';
import { creditsService } from '../credits/service.ts';
import type { TurnPlan } from './plan.ts';
import { chatProgress } from './progress.ts';
import {
  type ConversationRow,
  endTurn,
  findMessage,
  IDLE,
  insertMessage,
  setStatus,
  updateMessageMetadata,
} from './repository.ts';

export type ChatTurnDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime' | 'log' | 'config' | 'renderSlots'>;

export type TurnOutcome = 'completed' | 'error' | 'skipped';

export interface StartedTurn {
  /** The outcome, as soon as the turn settled (what a waiting request answers with). */
  answered: Promise<TurnOutcome>;
  /** The outcome once the outputs' thumbnails, colours and search entries are queued too. */
  finished: Promise<TurnOutcome>;
}

export function startChatTurn(deps: ChatTurnDeps, conversationId: string): StartedTurn {
  const stored: string[] = [];
  // Claimed at once (a second runner skips); the work itself waits for one of the process's render
  // slots, holding nothing meanwhile, so a burst of turns runs a few at a time.
  const answered = withLease(
    deps.db,
    `chat-turn:${conversationId}`,
    () => deps.renderSlots.run(() => runOnce(deps, conversationId, stored)),
    { seconds: deps.config.WORK_LEASE_SECONDS, log: deps.log },
  );
  // After the answer, not while the user waits; every output stored by this run or an earlier one
  // (a queued derivative job is deduplicated per asset). One that cannot be queued now stays
  // pending, and the derivative sweep queues it.
  const finished = answered.finally(() =>
    assetsService(deps)
      .queueDerivatives(stored)
      .catch((err) =>
        deps.log?.warn({ err, conversationId }, 'chat turn: derivatives not queued; the sweep will'),
      ),
  );
  return { answered, finished };
}

/** A whole turn, follow-up work included (the queue's workers). */
export function runChatTurn(deps: ChatTurnDeps, conversationId: string): Promise<TurnOutcome> {
  return startChatTurn(deps, conversationId).finished;
}

async function runOnce(deps: ChatTurnDeps, conversationId: string, stored: string[]): Promise<TurnOutcome> {
  const { db } = deps;
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  if (!conversation?.turnMessageId || IDLE.includes(conversation.status as never)) return 'skipped';
  const message = await findMessage(db, conversation.turnMessageId);
  if (!message) return 'skipped';
  const publish = chatProgress(deps);
  const userId = conversation.userId;
  // the status row and its event are independent writes: sent together, one round trip per stage
  const stage = async (status: 'dispatched' | 'thinking' | 'generating_images' | 'finalizing') => {
    await Promise.all([setStatus(db, conversationId, status), publish(userId, conversationId, status)]);
  };
  const plan = message.metadata as unknown as TurnPlan;
  const assets = assetsService(deps);
  stored.push(...(plan.outputAssetIds ?? []));
  try {
    // Each status is written while the work it announces runs (the events keep their order).
    const [, editSource] = await whenBoth(
      stage('dispatched').then(() => stage('thinking')),
      loadEditSource(assets, userId, plan.sourceAssetId),
    );
    // pixels, not files: the store encodes the original and a Free-tier watermarked copy at once
    const [, outputs] = await whenBoth(
      stage('generating_images'),
      performEdit(editSource.source, plan.variations, { encode: false }),
    );
    await stage('finalizing');
    for (const [i, output] of outputs.entries()) {
      if (i < stored.length) continue;
      // A run that died between storing an output and writing it down left the asset: reuse it.
      const outputKey = `chat:${message.id}:${i}`;
      const asset =
        (await assets.findByOutputKey(userId, outputKey)) ??
        (await assets.storeGeneratedImage(userId, output.image, {
          // thumbnails and colours are made after the answer (startChatTurn), not while the user waits
          queueDerivatives: false,
          category: 'GENERATED IMAGE',
          parentId: plan.sourceAssetId,
          description: plan.reply,
          metadata: {
            // named after the design (or the source and the edit), never after the reply
            title: editedImageTitle(output.document, editSource.title),
            outputKey,
            sessionId: conversation.sessionId,
            chatConversationId: conversationId,
            chatMessageId: message.id,
            document: output.document,
            operations: output.operations,
            // the edited copy names the same images, so it can be edited again
            ...(Object.keys(editSource.assetRefs).length ? { assetRefs: editSource.assetRefs } : {}),
          },
        }));
      stored.push(asset.id);
      await updateMessageMetadata(db, message.id, { ...message.metadata, outputAssetIds: stored });
    }
    return await settle(deps, conversation, message.id, { outputs: stored, reply: plan.reply, plan });
  } catch (err) {
    deps.log?.warn({ err, conversationId }, 'chat turn failed');
    const reason = err instanceof EditError ? err.message : CHAT_MESSAGES.editFailed;
    return await settle(deps, conversation, message.id, { error: reason });
  }
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
async function loadEditSource(assets: ReturnType<typeof assetsService>, userId: string, assetId: string) {
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

/** Once per turn: capture and answer with the outputs, or release and say why. */
async function settle(
  deps: ChatTurnDeps,
  conversation: ConversationRow,
  turnMessageId: string,
  result: Settlement,
): Promise<TurnOutcome> {
  const db: Db = deps.db;
  const credits = creditsService(db);
  const failed = 'error' in result;
  const outcome = await db.transaction(async (tx) => {
    if (!(await endTurn(tx, conversation.id, turnMessageId, failed ? result.error : null)))
      return 'skipped' as const;
    const reservation = conversation.creditReservationId;
    if (failed) {
      if (reservation) await credits.release(reservation, { tx });
      await insertMessage(tx, {
        conversationId: conversation.id,
        type: 'ai',
        content: CHAT_MESSAGES.turnFailed(result.error),
      });
      return 'error' as const;
    }
    if (reservation) await credits.capture(reservation, { tx });
    await insertMessage(tx, {
      conversationId: conversation.id,
      type: 'ai',
      content: result.reply,
      metadata: { sourceAssetId: result.plan.sourceAssetId, variations: result.plan.variations },
      outputAssetIds: result.outputs,
    });
    return 'completed' as const;
  });
  if (outcome !== 'skipped')
    await chatProgress(deps)(
      conversation.userId,
      conversation.id,
      outcome === 'completed' ? 'completed' : 'error',
    );
  return outcome;
}
