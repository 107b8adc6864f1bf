import { useQuery } from '@tanstack/react-query';
import type {
  NotificationTag,
  ReportType,
  TransactionAction,
  TransactionType,
} from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { treatmentKeys } from './keys.ts';

type Option<T extends string> = { value: T; label: string };

/** The config lists the advanced section offers, as the server gives them (spec 02 §7). */
export type ProtocolOptions = {
  transactionTypes: Option<TransactionType>[];
  transactionActions: Option<TransactionAction>[];
  transactionActionPerType: Record<TransactionType, TransactionAction[]>;
  notificationTags: Option<NotificationTag>[];
  reportTypes: ReportType[];
};

/**
 * GET /api/config/transactionTypes, /api/config/transactionActions, /api/config/notification
 * and /api/config/reportTypes, fetched together: the lists never change while the app runs.
 */
export function useProtocolOptions() {
  return useQuery({
    queryKey: treatmentKeys.options,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<ProtocolOptions> => {
      const [types, actions, tags, reports] = await Promise.all([
        apiFetch<{ transactionTypes: Option<TransactionType>[] }>('/api/config/transactionTypes', {
          signal,
        }),
        apiFetch<{
          transactionActions: Option<TransactionAction>[];
          transactionActionPerType: Record<TransactionType, TransactionAction[]>;
        }>('/api/config/transactionActions', { signal }),
        apiFetch<{ tags: Record<string, string> }>('/api/config/notification', { signal }),
        apiFetch<{ reportTypes: ReportType[] }>('/api/config/reportTypes', { signal }),
      ]);
      return {
        transactionTypes: types.transactionTypes,
        transactionActions: actions.transactionActions,
        transactionActionPerType: actions.transactionActionPerType,
        notificationTags: Object.entries(tags.tags).map(([value, label]) => ({
          value: value as NotificationTag,
          label,
        })),
        reportTypes: reports.reportTypes,
      };
    },
  });
}
