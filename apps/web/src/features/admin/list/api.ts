/** Staff list calls: one page of a list (search, limit/offset) and retry/cancel on one of its rows. */
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminCommand,
  type DesignStatus,
  isDesignStatusActive,
} from '@packsmith/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every staff list sits under this key: a retry on one list changes rows on the others too. */
const LISTS = ['admin', 'lists'] as const;

/** While a row is still running, the list looks again this often (staff watch a retry finish). */
const ACTIVE_REFRESH_MS = 5000;

export function useAdminList<Page>(
  path: string,
  q: string,
  page: number,
  /** Rows with a status: while one is still running (pending, processing…) the page looks again. */
  rowsOf: (page: Page) => { status: DesignStatus | string }[],
) {
  return useQuery({
    queryKey: [...LISTS, path, { q, page }],
    queryFn: async () =>
      (
        await api.get<{ data: Page }>(path, {
          query: {
            q: q || undefined,
            limit: ADMIN_LIST_PAGE_SIZE,
            offset: (page - 1) * ADMIN_LIST_PAGE_SIZE,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data && rowsOf(query.state.data).some((row) => isDesignStatusActive(row.status))
        ? ACTIVE_REFRESH_MS
        : false,
  });
}

export function useAdminCommand(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, command }: { id: string; command: AdminCommand }) =>
      api.post<{ message: string }>(`${path}/${id}/${command}`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: LISTS }),
  });
}

/** PATCH one row of a list (a product request's decision); every list refreshes after. */
export function useAdminPatch<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: Body }) =>
      api.patch<{ message: string }>(`${path}/${id}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: LISTS }),
  });
}
