import { DESIGN_MESSAGES } from '@packsmith/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '@/components/ui/toast';
import { fetchDesignAction } from './api';
import { FLOW_FOR_ACTION_TYPE, openCreateFlow } from './flow-store';

/**
 * `?daid={designActionId}` on any page opens the matching creation dialog pre-filled from that
 * action (a remix), then leaves the address without it (spec §2).
 */
export function useRemixParam() {
  const [params, setParams] = useSearchParams();
  const daid = params.get('daid');
  useEffect(() => {
    if (!daid) return;
    // Removing the parameter re-runs this effect without it; the fetch below still completes.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('daid');
        return next;
      },
      { replace: true },
    );
    fetchDesignAction(daid, { redirects: false })
      .then(({ data }) => {
        const flow = FLOW_FOR_ACTION_TYPE[data.type];
        if (flow) openCreateFlow({ flow, sessionId: data.sessionId, remixFrom: data });
        else notify.error(DESIGN_MESSAGES.remixUnsupportedTitle, DESIGN_MESSAGES.remixUnsupported);
      })
      .catch(() => notify.error(DESIGN_MESSAGES.remixNotFoundTitle, DESIGN_MESSAGES.remixNotFound));
  }, [daid, setParams]);
}

/** Mounted once in the app layout for signed-in people. */
export function RemixParam() {
  useRemixParam();
  return null;
}
