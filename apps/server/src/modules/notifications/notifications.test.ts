import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { announcements, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures } from '../cases/cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
let accounts = 0;

/** A case whose protocol and lab test each create a notification with every tag. */
async function applied() {
  const customer = await f.customer({ last_name: 'Notifié' });
  const horse = await f.horse({ name: 'Belle Notif' });
  const id = await f.case(horse, { customer });
  const notif = (text: string, days: number) => [
    { text, days, tags: ['Horse', 'Customer', 'Case'] },
  ];
  const protocol = await f.protocol({ notifications: notif('Drachtigheidscontrole', 30) });
  const labo = (
    await t.api({
      method: 'POST',
      url: '/api/labo',
      payload: {
        labo: {
          name: 'Bloedonderzoek',
          account: (
            await t.api({
              method: 'POST',
              url: '/api/account',
              payload: { account: { number: `707102${(accounts += 1)}`, name: 'Labo' } },
            })
          ).json()._id,
          tax: 21,
          price: 20,
          notifications: notif('Resultaat labo opvolgen', 2),
        },
      },
    })
  ).json()._id;
  const date = new Date().toISOString();
  const res = await f.put(id, {
    protocols: [{ protocol, date }],
    labos: [{ labo, date }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, horse, customer, labo, reference: res.json().reference };
}

describe('notifications', () => {
  test('applied protocols and lab tests list by expiry with named tags; labo source filters', async () => {
    const { id, horse, customer, labo, reference } = await applied();
    const res = await t.api({ method: 'GET', url: '/api/notification?active=true&limit=50' });
    expect(res.statusCode).toBe(200);
    const mine = res
      .json()
      .results.filter((n: { tags: { element: string }[] }) => n.tags.some((g) => g.element === id));
    expect(mine.map((n: { text: string }) => n.text)).toEqual([
      'Resultaat labo opvolgen',
      'Drachtigheidscontrole',
    ]);
    expect(mine[0].source).toBe('labo');
    // The dashboard's 'Labo' column: the lab test itself, through the line that made it.
    expect(mine[0].labo).toEqual({ _id: labo, name: 'Bloedonderzoek' });
    expect(mine[1].labo).toBeNull();
    // Both name the case whose line made them, with its horse and customer (dashboard columns).
    for (const n of mine)
      expect(n.case).toEqual({
        _id: id,
        reference,
        horse: { _id: horse, name: 'Belle Notif' },
        customer: { _id: customer, name: expect.stringContaining('Notifié') },
      });
    expect(mine[0].tags).toEqual([
      { element: horse, elementModel: 'Horse', name: 'Belle Notif' },
      { element: customer, elementModel: 'Customer', name: expect.stringContaining('Notifié') },
      { element: id, elementModel: 'Case', name: reference },
    ]);
    const labos = await t.api({ method: 'GET', url: '/api/notification?active=true&source=labo' });
    expect(labos.json().results.every((n: { source: string }) => n.source === 'labo')).toBe(true);
  });

  test('sortBy and sortDesc order the list (expiry or creation, either way)', async () => {
    const horse = await f.horse({ name: 'Sorteer Notif' });
    const at = (day: number) => new Date(Date.UTC(2027, 0, day, 10));
    // Created in the order b, a, c; expiring in the order a, b, c.
    await t.database.db.insert(notifications).values(
      (
        [
          ['b', 2, 1],
          ['a', 1, 2],
          ['c', 3, 3],
        ] as const
      ).map(([text, expires, created]) => ({
        text,
        expirationDate: at(expires),
        createdAt: at(created),
        tags: [{ element: horse, elementModel: 'Horse' }],
      })),
    );
    const texts = async (q: string) =>
      (await t.api({ method: 'GET', url: `/api/notification?limit=1000&${q}` }))
        .json()
        .results.filter((n: { tags: { element: string }[] }) =>
          n.tags.some((g) => g.element === horse),
        )
        .map((n: { text: string }) => n.text);
    expect(await texts('')).toEqual(['a', 'b', 'c']);
    expect(await texts('sortBy=expirationDate&sortDesc=true')).toEqual(['c', 'b', 'a']);
    expect(await texts('sortBy=createdAt&sortDesc=false')).toEqual(['b', 'a', 'c']);
    expect(await texts('sortBy=createdAt&sortDesc=true')).toEqual(['c', 'a', 'b']);
    expect((await t.api({ method: 'GET', url: '/api/notification?sortBy=text' })).statusCode).toBe(
      400,
    );
  });

  test('PUT {active:false} closes one; it leaves the active list; bad bodies are 400', async () => {
    await applied();
    const list = async () =>
      (await t.api({ method: 'GET', url: '/api/notification?active=true&limit=1000' })).json();
    const before = await list();
    const target = before.results[0]._id;
    const res = await t.api({
      method: 'PUT',
      url: `/api/notification/${target}`,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    const after = await list();
    expect(after.total).toBe(before.total - 1);
    expect(after.results.map((n: { _id: string }) => n._id)).not.toContain(target);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: `/api/notification/${target}`,
          payload: { active: true },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: '/api/notification/00000000-0000-4000-8000-000000000000',
          payload: { active: false },
        })
      ).statusCode,
    ).toBe(404);
  });

  test('GET /api/config/notification gives the tag labels', async () => {
    const res = await t.api({ method: 'GET', url: '/api/config/notification' });
    expect(res.json()).toEqual({ tags: { Horse: 'Paard', Customer: 'Klant', Case: 'Case' } });
  });
});

describe('GET /api/announcement/latest-announcement', () => {
  test('null without announcements, else the newest', async () => {
    const empty = await t.api({ method: 'GET', url: '/api/announcement/latest-announcement' });
    expect(empty.json()).toEqual({ announcement: null });
    await t.database.db.insert(announcements).values([
      { title: 'Oud', message: 'a', createdAt: new Date('2026-01-01T10:00:00Z') },
      {
        title: 'Nieuw',
        message: 'b',
        type: 'Important',
        createdAt: new Date('2026-06-01T10:00:00Z'),
      },
    ]);
    const res = await t.api({ method: 'GET', url: '/api/announcement/latest-announcement' });
    expect(res.json().announcement).toMatchObject({
      title: 'Nieuw',
      type: 'Important',
      message: 'b',
    });
  });
});
