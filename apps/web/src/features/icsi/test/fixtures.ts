import type { Container, IcsiLotDetail } from '@stalboek/domain';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';

const id = (n: number) => `5a1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e${String(n).padStart(2, '0')}`;

export const mare = { _id: id(1), name: 'Bella' };
export const stallion = { _id: id(2), name: 'Cassini' };
export const owner = { _id: id(3), name: 'Stal De Wit' };

export const vat: Container = {
  _id: id(4),
  name: 'Vat 1',
  available_places: 3,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

/** Lot n 'IC-{n}' of Bella × Cassini, owned by Stal De Wit, in Vat 1 koker 2 (Boven): 3 embryos. */
export function icsiLot(n: number, over: Partial<IcsiLotDetail> = {}): IcsiLotDetail {
  const code = over.code ?? `IC-${n}`;
  return {
    _id: id(20 + n),
    code,
    amount: 3,
    owner,
    donor_mare: mare,
    donor_stallion: stallion,
    collectionDate: '2025-03-01T11:00:00.000Z',
    traces: true,
    collectionColor: 'Rood',
    location: { container: { _id: vat._id, name: vat.name }, tube: 2, position: 'Boven' },
    activeEmbryos: 3,
    createdAt: '2025-03-02T11:00:00.000Z',
    updatedAt: '2025-03-04T11:00:00.000Z',
    embryos: [1, 2, 3].map((e) => ({
      _id: id(40 + e),
      code: `${e}-${code}`,
      active: true,
      damaged: false,
    })),
    ...over,
  };
}

const horse = (h: { _id: string; name: string }, type: string) => ({ ...h, type, owner });

/**
 * A fake API for the ICSI lot screens: containers, the customer and horse searches (by type),
 * the horses by id, `lots` for GET /api/icsi (and by id), an empty embryo list; `other` answers
 * first (writes, errors).
 */
export function icsiApi(
  lots: IcsiLotDetail[],
  other: (call: FetchCall) => FetchReply | undefined = () => undefined,
) {
  return (call: FetchCall): FetchReply => {
    const answer = other(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/nitrogen-container') return { body: { results: [vat], total: 1 } };
    if (path === '/api/customer/search')
      return { body: { results: [{ _id: owner._id, displayName: owner.name }] } };
    if (path === '/api/horse/search') {
      const type = call.url.searchParams.get('type');
      const horses = type === 'Hengst' ? [horse(stallion, 'Hengst')] : [horse(mare, 'Merrie')];
      return { body: { results: horses } };
    }
    if (path === `/api/horse/${mare._id}`) return { body: horse(mare, 'Merrie') };
    if (path === `/api/horse/${stallion._id}`) return { body: horse(stallion, 'Hengst') };
    if (path === '/api/icsi/embryos')
      return { body: { results: [], total: 0, donor_mare: null, donor_stallion: null } };
    if (path === '/api/icsi' && call.method === 'GET')
      return { body: { results: lots, total: lots.length } };
    const byId = lots.find((l) => path === `/api/icsi/${l._id}`);
    if (byId && call.method === 'GET') return { body: { icsi: byId } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Niet gevonden' } };
  };
}
