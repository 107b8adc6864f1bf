import type { ResearchSheetListItem } from '@stalboek/domain';
import type { FetchCall } from '../../../components/test/mockFetch.ts';

export const HORSE = '33333333-3333-4333-8333-333333333333';
export const CASE = '22222222-2222-4222-8222-222222222222';

/** `n` sheets of the horse, newest first as the API sorts them. */
export const sheets = (n: number): ResearchSheetListItem[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `00000000-0000-4000-8000-0000000001${String(10 + i)}`,
    case: { _id: CASE, reference: '2026-00042' },
    horse: { _id: HORSE, name: 'Fleur' },
    client: { _id: '66666666-6666-4666-8666-666666666666', name: 'Jan Janssens' },
    doctor: 'Dr. Claes',
    researchDate: new Date(2026, 10, 30 - i, 9).toISOString(),
    billable: i % 2 === 0,
  }));

/** GET /api/researchSheet answers the asked page of `all`. */
export function sheetsApi(all: ResearchSheetListItem[]) {
  return (call: FetchCall) => {
    if (call.url.pathname === `/api/horse/${HORSE}`)
      return {
        body: { _id: HORSE, name: 'Fleur', type: 'Merrie', death: false, surrogate: false },
      };
    if (call.url.pathname === '/api/researchSheet') {
      const page = Number(call.url.searchParams.get('page'));
      const limit = Number(call.url.searchParams.get('limit'));
      return { body: { results: all.slice((page - 1) * limit, page * limit), total: all.length } };
    }
    return { body: { results: [], total: 0 } };
  };
}

export const sheetCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/researchSheet').map((c) => c.url.searchParams);
