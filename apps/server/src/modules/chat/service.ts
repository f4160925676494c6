import { randomUUID } from 'node:crypto';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatMessageBody,
  type Conversation,
  chatCreditAction,
  chatTurnCost,
  chatTurnImages,
  DESIGN_MESSAGES,
  requestedImages,
  type SendChatMessageResponse,
  type ToolMessage,
} from '@packsmith/core';
import {
  canEditPixels,
  designDocumentSchema,
  type HistoryEntry,
  helpReply,
  readHistoryIntent,
  summariseDocument,
} from '@packsmith/render';
import { conflict, notFound } from '../../lib/errors.ts';
import { timed } from '../../lib/server-timing.ts';
import { slots } from '../../lib/slots.ts';
import type { AppDeps } from '../../ports.ts';
import { hasEditModel, hasUpscaleModel } from '../../providers/image-generation/index.ts';
import { InsufficientCreditsError } from '../credits/index.ts';
import { findOwnSession } from '../sessions/index.ts';
import { toConversationDto, toMessageDtos, toMessageDtosWithoutOutputs } from './dto.ts';
import { modelEditPrompt, toolReferenceIds } from './edit-prompt.ts';
import { moveInHistory } from './history.ts';
import { chatTurnJob } from './jobs.ts';
import type { TurnPlan } from './plan.ts';
import { type ChatServices, chatProgress } from './progress.ts';
import { loadReferences } from './references.ts';
import {
  archive,
  type ConversationRow,
  findConversationFor,
  findOwnConversation,
  IDLE,
  insertConversation,
  insertMessage,
  lockConversation,
  type MessageRow,
  messageCount,
  messagesOf,
  queueTurn,
} from './repository.ts';
import { turnStarter } from './sync.ts';
import type { FreshTurn } from './turn.ts';

export type ChatServiceDeps = Pick<
  AppDeps,
  | 'db'
  | 'storage'
  | 'humanCheck'
  | 'log'
  | 'language'
  | 'realtime'
  | 'config'
  | 'flags'
  | 'renderSlots'
  | 'jobs'
> &
  Partial<Pick<AppDeps, 'editProviders'>> &
  ChatServices;

/** Ids of the images a toolbox form refers to (each must be the caller's). */
function toolAssetIds(tool: ToolMessage | undefined): string[] {
  if (!tool) return [];
  const t = tool as Record<string, unknown>;
  const single = ['logoAssetId', 'productAssetId', 'referenceImageAssetId', 'originalAssetId'].map(
    (k) => t[k],
  );
  const many = (t.referenceImageAssetIds as string[] | undefined) ?? [];
  return [...single, ...many].filter((v): v is string => typeof v === 'string');
}

/** The reply of a model edit the reader had no local operation for (the model reads the words). */
const MODEL_EDIT_REPLY = 'Here is the edited image.';

/** Sends of one process being read and reserved at once (each takes a few pooled connections). */
const SENDS_AT_ONCE = 4;

type Respond = (status: ConversationRow['status'], rows: MessageRow[]) => Promise<SendChatMessageResponse>;
/** A send answered without a turn, or its turn committed (its user message written, credits held). */
type Admitted =
  | { answered: SendChatMessageResponse }
  | { conversationId: string; userMessage: MessageRow; respond: Respond; fresh: FreshTurn };

/** The last user and AI messages, for reading "again" and for varying seeds per turn. */
const HISTORY_LENGTH = 20;
function historyOf(rows: readonly MessageRow[]): HistoryEntry[] {
  return rows
    .filter((r) => r.type === 'user' || r.type === 'ai')
    .slice(-HISTORY_LENGTH)
    .map((r) => ({ role: r.type === 'user' ? 'user' : 'ai', content: r.content }));
}

export function chatService(deps: ChatServiceDeps) {
  const { db, assets, credits } = deps;
  const publish = chatProgress(deps);
  const turns = turnStarter(deps, (conversationId) => chatTurnJob.enqueue(deps, conversationId));
  // Sends read and reserve a few at a time: a burst queues here, holding nothing, instead of in the
  // pool's queue in front of everyone else's requests.
  const admission = slots(SENDS_AT_ONCE);

  async function view(userId: string, row: ConversationRow): Promise<Conversation> {
    return toConversationDto(row, await toMessageDtos(assets, userId, await messagesOf(db, row.id)));
  }

  /** Session or source image gone, or too long: archived for good (nothing is charged). */
  async function isArchived(userId: string, row: ConversationRow): Promise<boolean> {
    if (row.archivedAt) return true;
    const gone =
      !row.sessionId ||
      !row.sourceAssetId ||
      !(await findOwnSession(db, userId, row.sessionId)) ||
      !(await assets.ownMimetype(userId, row.sourceAssetId)) ||
      (await messageCount(db, row.id)) >= CHAT_LIMITS.archiveAfterMessages;
    if (gone) await archive(db, row.id);
    return gone;
  }

  /** A reply that needs no turn (nothing to edit, or too few credits): written with its message. */
  async function replyOnly(
    conversationId: string,
    user: { content: string; metadata: Record<string, unknown> },
    reply: string,
    busyCheck: boolean,
  ) {
    return db.transaction(async (tx) => {
      const locked = await lockConversation(tx, conversationId);
      if (busyCheck && !IDLE.includes(locked!.status as never)) throw conflict(CHAT_MESSAGES.busy, 'busy');
      const userMessage = await insertMessage(tx, { conversationId, type: 'user', ...user });
      const aiMessage = await insertMessage(tx, { conversationId, type: 'ai', content: reply });
      return { userMessage, aiMessage };
    });
  }

  /**
   * Reads the message, then either answers at once (nothing it can do: no charge) or, in one
   * transaction, checks the conversation is idle (409), writes the message with its plan and
   * reserves the credits (402 with the chat's text, also written as the AI message); then the
   * turn starts, and when it settles within CHAT_SYNC_WAIT_MS the answer carries the AI message
   * with its outputs (`standby`), else the turn carries on and the answer is `queued`.
   */
  async function admit(userId: string, body: ChatMessageBody): Promise<Admitted> {
    const tool = body.metadata.toolbox;
    const attachedAssetIds = body.metadata.supplementaryFiles?.attachedAssetIds ?? [];
    // The reads run at once and are judged in order (only the references' check throws).
    const [references, found, session, source, toolImages] = await Promise.all([
      loadReferences(deps, assets, userId, attachedAssetIds),
      body.conversationId ? findOwnConversation(db, userId, body.conversationId) : null,
      findOwnSession(db, userId, body.designSessionId),
      assets.documentOf(userId, body.assetId),
      Promise.all(toolAssetIds(tool).map((id) => assets.ownMimetype(userId, id))),
    ]);
    let conversation = found;
    if (body.conversationId && !conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
    if (conversation && (await isArchived(userId, conversation)))
      throw conflict(CHAT_MESSAGES.archived, 'conversation_archived');
    if (!session) throw notFound();
    if (!source) throw notFound(DESIGN_MESSAGES.sourceNotFound);
    if (toolImages.some((type) => !type)) throw notFound(DESIGN_MESSAGES.sourceNotFound);
    // "undo" / "redo": the active image moves along its edit chain; no reader, no credits.
    const historyIntent = tool ? null : readHistoryIntent(body.content);
    if (historyIntent)
      return { answered: await moveInHistory({ db, assets }, userId, body, historyIntent, conversation) };
    const parsed = designDocumentSchema.safeParse(source.document);
    const history = conversation ? historyOf(await messagesOf(db, conversation.id)) : [];
    const summary = summariseDocument(parsed.success ? parsed.data : undefined);
    const reading = await deps.language.interpretEdit({
      message: body.content,
      tool,
      summary,
      history,
      count: body.variationCount,
      references,
    });
    conversation ??= await insertConversation(db, {
      userId,
      sessionId: body.designSessionId,
      sourceAssetId: body.assetId,
    });
    const conversationId = conversation.id;
    // An image without a document, and an image-edit model configured: the model makes the edit
    // (text, logo, format, view…), not the pixels; a message that reads as nothing is still refused.
    // Upscaling is no edit model's work: a configured upscaler model makes it, else sharp's Lanczos
    // resize (a true 2×/4×) on the pixels.
    const upscaleOnly =
      tool?.tool === 'upscale' ||
      (reading.variations.length > 0 &&
        reading.variations.every((v) => v.every((o) => o.type === 'upscale')));
    const upscaleFactor = reading.variations[0]?.find((o) => o.type === 'upscale')?.factor;
    const upscaler =
      !parsed.success &&
      upscaleOnly &&
      upscaleFactor !== undefined &&
      !reading.clarify &&
      hasUpscaleModel(deps.editProviders ?? []);
    // An instruction the reader has no operation for ("put a mascot on the front") is the model's
    // to read; questions, thanks and the reader's own refusals are answered, as before, for free.
    const unmapped = !tool && reading.reply === helpReply(summary.kind);
    const model =
      !parsed.success &&
      hasEditModel(deps.editProviders ?? []) &&
      !reading.clarify &&
      !upscaleOnly &&
      (tool !== undefined || reading.variations.length > 0 || reading.providerEdits.length > 0 || unmapped);
    // "see all angles" on such an image: one output per view, each drawn by the model
    const views = reading.angles ? reading.providerEdits.filter((o) => o.type === 'set-view') : [];
    const variations =
      model && !reading.variations.length && views.length ? views.map((o) => [o]) : reading.variations;
    const images = tool
      ? requestedImages(body)
      : model
        ? Math.max(variations.length, chatTurnImages(undefined, body.variationCount))
        : reading.variations.length;
    const cost = chatTurnCost(tool?.tool ?? (reading.angles ? 'angle-variations' : undefined), images);
    const plan: TurnPlan = {
      sourceAssetId: body.assetId,
      numImagesRequested: images,
      cost,
      toolbox: tool,
      // the reader's reply would say the model's part cannot be done
      reply:
        model && (reading.providerEdits.length || !reading.variations.length)
          ? MODEL_EDIT_REPLY
          : reading.reply,
      variations,
      ...(references.length ? { attachedAssetIds: references.map((r) => r.ref) } : {}),
      ...(upscaler
        ? {
            model: {
              prompt: `Upscale ${upscaleFactor}×`,
              referenceAssetIds: [],
              upscale: upscaleFactor,
            },
          }
        : {}),
      ...(model
        ? {
            model: {
              prompt: modelEditPrompt({
                message: body.content,
                tool,
                // the views of "all angles" are asked one per output (turn.ts), not all at once
                operations: [...reading.operations, ...reading.providerEdits].filter(
                  (o) => views.length < 2 || o.type !== 'set-view',
                ),
              }),
              referenceAssetIds: [...toolReferenceIds(tool), ...references.map((r) => r.ref)],
            },
          }
        : {}),
    };
    const user = { content: body.content, metadata: { ...plan } as Record<string, unknown> };
    const respond = async (status: ConversationRow['status'], rows: MessageRow[]) => {
      const [userMessage, aiMessage] = await toMessageDtos(assets, userId, rows);
      return {
        conversationId,
        status,
        userMessage: userMessage!,
        aiMessage: aiMessage ?? null,
      } as SendChatMessageResponse;
    };

    // Pixels alone cannot vary an edit: refused here, before anything is reserved.
    const refusal = model
      ? null
      : !reading.variations.length
        ? reading.reply
        : !parsed.success && !canEditPixels(reading.variations)
          ? CHAT_MESSAGES.rasterVariations
          : null;
    if (refusal) {
      const { userMessage, aiMessage } = await replyOnly(conversationId, user, refusal, true);
      return { answered: await respond('standby', [userMessage, aiMessage]) };
    }
    const turn = { id: randomUUID(), ...user };
    const reservationId = randomUUID();
    let userMessage: MessageRow;
    try {
      userMessage = await timed('reserve', () =>
        credits.transaction(userId, async (tx) => {
          // the turn is queued in the same commit as its reservation: all of it or none of it
          const message = await queueTurn(tx, conversationId, turn, reservationId);
          if (!message) throw conflict(CHAT_MESSAGES.busy, 'busy');
          await credits.reserve(userId, chatCreditAction(tool?.tool), cost, {
            tx,
            id: reservationId,
            reference: message.id,
            message: CHAT_MESSAGES.insufficientCredits,
          });
          // the first progress leaves with the commit, before anything the run publishes
          await publish(userId, conversationId, ['pending', 'queued'], tx);
          return message;
        }),
      );
    } catch (err) {
      // Nothing was reserved; the chat shows the exact text as the AI's answer.
      if (err instanceof InsufficientCreditsError)
        await replyOnly(conversationId, user, CHAT_MESSAGES.insufficientCredits, false);
      throw err;
    }
    // the rows as this commit left them: the turn run here need not read them again
    const queued = {
      ...conversation,
      status: 'queued',
      turnMessageId: userMessage.id,
      creditReservationId: reservationId,
      error: null,
    };
    return { conversationId, userMessage, respond, fresh: { conversation: queued, message: userMessage } };
  }

  return {
    /** Admitted a few at a time (the reads and the reservation), then answered as the turn goes. */
    async send(userId: string, body: ChatMessageBody): Promise<SendChatMessageResponse> {
      const admitted = await timed('admit', () => admission.run(() => admit(userId, body)));
      if ('answered' in admitted) return admitted.answered;
      const { conversationId, userMessage, respond, fresh } = admitted;
      // Committed: the turn runs and settles once, here, on the queue or after the sweep, and the
      // person may be charged for it, so from here on the answer is never an error, only `queued`.
      try {
        const answer = await timed('turn', () => turns.start(conversationId, userMessage, fresh));
        return await timed('answer', () =>
          answer ? respond('standby', [userMessage, answer]) : respond('queued', [userMessage]),
        );
      } catch (err) {
        deps.log?.warn({ err, conversationId }, 'chat send: answered queued after a failure past the commit');
        const [dto] = toMessageDtosWithoutOutputs([userMessage]);
        return { conversationId, status: 'queued', userMessage: dto!, aiMessage: null };
      }
    },

    async get(userId: string, id: string): Promise<Conversation> {
      const row = await findOwnConversation(db, userId, id);
      if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
      await isArchived(userId, row);
      return view(userId, (await findOwnConversation(db, userId, id))!);
    },

    /** Waits for turns this process is running (app shutdown). */
    drain: turns.drain,

    /** The live conversation of a session about an image, or null. */
    async existing(userId: string, sessionId: string, assetId: string): Promise<Conversation | null> {
      const row = await findConversationFor(db, userId, sessionId, assetId);
      return row ? view(userId, row) : null;
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
