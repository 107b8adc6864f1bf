/** Query keys of the pension types; `all` also covers the lists the lodging dialog asks. */
export const pensionKeys = {
  all: ['pensions'] as const,
  list: () => [...pensionKeys.all, 'list'] as const,
  detail: (id: string) => [...pensionKeys.all, 'detail', id] as const,
};
