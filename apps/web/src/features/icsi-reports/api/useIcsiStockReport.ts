import { useQuery } from '@tanstack/react-query';
import type { EmbryoMovementsResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { stockQuery } from '../stockReport.ts';
import type { IcsiStockScope } from '../stockReport.ts';
import { icsiReportKeys } from './keys.ts';

/** GET /api/icsi/embryos/history (spec 02 /report/icsi-stock): only once an owner or mare is chosen. */
export function useIcsiStockReport(scope: IcsiStockScope) {
  const query = stockQuery(scope);
  return useQuery({
    queryKey: icsiReportKeys.stock(query),
    queryFn: ({ signal }) =>
      apiFetch<EmbryoMovementsResult>('/api/icsi/embryos/history', { query, signal }),
    enabled: Boolean(scope.owner || scope.mare),
  });
}
