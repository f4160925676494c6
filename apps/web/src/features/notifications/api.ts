/**
 * Notification calls and their TanStack Query hooks (spec part 1 §7). Every key starts with
 * `['notifications']`, so invalidating that prefix refreshes the bell, the popover and the page.
 */
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS,
  type Notification,
  type NotificationsPage,
  type NotificationType,
  type TestNotificationBody,
} from '@packsmith/core';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { notify } from '@/components/ui/toast';
import { api, type RedirectOptions } from '@/lib/api';
import { NOTIFICATIONS_ROOT_KEY } from './rules';

/** A list failure shows 'Error loading notifications.' in place; only a lost session redirects. */
const redirects: RedirectOptions = { 404: false, 500: false };

export interface ListParams {
  page: number;
  limit?: number;
  /** '' for every type. */
  type?: NotificationType | '';
}

export const notificationsKeys = {
  all: NOTIFICATIONS_ROOT_KEY,
  lists: () => [...NOTIFICATIONS_ROOT_KEY, 'list'] as const,
  list: ({ page, limit = NOTIFICATIONS.pageSize, type = '' }: ListParams) =>
    [...NOTIFICATIONS_ROOT_KEY, 'list', { page, limit, type }] as const,
  unread: () => [...NOTIFICATIONS_ROOT_KEY, 'unread'] as const,
};

export async function fetchNotifications(params: ListParams, signal?: AbortSignal) {
  const res = await api.get<{ data: NotificationsPage }>('/api/notifications', {
    query: {
      page: params.page,
      limit: params.limit ?? NOTIFICATIONS.pageSize,
      type: params.type || undefined,
    },
    signal,
    redirects,
    fallbackMessage: NOTIFICATION_MESSAGES.loadError,
  });
  return res.data;
}

export function notificationsQuery(params: ListParams) {
  return queryOptions({
    queryKey: notificationsKeys.list(params),
    queryFn: ({ signal }) => fetchNotifications(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useNotifications(params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQuery(params), enabled: options.enabled ?? true });
}

export const unreadCountQuery = queryOptions({
  queryKey: notificationsKeys.unread(),
  queryFn: async ({ signal }) => {
    const res = await api.get<{ data: { count: number } }>('/api/notifications/unread', {
      signal,
      redirects,
    });
    return res.data.count;
  },
  staleTime: 15_000,
});

/**
 * The unread count for the bell. Live events keep it fresh; while the live connection is down
 * (`live` false) it also polls every minute.
 */
export function useUnreadCount({ live = true }: { live?: boolean } = {}) {
  return useQuery({
    ...unreadCountQuery,
    refetchInterval: live ? false : 60_000,
    refetchOnWindowFocus: true,
  });
}

// ---------------------------------------------------------------------------------------------
// Marking read (optimistic)
// ---------------------------------------------------------------------------------------------

type Snapshot = [readonly unknown[], unknown][];

function snapshot(client: QueryClient): Snapshot {
  return client.getQueriesData({ queryKey: notificationsKeys.all });
}

function restore(client: QueryClient, data: Snapshot) {
  for (const [key, value] of data) client.setQueryData(key, value);
}

function patchLists(client: QueryClient, patch: (n: Notification) => Notification) {
  client.setQueriesData<NotificationsPage>({ queryKey: notificationsKeys.lists() }, (page) =>
    page ? { ...page, notifications: page.notifications.map(patch) } : page,
  );
}

/** Was this notification unread in any cached list? */
function cachedUnread(client: QueryClient, id: string): boolean | undefined {
  for (const [, page] of client.getQueriesData<NotificationsPage>({ queryKey: notificationsKeys.lists() })) {
    const found = page?.notifications.find((n) => n.id === id);
    if (found) return found.readAt === null;
  }
  return undefined;
}

export interface MarkReadVariables {
  id: string;
  /** Known unread (e.g. a live notification): the badge drops at once even if no list holds it. */
  unread?: boolean;
}

/**
 * Marks one notification read: lists and badge update at once, roll back on failure, and
 * everything under ['notifications'] is refreshed afterwards. `silent` skips the error toast
 * (automatic marking).
 */
export async function markNotificationRead(
  client: QueryClient,
  { id, unread }: MarkReadVariables,
  { silent = false }: { silent?: boolean } = {},
): Promise<void> {
  await client.cancelQueries({ queryKey: notificationsKeys.all });
  const before = snapshot(client);
  const wasUnread = cachedUnread(client, id) ?? unread ?? false;
  const now = new Date().toISOString();
  patchLists(client, (n) => (n.id === id && !n.readAt ? { ...n, readAt: now } : n));
  if (wasUnread) {
    client.setQueryData<number>(notificationsKeys.unread(), (c) => (c ? Math.max(0, c - 1) : c));
  }
  try {
    await api.post(`/api/notifications/${encodeURIComponent(id)}/mark-as-read`, undefined, {
      redirects,
      fallbackMessage: NOTIFICATION_MESSAGES.markOneFailed,
    });
  } catch (error) {
    restore(client, before);
    if (!silent) notify.error(NOTIFICATION_MESSAGES.markOneFailed);
    else console.warn('[notifications] automatic mark-as-read failed', error);
    throw error;
  } finally {
    void client.invalidateQueries({ queryKey: notificationsKeys.all });
  }
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: MarkReadVariables) => markNotificationRead(client, variables),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await api.post<{ data: { count: number } }>(
        '/api/notifications/mark-all-as-read',
        undefined,
        {
          redirects,
          fallbackMessage: NOTIFICATION_MESSAGES.markAllFailed,
        },
      );
      return res.data.count;
    },
    onMutate: async () => {
      await client.cancelQueries({ queryKey: notificationsKeys.all });
      const before = snapshot(client);
      const now = new Date().toISOString();
      patchLists(client, (n) => (n.readAt ? n : { ...n, readAt: now }));
      client.setQueryData<number>(notificationsKeys.unread(), 0);
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context) restore(client, context.before);
      notify.error(NOTIFICATION_MESSAGES.markAllFailed);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/** Staff only: sends a test notification to yourself; it arrives through the live channel. */
export function useSendTestNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TestNotificationBody = {}) => {
      const res = await api.post<{ data: Notification }>('/api/notifications/test', body, {
        redirects: false,
        fallbackMessage: 'Failed to send the test notification',
      });
      return res.data;
    },
    onError: (error) => notify.error('Failed to send the test notification', error.message),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
