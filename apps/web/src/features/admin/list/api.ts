/** Staff list calls: one page of a list (search, limit/offset) and retry/cancel on one of its rows. */
import { ADMIN_LIST_PAGE_SIZE, type AdminCommand } from '@packsmith/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every staff list sits under this key: a retry on one list changes rows on the others too. */
const LISTS = ['admin', 'lists'] as const;

export function useAdminList<Page>(path: string, q: string, page: number) {
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
