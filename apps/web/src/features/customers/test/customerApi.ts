import type { CustomerDetail } from '@stalboek/domain';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';

const base = {
  first_name: null,
  last_name: null,
  company: null,
  tva: null,
  vat_liability: null,
  language: 'NL',
  email: null,
  telephone_mobile: null,
  telephone_fixed: null,
  addressLine: 'Grote Markt 4',
  zip: '3440',
  city: 'Zoutleeuw',
  country: 'BE',
  teamleaderId: null,
  contacts: [],
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
} as const;

export const person: CustomerDetail = {
  ...base,
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c11',
  type: 'particulier',
  first_name: 'Jan',
  last_name: 'Janssens',
  displayName: 'Jan Janssens',
  email: 'jan@example.be',
  telephone_mobile: '+32475123456',
  contacts: [],
};

export const company: CustomerDetail = {
  ...base,
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c22',
  type: 'bedrijf',
  company: 'Stoeterij De Kapel BV',
  displayName: 'Stoeterij De Kapel BV',
  tva: 'BE0471650622',
  vat_liability: 'vat_liable',
  contacts: [
    {
      _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c33',
      first_name: 'Lien',
      last_name: 'Claes',
      telephone: '+3211223344',
      email: null,
      role: 'Eigenaar bedrijf',
    },
  ],
};

const config: Record<string, unknown> = {
  '/api/config/vatLiability': {
    vatLiability: [
      { value: 'unknown', label: 'Onbekend' },
      { value: 'vat_liable', label: 'Btw-plichtig in België' },
    ],
  },
  '/api/config/contacts': { roles: ['Eigenaar bedrijf', 'Boekhouder'] },
  '/api/config/countries': {
    countries: [
      { code: 'BE', name: 'België' },
      { code: 'NL', name: 'Nederland' },
      { code: 'FR', name: 'Frankrijk' },
    ],
  },
};

/**
 * A fake customers API for component tests: the config lists, the given customers by id, their
 * (no) horses and embryos, and `other` for anything else (writes, errors).
 */
export function customerApi(
  customers: CustomerDetail[] = [person, company],
  other: (call: FetchCall) => FetchReply | undefined = () => undefined,
) {
  return (call: FetchCall): FetchReply => {
    const answer = other(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (config[path]) return { body: config[path] };
    if (path === '/api/customer') {
      const type = call.url.searchParams.get('type');
      const found = customers.filter((c) => !type || c.type === type);
      return { body: { customers: found, total: found.length } };
    }
    if (/\/horse$/.test(path)) return { body: { horses: [], total: 0 } };
    if (/\/embryos$/.test(path)) return { body: { results: [], total: 0 } };
    // The customer's semen lots (semen module).
    if (path === '/api/semen') return { body: { results: [], total: 0 } };
    // The customer's cases and research sheets (cases module).
    if (path === '/api/case' || path === '/api/researchSheet')
      return { body: { results: [], total: 0 } };
    const byId = customers.find((c) => path === `/api/customer/${c._id}`);
    if (byId && call.method === 'GET') return { body: byId };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Niet gevonden' } };
  };
}
