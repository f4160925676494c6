/**
 * Design actions and sessions: the calls and query keys every creation flow shares. The keys match
 * `designActionQueryKeys` in @packsmith/core, which the server sends with each notification, so a
 * realtime event refreshes exactly these queries.
 */
import type { CreateDesignActionBody, DesignAction, DesignActionType } from '@packsmith/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api';

export const designKeys = {
  action: (id: string) => ['design-action', id] as const,
  session: (id: string) => ['design-session', id] as const,
  sessionAssets: (sessionId: string) => ['assets', sessionId] as const,
  sessions: () => ['design-sessions'] as const,
  /** GET /api/design-actions?type=… lists (the photoshoots page). */
  ofType: (type?: DesignActionType) => (type ? (['design-actions', { type }] as const) : ['design-actions']),
};

export function createDesignAction(
  body: CreateDesignActionBody,
): Promise<{ data: { designAction: DesignAction } }> {
  return api.post('/api/design-actions', body, { redirects: false });
}

export function fetchDesignAction(id: string, options?: RequestOptions): Promise<{ data: DesignAction }> {
  return api.get(`/api/design-actions/${encodeURIComponent(id)}`, options);
}

/** POST /api/design-actions, refreshing the balance and the session lists on success. */
export function useCreateDesignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesignAction,
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: ['credits'] });
      void queryClient.invalidateQueries({ queryKey: designKeys.sessions() });
      void queryClient.invalidateQueries({ queryKey: designKeys.ofType() });
      void queryClient.invalidateQueries({ queryKey: designKeys.session(data.designAction.sessionId) });
    },
  });
}
