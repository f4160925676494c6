import { MessageSquareHeart, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { useCreditBalance } from '@/features/credits';
import { useFlag } from '@/features/flags';
import { useUser } from '@/features/users';
import { FEEDBACK_CALL_EMAIL, FEEDBACK_DISMISSED_KEY, offersFeedback } from './rules';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(FEEDBACK_DISMISSED_KEY) === '1';
  } catch {
    // Storage blocked: treated as not dismissed; closing still hides it for this visit.
    return false;
  }
}

/** The feedback offer: a £75 voucher for a 15-minute call, for paying people (feedback toast flag). */
export function FeedbackOffer() {
  const { pathname } = useLocation();
  const user = useUser();
  const flagOn = useFlag('feedback-toast');
  const balance = useCreditBalance({ enabled: flagOn });
  const [dismissed, setDismissed] = useState(readDismissed);
  const show = offersFeedback({
    flagOn,
    tier: user?.tier ?? null,
    hasTopUp: (balance.data?.topUpBalance ?? 0) > 0,
    dismissed,
    pathname,
  });
  if (!show) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(FEEDBACK_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: dismissed for this visit only.
    }
  };
  return (
    <aside
      aria-label="Feedback offer"
      data-testid="feedback-offer"
      className="fixed bottom-4 left-4 z-30 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-zinc-200 bg-white p-4 shadow-pop md:left-[100px]"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <MessageSquareHeart className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-zinc-900">Got 15 minutes? Get a £75 voucher</p>
          <p className="mt-1 text-sm text-zinc-600">Tell us how Packsmith works for you on a short call.</p>
          <div className="mt-3 flex gap-2">
            <a
              href={`mailto:${FEEDBACK_CALL_EMAIL}?subject=${encodeURIComponent('Feedback call')}`}
              className={buttonClass({ size: 'sm' })}
              onClick={dismiss}
            >
              Book a call
            </a>
            <Button size="sm" variant="ghost" onClick={dismiss}>
              No thanks
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Close the feedback offer"
          className="flex size-7 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </aside>
  );
}
