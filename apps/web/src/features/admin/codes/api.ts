/** Staff calls for promo codes (/api/admin/codes). */
import type { CreatePromoCodeBody, PromoCode } from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const key = ['admin', 'codes'] as const;

export function usePromoCodes() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<{ data: PromoCode[] }>('/api/admin/codes')).data,
  });
}

export function useCreatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromoCodeBody) =>
      api.post<{ data: PromoCode; message: string }>('/api/admin/codes', body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
