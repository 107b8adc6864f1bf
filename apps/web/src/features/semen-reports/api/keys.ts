import type { Query } from '../../../api/client.ts';

/**
 * Query keys of the semen reports. They start with 'semen' (the semen module's `all`), so every
 * semen write reloads the reports too; horse and customer keys are those of their own modules,
 * so a horse or customer loaded there is known here.
 */
export const semenReportKeys = {
  deliveryLot: (id: string) => ['semen', 'delivery-lot', id] as const,
  stock: (query: Query) => ['semen', 'stock-report', query] as const,
  lotDetail: (id: string) => ['semen', 'lot', id] as const,
  horse: (id: string) => ['horses', 'detail', id] as const,
  customer: (id: string) => ['customers', 'detail', id] as const,
};
