import type { Container, SemenLotDetail, SemenModification } from '@stalboek/domain';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';

const id = (n: number) => `7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e${String(n).padStart(2, '0')}`;

export const stallion = { _id: id(1), name: 'Cassini' };
export const owner = { _id: id(2), name: 'Stal De Wit' };
export const buyer = { _id: id(3), name: 'Jan Janssens' };

export const vat: Container = {
  _id: id(4),
  name: 'Vat 1',
  available_places: 3,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

export function modification(n: number, over: Partial<SemenModification> = {}): SemenModification {
  return {
    _id: id(60 + n),
    type: 'Create',
    action: 'add',
    amount: 10,
    owner,
    stallion,
    date: '2025-03-01T11:00:00.000Z',
    corrects: null,
    correctedBy: null,
    splitLot: null,
    case: null,
    createdBy: 'Dr. Peeters',
    createdAt: '2025-03-01T11:00:00.000Z',
    ...over,
  };
}

/** Lot n of Cassini, owned by Stal De Wit, in Vat 1; 10 straws made, `current_inventory` left. */
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
    location: { container: { _id: vat._id, name: vat.name }, tube: 2, position: 'Boven' },
    initial_inventory: 10,
    current_inventory: 8,
    color: 'Rood',
    concentration: null,
    motility: null,
    progress: null,
    velocity: null,
    pail: null,
    viability: null,
    splitFrom: null,
    createdAt: '2025-03-01T11:00:00.000Z',
    updatedAt: '2025-03-01T11:00:00.000Z',
    modifications: [modification(1)],
    ...over,
  };
}

/** The horse of ?horse={id} (GET /api/horse/{id}), as much of it as the semen pages read. */
export const stallionHorse = {
  _id: stallion._id,
  name: stallion.name,
  type: 'Hengst',
  owner,
  stud_horse: true,
};

/**
 * A fake API for the semen screens: containers, colours, the customer and horse searches, the
 * stallion, `lots` for GET /api/semen (and by id); `other` answers first (writes, errors).
 */
export function semenApi(
  lots: SemenLotDetail[],
  other: (call: FetchCall) => FetchReply | undefined = () => undefined,
) {
  return (call: FetchCall): FetchReply => {
    const answer = other(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/nitrogen-container') return { body: { results: [vat], total: 1 } };
    if (path === '/api/config/colors') return { body: { colors: ['Rood', 'Blauw'] } };
    if (path === '/api/customer/search')
      return { body: { results: [{ _id: buyer._id, displayName: buyer.name }] } };
    if (path === '/api/horse/search') return { body: { results: [stallionHorse] } };
    if (path === `/api/horse/${stallion._id}`) return { body: stallionHorse };
    if (path === '/api/semen' && call.method === 'GET')
      return { body: { results: lots, total: lots.length } };
    const byId = lots.find((l) => path === `/api/semen/${l._id}`);
    if (byId && call.method === 'GET') return { body: { semenCollection: byId } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Niet gevonden' } };
  };
}
