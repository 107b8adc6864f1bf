import type { TestApp } from '../../../test/helpers.ts';
import { addBrusselsDays } from '@stalboek/domain';
import { companyInput, horseInput, personInput } from '../../../test/factories.ts';

/** The Belgian day `n` days before today, at 12:00 Brussels: how the API stores a date. */
export const daysAgo = (n: number) => addBrusselsDays(new Date(), -n).toISOString();

/** Stallions, customers, containers and lots for the semen tests, through the API. */
export function semenFixtures(t: () => TestApp) {
  const post = async (url: string, payload: unknown) => {
    const res = await t().api({ method: 'POST', url, payload: payload as object });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  let n = 0;
  const f = {
    stallion: async (name = `Hengst ${++n}`) =>
      (
        await post('/api/horse/create', {
          horse: horseInput({ name, type: 'Hengst', stud_horse: true }),
        })
      )._id as string,
    mare: async (name = `Merrie ${++n}`) =>
      (await post('/api/horse/create', { horse: horseInput({ name, type: 'Merrie' }) }))
        ._id as string,
    customer: async (last_name = `Klant ${++n}`) =>
      (await post('/api/customer', { customer: personInput({ last_name }) }))._id as string,
    company: async (company = `Stoeterij ${++n}`) =>
      (await post('/api/customer', { customer: companyInput({ company }) }))._id as string,
    container: async (tubes = 4) =>
      (await post('/api/nitrogen-container', { name: `Vat ${++n}`, available_places: tubes }))
        ._id as string,
    lotBody: (
      p: { stallion: string; owner: string; container: string },
      over: Record<string, unknown> = {},
    ) => ({
      lotNumber: `L-${++n}`,
      stallion: p.stallion,
      owner: p.owner,
      type: 'Productie',
      production_date: daysAgo(30),
      location: { container: p.container, tube: 1, position: 'Boven' },
      initial_inventory: 10,
      motility: 60,
      ...over,
    }),
    createLot: (body: Record<string, unknown>) =>
      t().api({ method: 'POST', url: '/api/semen', payload: { semenCollection: body } }),
    /** A stallion, its owner, a container and one lot of `straws` straws. */
    lot: async (straws = 10, over: Record<string, unknown> = {}) => {
      const parties = {
        stallion: await f.stallion(),
        owner: await f.customer(),
        container: await f.container(),
      };
      const res = await f.createLot(f.lotBody(parties, { initial_inventory: straws, ...over }));
      if (res.statusCode !== 201) throw new Error(`lot: ${res.statusCode} ${res.body}`);
      return { ...parties, id: res.json().semenCollection._id as string };
    },
    get: async (id: string) =>
      (await t().api({ method: 'GET', url: `/api/semen/${id}` })).json().semenCollection,
    action: (payload: Record<string, unknown>) =>
      t().api({
        method: 'POST',
        url: '/api/semen/actions',
        payload: { date: daysAgo(0), ...payload },
      }),
    correct: (id: string) => t().api({ method: 'DELETE', url: `/api/semen/${id}/modification` }),
    ledger: async (horse: string) =>
      (await t().api({ method: 'GET', url: `/api/horse/${horse}/transactions?limit=100` })).json(),
  };
  return f;
}
