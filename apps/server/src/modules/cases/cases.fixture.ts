// Factories for the case and research-sheet tests: everything through the API.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { stockFixtures } from '../stock/stock.fixture.ts';

export const today = () => new Date().toISOString();

export function caseFixtures(t: () => TestApp) {
  const stock = stockFixtures(t);
  const api = (opts: Parameters<TestApp['api']>[0]) => t().api(opts);
  let account: string | undefined;
  async function anAccount() {
    if (account) return account;
    const res = await api({
      method: 'POST',
      url: '/api/account',
      payload: { account: { number: `70${Math.floor(Math.random() * 1e6)}`, name: 'Fertiliteit' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    account = res.json()._id as string;
    return account;
  }
  return {
    ...stock,
    account: anAccount,
    async protocol(o: Record<string, unknown> = {}): Promise<string> {
      const res = await api({
        method: 'POST',
        url: '/api/protocol',
        payload: {
          protocol: { name: 'Echografie', account: await anAccount(), tax: 21, price: 35, ...o },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id;
    },
    /** A pension type (boarding lines' type). */
    async pension(o: Record<string, unknown> = {}): Promise<string> {
      const res = await api({
        method: 'POST',
        url: '/api/pension',
        payload: {
          pension: { name: 'Weide', pricePerDay: 9.5, tax: 6, account: await anAccount(), ...o },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id;
    },
    async case(horse: string, o: Record<string, unknown> = {}): Promise<string> {
      const res = await api({ method: 'POST', url: '/api/case', payload: { horse, ...o } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id;
    },
    get: (id: string) => api({ method: 'GET', url: `/api/case/${id}` }),
    /** PUT the case as GET returned it, with `changes` applied (lines without `sheet`). */
    async put(id: string, changes: Record<string, unknown>) {
      const current = (await api({ method: 'GET', url: `/api/case/${id}` })).json();
      const body = {
        customer: current.customer?._id ?? null,
        extra: current.extra?._id ?? null,
        mainActivity: current.mainActivity,
        status: current.status,
        pension: current.pension.map((l: Record<string, { _id: string } | null>) => ({
          ...l,
          type: l.type?._id ?? null,
          location: l.location?._id ?? null,
        })),
        protocols: current.protocols
          .filter((l: { sheet: string | null }) => !l.sheet)
          .map((l: { protocol: { _id: string } }) => ({ ...l, protocol: l.protocol._id })),
        labos: [],
        products: current.products
          .filter(
            (l: { sheet: string | null; protocolLine: string | null }) =>
              !l.sheet && !l.protocolLine,
          )
          .map((l: { product: { _id: string } }) => ({ ...l, product: l.product._id })),
        ...changes,
      };
      return api({ method: 'PUT', url: `/api/case/${id}`, payload: body });
    },
  };
}
