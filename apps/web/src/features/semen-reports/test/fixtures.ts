import type { Customer, Horse, SemenLotDetail, SemenModification } from '@stalboek/domain';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';

const id = (n: number) => `5d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5${String(n).padStart(2, '0')}`;

export const stallion = { _id: id(1), name: 'Cassini' };
export const owner = { _id: id(2), name: 'Stal De Wit' };
export const buyer = { _id: id(3), name: 'Jan Janssens' };
export const lateBuyer = { _id: id(4), name: 'Haras du Nord' };

export const stallionHorse = {
  _id: stallion._id,
  name: stallion.name,
  type: 'Hengst',
  ueln: '056002W00012345',
  microchip: '981100004567890',
} as unknown as Horse;

export function customer(ref: { _id: string; name: string }, over: Partial<Customer> = {}) {
  return {
    _id: ref._id,
    displayName: ref.name,
    addressLine: 'Kerkstraat 1',
    zip: '3000',
    city: 'Leuven',
    country: 'BE',
    ...over,
  } as Customer;
}

let seq = 0;
/** A modification of Cassini; `at` orders them (createdAt). */
export function mod(over: Partial<SemenModification> & { at: string }): SemenModification {
  seq += 1;
  const { at, ...rest } = over;
  return {
    _id: id(60 + (seq % 40)),
    type: 'Create',
    action: 'add',
    amount: 10,
    owner,
    stallion,
    date: at,
    corrects: null,
    correctedBy: null,
    splitLot: null,
    case: null,
    createdBy: 'Dr. Peeters',
    createdAt: at,
    ...rest,
  };
}

export function lot(n: number, over: Partial<SemenLotDetail> = {}): SemenLotDetail {
  return {
    _id: id(20 + n),
    lotNumber: `L-${n}`,
    stallion,
    owner,
    type: 'Productie',
    production_date: '2025-03-01T11:00:00.000Z',
    import_date: null,
    export_date: null,
    last_invoice_date: null,
    empty_date: null,
    export_type: 'EU',
    location: { container: { _id: id(9), name: 'Vat 1' }, tube: 2, position: 'Boven' },
    initial_inventory: 10,
    current_inventory: 8,
    color: null,
    concentration: null,
    motility: null,
    progress: null,
    velocity: null,
    pail: null,
    viability: null,
    splitFrom: null,
    createdAt: '2025-03-01T11:00:00.000Z',
    updatedAt: '2025-03-01T11:00:00.000Z',
    modifications: [mod({ at: '2025-03-01T11:00:00.000Z' })],
    ...over,
  };
}

const notFound: FetchReply = {
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message: 'Sperma lot niet gevonden' },
};

/**
 * A fake API for the semen reports: the lots (list and by id), the stallion, the customers
 * (search and by id); `calculations` come with the report list.
 */
export function reportApi(lots: SemenLotDetail[], customers: Customer[] = []) {
  return (call: FetchCall): FetchReply => {
    const path = call.url.pathname;
    if (path === '/api/semen') {
      const withMods = call.url.searchParams.get('modifications') === 'true';
      const list = lots.map(({ modifications, ...l }) => (withMods ? { ...l, modifications } : l));
      const init = lots.reduce((s, l) => s + l.initial_inventory, 0);
      const curr = lots.reduce((s, l) => s + l.current_inventory, 0);
      const calculations = {
        total_init_inventory: init,
        total_curr_inventory: curr,
        total_stock_reduction: init - curr,
      };
      return { body: { results: list, total: list.length, calculations } };
    }
    const byId = lots.find((l) => path === `/api/semen/${l._id}`);
    if (byId) return { body: { semenCollection: byId } };
    if (path.startsWith('/api/semen/')) return notFound;
    if (path === `/api/horse/${stallion._id}`) return { body: stallionHorse };
    if (path === '/api/horse/search') return { body: { results: [stallionHorse] } };
    if (path === '/api/customer/search') return { body: { results: customers } };
    const c = customers.find((x) => path === `/api/customer/${x._id}`);
    if (c) return { body: c };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Niet gevonden' } };
  };
}
