import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit, protocols } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let account: string;
let productA: string;
let productB: string;
const missing = '00000000-0000-4000-8000-000000000000';

const post = async (url: string, payload: Record<string, unknown>) =>
  (await t.api({ method: 'POST', url, payload })).json()._id as string;

beforeAll(async () => {
  t = await createTestApp();
  account = await post('/api/account', { account: { number: '702000', name: 'Fertiliteit' } });
  const product = (name: string, CNK: string) => ({
    name,
    type: 'Hormoon',
    tax: 6,
    CNK,
    dosage: 10,
    sellingPricePerUnit: 4.5,
  });
  productA = await post('/api/product', { product: product('Altrenogest', '1000001') });
  productB = await post('/api/product', { product: product('Chorulon 1500 IE', '1000002') });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(protocols);
});

const input = (o: Record<string, unknown> = {}) => ({
  name: 'Inseminatie vers sperma',
  translations: { en: 'Insemination fresh semen', fr: 'Insémination sperme frais' },
  account,
  tax: 21,
  price: 85,
  fixedPrice: true,
  products: [{ product: productA, amount: 2.5 }],
  parameters: [
    { elementModel: 'Horse', elementType: 'Merrie', elementSpecification: 'Donormerrie' },
    { elementModel: 'SemenCollection' },
  ],
  simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal dosissen' }],
  notifications: [{ text: 'Drachtigheidscontrole', days: 14, tags: ['Horse', 'Customer'] }],
  reportType: 'Inseminatiecertificaat',
  transactionConfig: [{ transactionType: 'Fresh semen dose', transactionAction: 'Use' }],
  ...o,
});
const create = (protocol: unknown) =>
  t.api({ method: 'POST', url: '/api/protocol', payload: { protocol } });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(protocols))[0]?.n;
const auditOf = async (id: string) =>
  (await t.database.db.select().from(audit).where(eq(audit.entityId, id))).map((r) => [
    r.entity,
    r.action,
  ]);

describe('protocols', () => {
  test('creates a protocol with its whole configuration and audits it', async () => {
    const res = await create(input({ price: '85.5' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Inseminatie vers sperma',
      translations: { en: 'Insemination fresh semen', fr: 'Insémination sperme frais' },
      account: { _id: account, number: '702000', name: 'Fertiliteit' },
      tax: 21,
      price: 85.5,
      fixedPrice: true,
      hasCustomDescription: false,
      invoiceDescription: null,
      products: [{ product: productA, amount: 2.5, name: 'Altrenogest' }],
      parameters: [
        { elementModel: 'Horse', elementType: 'Merrie', elementSpecification: 'Donormerrie' },
        { elementModel: 'SemenCollection', elementType: null, elementSpecification: null },
      ],
      simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal dosissen' }],
      notifications: [{ text: 'Drachtigheidscontrole', days: 14, tags: ['Horse', 'Customer'] }],
      reportType: 'Inseminatiecertificaat',
      transactionConfig: [{ transactionType: 'Fresh semen dose', transactionAction: 'Use' }],
    });
    expect(await auditOf(res.json()._id)).toEqual([['protocol', 'create']]);
  });

  test('only NL name, account, tax and price are needed', async () => {
    const res = await create({ name: 'Echografie', account, tax: 21, price: 35 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      translations: { en: null, fr: null },
      fixedPrice: false,
      products: [],
      parameters: [],
      reportType: null,
    });
  });

  test.each([
    [{ name: '' }, 'body.protocol.name', 'Dit veld is verplicht'],
    [{ name: 'x'.repeat(129) }, 'body.protocol.name', 'Mag maximum 128 tekens bevatten'],
    [{ account: undefined }, 'body.protocol.account', 'Dit veld is verplicht'],
    [{ tax: 12 }, 'body.protocol.tax', 'Ongeldige waarde'],
    [{ price: undefined }, 'body.protocol.price', 'Dit veld is verplicht'],
    [{ price: -1 }, 'body.protocol.price', 'Mag niet negatief zijn'],
    [{ price: 'duur' }, 'body.protocol.price', 'Moet een getal zijn'],
    [{ fixedPrice: 'ja' }, 'body.protocol.fixedPrice', 'Moet waar of onwaar zijn'],
    [
      { products: [{ product: productA, amount: 0 }] },
      'body.protocol.products.0.amount',
      'Dit veld is verplicht en moet groter zijn dan 0',
    ],
    [
      { notifications: [{ text: 'Controle', tags: ['Horse'] }] },
      'body.protocol.notifications.0.days',
      'Dit veld is verplicht',
    ],
    [
      { notifications: [{ text: 'Controle', days: 3, tags: [] }] },
      'body.protocol.notifications.0.tags',
      'Dit veld is verplicht',
    ],
    [
      { parameters: [{ elementModel: 'Horse' }, { elementModel: 'SemenCollection' }] },
      'body.protocol.parameters.0.elementType',
      'Dit veld is verplicht',
    ],
    [
      {
        parameters: [
          { elementModel: 'Horse', elementType: 'Hengst', elementSpecification: 'Draagmoeder' },
          { elementModel: 'SemenCollection' },
        ],
      },
      'body.protocol.parameters.0.elementSpecification',
      'Past niet bij het gekozen geslacht',
    ],
    [
      { parameters: [{ elementModel: 'Horse', elementType: 'Merrie' }] },
      'body.protocol.parameters.SemenCollection',
      'dit veld is verplicht voor het geselecteerde rapport',
    ],
    [
      { transactionConfig: [{ transactionType: 'Ovum', transactionAction: 'Implanted' }] },
      'body.protocol.transactionConfig.0.transactionAction',
      'Deze actie past niet bij het gekozen transactietype',
    ],
    [{ reportType: 'Geboorteakte' }, 'body.protocol.reportType', 'Onbekend rapporttype'],
    [{ account: missing }, 'body.protocol.account', 'Onbekende rekening'],
    [
      { products: [{ product: missing, amount: 1 }] },
      'body.protocol.products.0.product',
      'Onbekend product',
    ],
  ])('refuses %j with 400 on the field and writes nothing', async (change, path, message) => {
    const res = await create(input(change));
    expect(res.statusCode, res.body).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail, res.body).toBeDefined();
    expect(detail.message).toBe(message);
    expect(await count()).toBe(0);
  });

  test('a report names every required field that is missing', async () => {
    const res = await create(input({ parameters: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.protocol.parameters.Horse',
        message: 'dit veld is verplicht voor het geselecteerde rapport',
      },
      {
        path: 'body.protocol.parameters.SemenCollection',
        message: 'dit veld is verplicht voor het geselecteerde rapport',
      },
    ]);
  });

  test('get, update (audited before/after), delete; unknown ids 404, malformed 400', async () => {
    const { _id } = (await create(input())).json();
    expect((await t.api({ method: 'GET', url: `/api/protocol/${_id}` })).json().name).toBe(
      'Inseminatie vers sperma',
    );
    const put = await t.api({
      method: 'PUT',
      url: `/api/protocol/${_id}`,
      payload: {
        protocol: input({ price: 90.25, products: [{ product: productB, amount: 1 }] }),
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      price: 90.25,
      products: [{ product: productB, amount: 1, name: 'Chorulon 1500 IE' }],
    });
    const [row] = await t.database.db
      .select()
      .from(audit)
      .where(sql`${audit.entityId} = ${_id} and ${audit.action} = 'update'`);
    expect(row?.before).toMatchObject({ price: 85 });
    expect(row?.after).toMatchObject({ price: 90.25 });
    expect((await t.api({ method: 'DELETE', url: `/api/protocol/${_id}` })).statusCode).toBe(204);
    expect(await auditOf(_id)).toEqual([
      ['protocol', 'create'],
      ['protocol', 'update'],
      ['protocol', 'delete'],
    ]);
    for (const method of ['GET', 'DELETE'] as const)
      expect((await t.api({ method, url: `/api/protocol/${_id}` })).statusCode).toBe(404);
    const put404 = await t.api({
      method: 'PUT',
      url: `/api/protocol/${missing}`,
      payload: { protocol: input() },
    });
    expect(put404.statusCode).toBe(404);
    expect(put404.json().message).toBe('Protocol niet gevonden');
    expect((await t.api({ method: 'GET', url: '/api/protocol/abc' })).statusCode).toBe(400);
  });

  test('a product deleted after saving is listed with name null', async () => {
    const gone = await post('/api/product', {
      product: {
        name: 'Oud',
        type: 'Vaccin',
        tax: 6,
        CNK: '1000099',
        dosage: 1,
        sellingPricePerUnit: 1,
      },
    });
    const { _id } = (await create(input({ products: [{ product: gone, amount: 1 }] }))).json();
    expect((await t.api({ method: 'DELETE', url: `/api/product/${gone}` })).statusCode).toBe(204);
    const res = await t.api({ method: 'GET', url: `/api/protocol/${_id}` });
    expect(res.json().products).toEqual([{ product: gone, amount: 1, name: null }]);
    // Saving it again as it is: the product must exist at save time.
    const put = await t.api({
      method: 'PUT',
      url: `/api/protocol/${_id}`,
      payload: { protocol: input({ products: [{ product: gone, amount: 1 }] }) },
    });
    expect(put.statusCode).toBe(400);
  });

  test('lists by name; sorts, pages, filters on tax (multi) and searches names', async () => {
    for (const [name, tax, price, en] of [
      ['Transrectale échografie', 21, 35, 'Ultrasound'],
      ['Embryospoeling', 21, 450, 'Embryo flush'],
      ['ICSI-transfer', 6, 650, null],
      ['Baarmoederspoeling', 6, 60, 'Uterine lavage'],
    ] as const)
      await create(
        input({ name, tax, price, translations: { en }, reportType: null, parameters: [] }),
      );
    const list = async (q: string) =>
      (await t.api({ method: 'GET', url: `/api/protocol?${q}` })).json();
    const names = async (q: string) => (await list(q)).results.map((p: { name: string }) => p.name);
    expect(await names('')).toEqual([
      'Baarmoederspoeling',
      'Embryospoeling',
      'ICSI-transfer',
      'Transrectale échografie',
    ]);
    expect(await names('sortBy=price&sortDesc=true')).toEqual([
      'ICSI-transfer',
      'Embryospoeling',
      'Baarmoederspoeling',
      'Transrectale échografie',
    ]);
    expect(await names('tax=6')).toEqual(['Baarmoederspoeling', 'ICSI-transfer']);
    expect(await names('tax=6&tax=21')).toHaveLength(4);
    expect(await names('search=echo')).toEqual(['Transrectale échografie']);
    expect(await names('search=flush')).toEqual(['Embryospoeling']);
    expect(await names('search=50%')).toEqual([]);
    const paged = await list('limit=2&page=2');
    expect(paged.total).toBe(4);
    expect(paged.results.map((p: { name: string }) => p.name)).toEqual([
      'ICSI-transfer',
      'Transrectale échografie',
    ]);
    for (const q of ['sortBy=account', 'tax=12', 'limit=0'])
      expect((await t.api({ method: 'GET', url: `/api/protocol?${q}` })).statusCode).toBe(400);
  });

  test('search gives at most 5 by default, typo-tolerant, best match first', async () => {
    for (let i = 0; i < 7; i++)
      await create(input({ name: `Drachtigheidsonderzoek ${14 + i} dagen` }));
    await create(input({ name: 'Echografie' }));
    const res = await t.api({ method: 'GET', url: '/api/protocol/search?searchValue=dracht' });
    expect(res.json().results).toHaveLength(5);
    const typo = await t.api({
      method: 'GET',
      url: '/api/protocol/search?searchValue=echograffie&limit=1',
    });
    expect(typo.json().results.map((p: { name: string }) => p.name)).toEqual(['Echografie']);
    const limit = await t.api({ method: 'GET', url: '/api/protocol/search?limit=100' });
    expect(limit.statusCode).toBe(400);
  });
});
