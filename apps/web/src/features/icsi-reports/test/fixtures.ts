import type { Customer, Embryo, EmbryoHistoryItem, Horse, IcsiLotDetail } from '@stalboek/domain';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';

const id = (n: number) => `7a1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5${String(n).padStart(2, '0')}`;

export const owner = { _id: id(1), name: 'Stal De Wit' };
export const buyer = { _id: id(2), name: 'Jan Janssens' };
export const lateBuyer = { _id: id(3), name: 'Haras du Nord' };
export const mare = { _id: id(4), name: 'Bella' };
export const stallion = { _id: id(5), name: 'Cassini' };
export const surrogate = { _id: id(6), name: 'Draagmoeder 12' };
const container = { _id: id(7), name: 'Vat 1' };
const lotRef = { _id: id(8), code: 'AB12' };

export const mareHorse = {
  _id: mare._id,
  name: mare.name,
  type: 'Merrie',
  ueln: null,
  microchip: '981100000000001',
} as unknown as Horse;
export const stallionHorse = {
  _id: stallion._id,
  name: stallion.name,
  type: 'Hengst',
  ueln: '056002W00012345',
  microchip: null,
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

export const lot: IcsiLotDetail = {
  _id: lotRef._id,
  code: lotRef.code,
  amount: 3,
  owner,
  donor_mare: mare,
  donor_stallion: stallion,
  collectionDate: '2025-05-01T10:00:00.000Z',
  traces: false,
  collectionColor: 'Rood',
  location: { container, tube: 2, position: 'Boven' },
  activeEmbryos: 1,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  embryos: [1, 2, 3].map((n) => ({
    _id: id(20 + n),
    code: `${n}-AB12`,
    active: n === 3,
    damaged: false,
  })),
};

/** Embryo n of lot AB12 ('n-AB12'), exported on 3 February 2026 unless `over` says otherwise. */
export function embryo(n: number, over: Partial<Embryo> = {}): Embryo {
  return {
    _id: id(20 + n),
    code: `${n}-AB12`,
    lot: lotRef,
    donor_mare: mare,
    donor_stallion: stallion,
    active: false,
    damaged: false,
    traces: true,
    color: 'Rood',
    location: { container, tube: 2, position: 'Boven' },
    owner,
    surrogate: null,
    transferDate: null,
    lostDate: null,
    exportDate: '2026-02-03T11:00:00.000Z',
    importedAt: '2025-05-01T10:00:00.000Z',
    last_invoice_date: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    updatedAt: '2026-02-03T11:00:00.000Z',
    ...over,
  };
}

let seq = 0;
/** A history row of embryo `e` on the day `date` (written at that time). */
export function history(
  e: Embryo,
  type: EmbryoHistoryItem['type'],
  date: string,
  over: Partial<EmbryoHistoryItem> = {},
): EmbryoHistoryItem {
  seq += 1;
  return {
    _id: id(60 + (seq % 40)),
    type,
    date,
    embryo: { _id: e._id, code: e.code, lot: e.lot, donor_mare: e.donor_mare },
    surrogate: null,
    customer: null,
    location: null,
    inHouse: false,
    note: null,
    createdBy: 'Dr. Peeters',
    createdAt: date,
    ...over,
  };
}

const notFound = (message: string): FetchReply => ({
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message },
});

/**
 * A fake API for the ICSI reports: the lot, the embryos by id, their history (per embryo, and
 * the stock report's movements filtered by type as the server does), donors and customers.
 */
export function reportApi(
  embryos: Embryo[],
  rows: EmbryoHistoryItem[],
  customers: Customer[] = [],
) {
  return (call: FetchCall): FetchReply => {
    const path = call.url.pathname;
    const q = call.url.searchParams;
    if (path === '/api/icsi/history') {
      return { body: { results: rows.filter((r) => r.embryo._id === q.get('embryoId')) } };
    }
    if (path === '/api/icsi/embryos/history') {
      const types = q.getAll('type');
      const shown = rows.filter((r) =>
        (types.length ? types : ['import', 'transfer', 'export']).includes(r.type),
      );
      const count = (t: string) => shown.filter((r) => r.type === t).length;
      const calculations = {
        import: count('import'),
        transfer: count('transfer'),
        export: count('export'),
      };
      return { body: { results: shown, total: shown.length, calculations } };
    }
    const e = embryos.find((x) => path === `/api/icsi/embryo/${x._id}`);
    if (e) return { body: { embryo: e } };
    if (path.startsWith('/api/icsi/embryo/')) return notFound('Embryo niet gevonden');
    if (path === `/api/icsi/${lot._id}`) return { body: { icsi: lot } };
    if (path.startsWith('/api/icsi/')) return notFound('ICSI lot niet gevonden');
    if (path === `/api/horse/${mare._id}`) return { body: mareHorse };
    if (path === `/api/horse/${stallion._id}`) return { body: stallionHorse };
    if (path === '/api/horse/search') return { body: { results: [mareHorse] } };
    if (path === '/api/customer/search') return { body: { results: customers } };
    const c = customers.find((x) => path === `/api/customer/${x._id}`);
    if (c) return { body: c };
    return notFound('Niet gevonden');
  };
}
