import type { TestApp } from '../../../test/helpers.ts';
import { embryoCodes } from '@stalboek/domain';
import { horseInput } from '../../../test/factories.ts';
import { daysAgo, semenFixtures } from '../semen/semen.fixture.ts';

export { daysAgo };

/** Donors, owners, containers and ICSI lots for the icsi tests, through the API. */
export function icsiFixtures(t: () => TestApp) {
  const semen = semenFixtures(t);
  let n = 0;
  const f = {
    ...semen,
    /** A donor mare, a donor stallion, an owner and a container of `tubes` tubes. */
    parties: async (tubes = 4) => ({
      mare: await semen.mare(),
      stallion: await semen.stallion(),
      owner: await semen.customer(),
      container: await semen.container(tubes),
    }),
    lotInput: (
      p: { mare: string; stallion: string; owner: string; container: string },
      over: Record<string, unknown> = {},
    ) => ({
      code: `ICSI-${++n}`,
      amount: 4,
      owner: p.owner,
      donor_mare: p.mare,
      donor_stallion: p.stallion,
      collectionDate: daysAgo(10),
      traces: false,
      collectionColor: 'Blauw',
      location: { container: p.container, tube: 1, position: 'Boven' },
      ...over,
    }),
    /** The body of POST /api/icsi: every embryo of the lot unless `codes` says which. */
    body: (icsi: { code: string; amount: number }, codes?: string[]) => ({
      icsi,
      embryoCodes: codes ?? embryoCodes(icsi.code, icsi.amount),
    }),
    create: (payload: unknown) =>
      t().api({ method: 'POST', url: '/api/icsi', payload: payload as object }),
    /** Parties and one lot of `amount` embryos, all of them made. */
    lot: async (amount = 4, over: Record<string, unknown> = {}) => {
      const parties = await f.parties();
      const icsi = f.lotInput(parties, { amount, ...over });
      const res = await f.create(f.body(icsi));
      if (res.statusCode !== 201) throw new Error(`lot: ${res.statusCode} ${res.body}`);
      return { ...parties, icsi, id: res.json().icsi._id as string, lot: res.json().icsi };
    },
    get: (id: string) => t().api({ method: 'GET', url: `/api/icsi/${id}` }),
    put: (id: string, icsi: unknown) =>
      t().api({ method: 'PUT', url: `/api/icsi/${id}`, payload: { icsi } as object }),
    remove: (id: string) => t().api({ method: 'DELETE', url: `/api/icsi/${id}` }),
    embryo: async (id: string) =>
      (await t().api({ method: 'GET', url: `/api/icsi/embryo/${id}` })).json().embryo,
    lots: async (query: string) =>
      (await t().api({ method: 'GET', url: `/api/icsi?${query}` })).json(),
    embryos: async (query: string) =>
      (await t().api({ method: 'GET', url: `/api/icsi/embryos?${query}` })).json(),
    /** A living surrogate mare (a mare marked surrogate). */
    surrogate: async (over: Record<string, unknown> = {}) => {
      const res = await t().api({
        method: 'POST',
        url: '/api/horse/create',
        payload: {
          horse: horseInput({
            name: `Draagmoeder ${++n}`,
            type: 'Merrie',
            surrogate: true,
            ...over,
          }),
        },
      });
      if (res.statusCode >= 300) throw new Error(`surrogate: ${res.statusCode} ${res.body}`);
      return res.json()._id as string;
    },
    transfer: (embryoId: string, surrogateId: string, transferDate = daysAgo(1)) =>
      t().api({
        method: 'POST',
        url: '/api/icsi/transfer',
        payload: { embryoId, surrogateId, transferDate },
      }),
    exportEmbryos: (payload: Record<string, unknown>) =>
      t().api({ method: 'POST', url: '/api/icsi/export', payload }),
    state: (lotId: string, embryoId: string, change: string, note = 'Reden') =>
      t().api({
        method: 'PUT',
        url: `/api/icsi/${lotId}/${embryoId}/${change}`,
        payload: { note },
      }),
    update: (embryoId: string, payload: Record<string, unknown>) =>
      t().api({ method: 'PUT', url: `/api/icsi/embryo/${embryoId}`, payload }),
    history: async (query: string) =>
      (await t().api({ method: 'GET', url: `/api/icsi/history?${query}` })).json(),
  };
  return f;
}
