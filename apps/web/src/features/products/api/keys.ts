/** Query keys of the product catalogue; `all` also covers the stock pages' product reads. */
export const productKeys = {
  all: ['products'] as const,
  list: (query: unknown) => [...productKeys.all, 'list', query] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  config: () => ['config', 'product'] as const,
};
