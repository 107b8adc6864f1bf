import { useQuery } from '@tanstack/react-query';
import { CONTACT_ROLES, VAT_LIABILITIES } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export type Option = { value: string; label: string };
export type Country = { code: string; name: string };

const HOUR = 60 * 60 * 1000;
// The domain's own lists stand in until the server answers, so a form never waits for them.
const vatPlaceholder: Option[] = Object.entries(VAT_LIABILITIES).map(([value, label]) => ({
  value,
  label,
}));
const countryPlaceholder: Country[] = [{ code: 'BE', name: 'België' }];

/** GET /api/config/vatLiability: the VAT liabilities with Dutch labels. */
export function useVatLiabilities() {
  return useQuery({
    queryKey: customerKeys.config('vatLiability'),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ vatLiability: Option[] }>('/api/config/vatLiability', { signal }))
        .vatLiability,
    placeholderData: vatPlaceholder,
    staleTime: HOUR,
  });
}

/** GET /api/config/contacts: the contact roles. */
export function useContactRoles() {
  return useQuery({
    queryKey: customerKeys.config('contacts'),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ roles: string[] }>('/api/config/contacts', { signal })).roles,
    placeholderData: [...CONTACT_ROLES],
    staleTime: HOUR,
  });
}

/** GET /api/config/countries: every country with its Dutch name, België first. */
export function useCountries() {
  return useQuery({
    queryKey: customerKeys.config('countries'),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ countries: Country[] }>('/api/config/countries', { signal })).countries,
    placeholderData: countryPlaceholder,
    staleTime: HOUR,
  });
}
