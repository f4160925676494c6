import {
  type AddPrintReadyFiles,
  type AdminPrintReadyRequest,
  type CreatePrintReadyRequest,
  PRINT_READY_QUERY_KEY,
  type PrintReadyCheckout,
  type PrintReadyRequest,
} from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const printReadyKeys = {
  all: PRINT_READY_QUERY_KEY,
  mine: [...PRINT_READY_QUERY_KEY, 'mine'] as const,
  one: (id: string) => [...PRINT_READY_QUERY_KEY, 'one', id] as const,
};

/** The user's orders, newest first (refetched when the delivery notification arrives). */
export function useMyPrintReadyOrders() {
  return useQuery({
    queryKey: printReadyKeys.mine,
    queryFn: () => api.get<{ data: PrintReadyRequest[] }>('/api/print-ready/requests'),
    select: (r) => r.data,
  });
}

export function usePrintReadyOrder(id: string | null) {
  return useQuery({
    queryKey: printReadyKeys.one(id ?? ''),
    queryFn: () =>
      api.get<{ data: PrintReadyRequest }>(`/api/print-ready/requests/${encodeURIComponent(id!)}`, {
        redirects: { 404: false },
      }),
    select: (r) => r.data,
    enabled: Boolean(id),
  });
}

export function useCreatePrintReadyOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrintReadyRequest) =>
      api.post<{ data: PrintReadyRequest; message: string }>('/api/print-ready/requests', body, {
        redirects: { 404: false },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: printReadyKeys.all }),
  });
}

/** A checkout address for the order at the server's price. */
export function usePayPrintReadyOrder() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ data: PrintReadyCheckout }>(
        `/api/print-ready/requests/${encodeURIComponent(id)}/pay`,
        {},
        {
          redirects: { 404: false },
        },
      ),
  });
}

/** The customer cancels an order nobody has started (a paid one is refunded). */
export function useCancelPrintReadyOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ data: PrintReadyRequest; message: string }>(
        `/api/print-ready/requests/${encodeURIComponent(id)}/cancel`,
        {},
        { redirects: { 404: false } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: printReadyKeys.all }),
  });
}

/** Staff: assign, attach files, deliver or refund one request; every staff list refreshes after. */
export function usePrintReadyStaffAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body = {},
    }: {
      id: string;
      action: 'assign' | 'files' | 'deliver' | 'refund';
      body?: AddPrintReadyFiles | Record<string, never>;
    }) =>
      api.post<{ data: AdminPrintReadyRequest; message: string }>(
        `/api/admin/print-ready/${encodeURIComponent(id)}/${action}`,
        body,
        { redirects: { 404: false } },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'lists'] }),
  });
}
