export const HORSE_TABS = [
  'general',
  'labo',
  'passport',
  'embryos',
  'semen',
  'lodgings',
  'transactions',
  'research',
] as const;
export type HorseTab = (typeof HORSE_TABS)[number];

export const TAB_LABELS: Record<HorseTab, string> = {
  general: 'Algemene gegevens',
  labo: 'Labo-resultaten',
  passport: 'Paspoort',
  embryos: "Embryo's",
  semen: 'Sperma',
  lodgings: 'Verblijven',
  transactions: 'Transacties',
  research: 'Onderzoeksfiches',
};

export type TabContext = { saved: boolean; surrogate: boolean; stud: boolean };

/**
 * Spec 01 "Horse detail": lab results only when saved, embryos only for surrogates, semen only
 * for stud horses. Until the horse is saved only the general tab can be opened.
 */
export function visibleTabs({ saved, surrogate, stud }: TabContext) {
  return HORSE_TABS.filter(
    (tab) =>
      (tab !== 'labo' || saved) && (tab !== 'embryos' || surrogate) && (tab !== 'semen' || stud),
  ).map((tab) => ({ tab, label: TAB_LABELS[tab], disabled: !saved && tab !== 'general' }));
}

/** The URL after switching tab: surrogates get inactive=true, stud horses hideEmpty=true. */
export function tabQuery(
  current: URLSearchParams,
  tab: HorseTab,
  ctx: TabContext & { type?: string },
) {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  if (ctx.type) next.set('type', ctx.type);
  if (ctx.surrogate) {
    next.set('surrogate', 'true');
    next.set('inactive', 'true');
  }
  if (ctx.stud) {
    next.set('stud', 'true');
    next.set('hideEmpty', 'true');
  }
  return next;
}
