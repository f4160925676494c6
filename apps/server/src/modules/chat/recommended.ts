/**
 * The editor's recommended next actions for a conversation: read from its turns (what was done,
 * whether angles were seen) and from the image the next message would edit (its document and
 * colours), refreshed by the editor after every completed turn.
 */
import { CHAT_MESSAGES, PRINT_ACTION_TEXT, type RecommendedAction } from '@packsmith/core';
import {
  designDocumentSchema,
  type EditType,
  recommendNextActions,
  summariseDocument,
} from '@packsmith/render';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { hasEditModel } from '../../providers/image-generation/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { FlagsService } from '../flags/index.ts';
import type { TurnPlan } from './plan.ts';
import { findOwnConversation, messagesOf } from './repository.ts';

export type RecommendDeps = Pick<AppDeps, 'db'> &
  Partial<Pick<AppDeps, 'editProviders'>> & { assets: AssetsService; featureFlags: FlagsService };

const typesOf = (plan: Partial<TurnPlan>): EditType[] =>
  (plan.variations ?? []).flat().map((op) => op.type as EditType);

export function recommendedActions(deps: RecommendDeps) {
  const { assets, featureFlags: flags } = deps;
  return async (userId: string, conversationId: string, assetId?: string): Promise<RecommendedAction[]> => {
    const conversation = await findOwnConversation(deps.db, userId, conversationId);
    if (!conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
    const rows = await messagesOf(deps.db, conversation.id);
    const plans = rows.filter((r) => r.type === 'user').map((r) => r.metadata as Partial<TurnPlan>);
    // A turn completed when the answer after its message carries images.
    const completed = rows.flatMap((r, i) =>
      r.type === 'user' && (rows[i + 1]?.outputAssetIds.length ?? 0) > 0
        ? [r.metadata as Partial<TurnPlan>]
        : [],
    );
    const latestOutput = rows.flatMap((r) => r.outputAssetIds).at(-1);
    const imageId = assetId ?? latestOutput ?? conversation.sourceAssetId;
    const image = imageId ? await assets.documentOf(userId, imageId) : null;
    if (!image) throw notFound();
    const parsed = designDocumentSchema.safeParse(image.document);
    const doc = parsed.success ? parsed.data : undefined;
    const flagsOn = await flags.forUser(userId);
    return recommendNextActions({
      summary: summariseDocument(doc),
      primaryHex: doc && 'palette' in doc ? doc.palette.primary : undefined,
      done: completed.flatMap(typesOf),
      lastTurn: completed.length ? typesOf(completed.at(-1)!) : [],
      // the angles tool, or "see all angles" read from words (several outputs, each a view)
      anglesSeen: plans.some(
        (p) =>
          p.toolbox?.tool === 'angle-variations' ||
          ((p.variations?.length ?? 0) > 1 && typesOf(p).includes('set-view')),
      ),
      turns: completed.length,
      imageModel: hasEditModel(deps.editProviders ?? []),
      printLabel: flagsOn['print-ready']
        ? PRINT_ACTION_TEXT[flagsOn['get-this-design'] ? 'getThisDesign' : 'order']
        : null,
    });
  };
}
export type Recommend = ReturnType<typeof recommendedActions>;
