import type { Query } from '../../../api/client.ts';

/** Under 'horses', so a change to any horse refreshes these lists too. */
export const horseReportKeys = {
  surrogates: (query: Query) => ['horses', 'surrogates', query] as const,
};
