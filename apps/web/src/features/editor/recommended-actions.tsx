/**
 * Recommended next actions under the chat (spec part 2 §4: a completed turn refreshes the
 * conversation and its recommended actions): chips computed on the server from the conversation
 * and the image; a message chip sends its words as if typed, the print chip opens the design's
 * print page.
 */
import { CHAT_LIMITS, type RecommendedAction } from '@packsmith/core';
import { Printer, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useRecommendedActions } from './api';
import type { EditorChat } from './use-editor-chat';

const chip =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 text-xs font-medium text-zinc-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 disabled:pointer-events-none disabled:opacity-50';

function send(chat: EditorChat, action: RecommendedAction) {
  void chat.send({
    content: action.message ?? action.label,
    ...(action.tool ? { metadata: { toolbox: { tool: action.tool } } } : {}),
    ...(action.tool === 'angle-variations' ? { variationCount: CHAT_LIMITS.angleVariations } : {}),
  });
}

export function RecommendedActions({ chat, blocked }: { chat: EditorChat; blocked: boolean }) {
  const turns = chat.messages.filter((m) => m.type !== 'user' && m.outputAssets.length > 0).length;
  const actions = useRecommendedActions(chat.conversationId, chat.activeAssetId, turns);
  if (!actions.data?.length || chat.generating) return null;
  return (
    <div className="flex flex-col gap-1.5" data-testid="recommended-actions">
      <p className="flex items-center gap-1 text-[11px] font-medium tracking-wide text-zinc-500 uppercase">
        <Sparkles className="size-3" aria-hidden /> Next
      </p>
      {/* one scrolling row on phones, wrapping on wider screens */}
      <div className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-0.5 sm:flex-wrap sm:overflow-visible">
        {actions.data.map((action) =>
          action.kind === 'print' ? (
            <Link
              key={action.id}
              to={`/print-ready?assetId=${encodeURIComponent(chat.activeAssetId)}`}
              className={chip}
              data-testid={`recommended-${action.id}`}
            >
              <Printer className="size-3.5" aria-hidden /> {action.label}
            </Link>
          ) : (
            <button
              key={action.id}
              type="button"
              className={chip}
              disabled={blocked}
              onClick={() => send(chat, action)}
              data-testid={`recommended-${action.id}`}
            >
              {action.label}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
