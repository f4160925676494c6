import type { TourId, UserTour } from '@packsmith/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['user-tours'] as const;

/** The signed-in person's tours (which they asked not to see again). */
export function useUserTours() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get<{ data: UserTour[] }>('/api/user-tours', { redirects: false })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Keeps "Don't show again" on the server; the list here follows at once. */
export function useSaveTour() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tourId, doNotShow }: UserTour) =>
      api.put<{ data: UserTour }>(`/api/user-tours/${tourId}`, { doNotShow }, { redirects: false }),
    onMutate: ({ tourId, doNotShow }: { tourId: TourId; doNotShow: boolean }) =>
      client.setQueryData<UserTour[]>(KEY, (old) =>
        old?.map((t) => (t.tourId === tourId ? { ...t, doNotShow } : t)),
      ),
  });
}
