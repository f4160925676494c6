import { useQuery } from '@tanstack/react-query';
import { Trophy, X } from 'lucide-react';
import { useState } from 'react';
import { useFlag } from '@/features/flags';
import { currentCompetitionQuery } from './api';

const DISMISSED_KEY = 'packsmith.competition-dismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    // Storage blocked (private mode, policy): the banner simply shows again next time.
    return null;
  }
}

/**
 * The running competition's banner above every page, while the competition promotion flag is on
 * for this person. Closing it hides that competition for good in this browser.
 */
export function CompetitionBanner() {
  const promoted = useFlag('competition-promotion');
  const competition = useQuery({ ...currentCompetitionQuery, enabled: promoted });
  const [dismissed, setDismissed] = useState(readDismissed);
  const running = competition.data;
  if (!promoted || !running || dismissed === running.id) return null;
  const dismiss = () => {
    setDismissed(running.id);
    try {
      localStorage.setItem(DISMISSED_KEY, running.id);
    } catch {
      // Storage blocked: dismissed for this visit only.
    }
  };
  return (
    <aside
      aria-label="Competition"
      data-testid="competition-banner"
      className="flex items-center gap-3 border-b border-amber-200 bg-gradient-to-r from-amber-50 via-orange-50 to-rose-50 px-4 py-2.5 text-sm text-amber-950 sm:px-6"
    >
      <Trophy className="size-4 shrink-0 text-amber-600" aria-hidden />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{running.title}</span>
        <span className="mx-1.5 text-amber-400" aria-hidden>
          ·
        </span>
        {running.bannerText}
        <span className="ml-1.5 whitespace-nowrap text-amber-700">
          · ends {new Date(running.endsAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}
        </span>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Hide the competition banner"
        className="flex size-7 shrink-0 items-center justify-center rounded-lg text-amber-700 hover:bg-amber-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </aside>
  );
}
