import { CREDIT_MESSAGES, DESIGN_FLOW_TEXTS } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toast';
import { openLowCredits } from '@/features/credits';
import { api, isApiError } from '@/lib/api';
import { type CreateGenerationAnswer, generationKeys } from './api';
import { clearPendingLaunch, readPendingLaunch } from './pending-launch';

const TEXTS = DESIGN_FLOW_TEXTS['packaging-generation'];

/**
 * Once the person who launched the generator logged out has signed in and onboarded: claims the
 * launch with this browser's token and takes them to the generation as it starts.
 */
export function ClaimPendingLaunch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const launch = readPendingLaunch();
    if (!launch) return;
    void (async () => {
      try {
        const answer = await api.post<CreateGenerationAnswer>(
          '/api/spring/generation/claim',
          { claimToken: launch.claimToken },
          { redirects: false },
        );
        clearPendingLaunch();
        if (!('generation' in answer.data)) return;
        void queryClient.invalidateQueries({ queryKey: generationKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['credits'] });
        notify.success(TEXTS.successTitle, TEXTS.successMessage);
        navigate(`/dashboard/generations/${answer.data.generation.id}`, { replace: true });
      } catch (error) {
        if (!isApiError(error)) return; // offline: try again on the next visit
        if (error.status === 402) {
          // Kept: it can still be claimed after a top-up, until it expires.
          notify.error(CREDIT_MESSAGES.insufficientTitle, TEXTS.insufficient);
          openLowCredits();
          return;
        }
        clearPendingLaunch();
        if (error.status !== 404) notify.error(TEXTS.errorTitle, error.message);
      }
    })();
  }, [navigate, queryClient]);

  return null;
}
