import type { Container, Embryo, EmbryoHistoryItem } from '@stalboek/domain';
import type { FetchCall, FetchReply } from '../../../../components/test/mockFetch.ts';

const id = (n: number) => `5e1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e${String(n).padStart(2, '0')}`;

export const mare = { _id: id(1), name: 'Flora' };
export const stallion = { _id: id(2), name: 'Cassini' };
export const otherStallion = { _id: id(3), name: 'Darco' };
export const owner = { _id: id(4), name: 'Stal De Wit' };
export const buyer = { _id: id(5), name: 'Jan Janssens' };
export const surrogate = { _id: id(6), name: 'Bella' };
export const lot = { _id: id(7), code: 'AB12' };

export const vat: Container = {
  _id: id(8),
  name: 'Vat 1',
  available_places: 4,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

/** Embryo n of lot AB12 (Flora × Cassini, Stal De Wit), active, in Vat 1 koker 2 (Boven). */
export function embryo(n: number, over: Partial<Embryo> = {}): Embryo {
  return {
    _id: id(20 + n),
    code: `${n}-${lot.code}`,
    lot,
    donor_mare: mare,
    donor_stallion: stallion,
    active: true,
    damaged: false,
    traces: false,
    color: 'Rood',
    location: { container: { _id: vat._id, name: vat.name }, tube: 2, position: 'Boven' },
    owner,
    surrogate: null,
    transferDate: null,
    lostDate: null,
    exportDate: null,
    importedAt: '2025-03-01T11:00:00.000Z',
    last_invoice_date: null,
    createdAt: '2025-03-01T11:00:00.000Z',
    updatedAt: '2025-03-02T11:00:00.000Z',
    ...over,
  };
}

/** A row of an embryo's history. */
export function historyItem(n: number, over: Partial<EmbryoHistoryItem> = {}): EmbryoHistoryItem {
  return {
    _id: id(60 + n),
    type: 'import',
    date: '2025-03-01T11:00:00.000Z',
    embryo: { _id: embryo(1)._id, code: embryo(1).code, lot, donor_mare: mare },
    surrogate: null,
    customer: owner,
    location: { container: { _id: vat._id, name: vat.name }, tube: 2, position: 'Boven' },
    inHouse: false,
    note: null,
    createdBy: 'Dr. Peeters',
    createdAt: '2025-03-01T11:00:00.000Z',
    ...over,
  };
}

const notFound: FetchReply = {
  status: 404,
  body: { statusCode: 404, error: 'Not Found', message: 'Niet gevonden' },
};

/**
 * A fake API for the embryo screens: `embryos` for every embryo list (a lot's, an owner's, a
 * horse's), the containers, the customer and surrogate searches; `other` answers first.
 */
export function embryoApi(
  embryos: Embryo[],
  other: (call: FetchCall) => FetchReply | undefined = () => undefined,
) {
  return (call: FetchCall): FetchReply => {
    const answer = other(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (call.method === 'GET' && /^\/api\/(icsi|customer\/[^/]+|horse\/[^/]+)\/embryos$/.test(path))
      return {
        body: { results: embryos, total: embryos.length, donor_mare: null, donor_stallion: null },
      };
    if (path === '/api/nitrogen-container') return { body: { results: [vat], total: 1 } };
    if (path === '/api/customer/search')
      return { body: { results: [{ _id: buyer._id, displayName: buyer.name }] } };
    if (path === '/api/horse/search')
      return { body: { results: [{ ...surrogate, type: 'Merrie', surrogate: true }] } };
    if (path === '/api/icsi/history') return { body: { results: [] } };
    return notFound;
  };
}

/** The calls of one method and path. */
export const callsTo = (calls: FetchCall[], method: string, path: string | RegExp) =>
  calls.filter(
    (c) =>
      c.method === method &&
      (typeof path === 'string' ? c.url.pathname === path : path.test(c.url.pathname)),
  );
