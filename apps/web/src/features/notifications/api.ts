import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';

/** GET /api/notification: active ones by expiration date (bell, dashboard lab block). */
export function useNotifications(limit: number, source?: 'labo') {
  return useQuery({
    queryKey: ['notifications', source ?? 'all', limit],
    queryFn: ({ signal }) =>
      apiFetch<{ results: Notification[]; total: number }>('/api/notification', {
        query: { active: true, sortBy: ['expirationDate'], sortDesc: [false], limit, source },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/notification/{id} {active: false}: closed, it leaves the lists. */
export function useCloseNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<Notification>(`/api/notification/${id}`, { method: 'PUT', body: { active: false } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
