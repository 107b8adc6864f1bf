/** The tabs of /customer/{id}, kept in the URL's hash (#general, #contacts, ...). */
export type CustomerTab = 'general' | 'contacts' | 'horses' | 'embryos' | 'semen' | 'research';

export const CUSTOMER_TABS: { value: CustomerTab; label: string; companyOnly?: boolean }[] = [
  { value: 'general', label: 'Algemeen' },
  { value: 'contacts', label: 'Contactpersonen', companyOnly: true },
  { value: 'horses', label: 'Paarden' },
  { value: 'embryos', label: "Embryo's" },
  { value: 'semen', label: 'Sperma' },
  { value: 'research', label: 'Onderzoeken' },
];

/**
 * The tab the hash asks for, if the customer can show it: a new customer only has the general
 * tab, and only a company has contacts.
 */
export function activeTab(hash: string, exists: boolean, isCompany: boolean): CustomerTab {
  const wanted = CUSTOMER_TABS.find((t) => `#${t.value}` === hash);
  if (!wanted || !exists || (wanted.companyOnly && !isCompany)) return 'general';
  return wanted.value;
}
