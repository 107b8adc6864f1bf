import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { semenListResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import type { Query } from '../../../api/client.ts';
import { semenReportKeys } from './keys.ts';

export type StockReportResult = z.infer<typeof semenListResult>;
export type StockReportScope = {
  owner?: string | undefined;
  stallion?: string | undefined;
  /** With each lot's modifications (the toggle): the same call, one statement more. */
  modifications?: boolean;
};

/**
 * The stock report's call: every lot (limit -1) of the owner and/or stallion. No sortBy: the
 * report's own order is by production date with imported lots (no production date) last (docs/domain.md).
 */
export function stockReportQuery(scope: StockReportScope): Query {
  return {
    report: true,
    limit: -1,
    owner: scope.owner,
    stallion: scope.stallion,
    modifications: scope.modifications || undefined,
  };
}

/**
 * GET /api/semen?report=true (spec 02 §2): only once an owner or a stallion is chosen; the answer
 * carries the report's `calculations`.
 */
export function useStockReport(scope: StockReportScope) {
  const query = stockReportQuery(scope);
  return useQuery({
    queryKey: semenReportKeys.stock(query),
    queryFn: ({ signal }) => apiFetch<StockReportResult>('/api/semen', { query, signal }),
    enabled: Boolean(scope.owner || scope.stallion),
  });
}
