import { DESIGN_MESSAGES, type DesignSession } from '@packsmith/core';
import { notify } from '@/components/ui/toast';
import { api, isApiError } from '@/lib/api';
import { sessionCreateFailureToast } from '../shared';

/** The session page's query value that opens the AI imagery dialog there. */
export const GENERATE_NEW_AI_IMAGERY = 'ai-imagery';

export const imagerySessionPath = (sessionId: string) =>
  `/dashboard/sessions/${encodeURIComponent(sessionId)}?generate-new=${GENERATE_NEW_AI_IMAGERY}`;

/**
 * 'Don't have a design?' in the variant range: a new session to create AI imagery in. A failure
 * shows toast 'Error' with the server's message, else 'Failed to create session'; returns null.
 */
export async function createImagerySession(): Promise<DesignSession | null> {
  try {
    const { data } = await api.post<{ data: { session: DesignSession } }>(
      '/api/design-sessions',
      { name: 'AI imagery' },
      { redirects: false, fallbackMessage: DESIGN_MESSAGES.sessionCreateFailedRetry },
    );
    return data.session;
  } catch (error) {
    const toast = sessionCreateFailureToast(isApiError(error) ? error.message : null);
    notify.error(toast.title, toast.message);
    return null;
  }
}
