import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Contact, contactFields } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** What the API takes inside {contact}: the parsed dialog (empty texts are null). */
export type ContactBody = z.output<typeof contactFields>;

type SaveContact = { customerId: string; contactId?: string; contact: ContactBody };

/**
 * POST /api/customer/{id}/contact {contact} (new) or PUT /api/customer/{id}/contact/{contactId};
 * the customer's detail (which holds the contacts) is refreshed.
 */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, contactId, contact }: SaveContact) =>
      contactId
        ? apiFetch<Contact>(`/api/customer/${customerId}/contact/${contactId}`, {
            method: 'PUT',
            body: { contact },
          })
        : apiFetch<Contact>(`/api/customer/${customerId}/contact`, {
            method: 'POST',
            body: { contact },
          }),
    onSuccess: (_saved, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  });
}
