/** The tabs of /stock/{id}, kept in the query (`?tab=`, spec 02 §2). */
export type StockTab = 'details' | 'batches' | 'mods';

export const STOCK_TABS: { value: StockTab; label: string }[] = [
  { value: 'details', label: 'Details' },
  { value: 'batches', label: 'Loten' },
  { value: 'mods', label: 'Mods' },
];

/** The tab the query asks for; anything else is the details tab. */
export function stockTab(raw: string | null): StockTab {
  return STOCK_TABS.find((t) => t.value === raw)?.value ?? 'details';
}

/** Query keys that belong to one tab's list; switching tabs drops them. */
export const TAB_LIST_KEYS = ['page', 'limit', 'sortBy', 'sortDesc', 'remaining'];
