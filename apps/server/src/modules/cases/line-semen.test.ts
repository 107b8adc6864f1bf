import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { semenMsg } from '@stalboek/domain';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { semenFixtures } from '../semen/semen.fixture.ts';
import { caseFixtures, today } from './cases.fixture.ts';

// docs/domain.md 'Semen in a case': an insemination protocol line with a SemenCollection
// parameter takes straws from the lot (Verbruik) and writes a Use of the stallion to the mare.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
const s = semenFixtures(() => t);

type Row = {
  type: string;
  action: string;
  amount: number;
  destinationHorse: { _id: string } | null;
  case: { _id: string } | null;
};
/** The horse's ledger rows in force: type, action, amount, destination and case. */
const rowsOf = async (horse: string) =>
  ((await s.ledger(horse)).results as Row[]).map((r) => [
    r.type,
    r.action,
    r.amount,
    r.destinationHorse?._id ?? null,
    r.case?._id ?? null,
  ]);
/** The lot's modifications as type and amount, sorted (the lot answers them by date). */
const mods = async (lot: string) =>
  ((await s.get(lot)).modifications as { type: string; amount: number }[])
    .map((m) => `${m.type} ${m.amount}`)
    .sort();

async function insemination() {
  const protocol = await f.protocol({
    name: 'Diepvries inseminatie',
    parameters: [
      { elementModel: 'Horse', elementType: 'Merrie' },
      { elementModel: 'SemenCollection' },
    ],
    simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal rietjes' }],
    transactionConfig: [{ transactionType: 'Frozen semen straw', transactionAction: 'Use' }],
  });
  const lot = await s.lot(10);
  const mare = await s.mare();
  const id = await f.case(mare);
  const line = (lotId: string, straws: number, extra: Record<string, unknown> = {}) => ({
    protocol,
    date: today(),
    parameters: [
      {
        elementModel: 'Horse',
        elementType: 'Merrie',
        elementSpecification: null,
        element: mare,
        elementName: null,
      },
      {
        elementModel: 'SemenCollection',
        elementType: null,
        elementSpecification: null,
        element: lotId,
        elementName: null,
      },
    ],
    simple_parameters: [{ elementName: 'Aantal rietjes', elementAmount: straws }],
    ...extra,
  });
  return { protocol, lot, mare, id, line };
}

describe('a SemenCollection parameter in a case (spec 01 case lines, spec 02 Semen)', () => {
  test('takes the straws (Verbruik) and writes one Use: stallion → mare; the lot number is the name', async () => {
    const { lot, mare, id, line } = await insemination();
    const res = await f.put(id, { protocols: [line(lot.id, 3)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().protocols[0].parameters[1].elementName).toMatch(/^L-\d+ \(Hengst \d+\)$/);
    expect((await s.get(lot.id)).current_inventory).toBe(7);
    expect(await mods(lot.id)).toEqual(['Create 10', 'Verbruik 3']);
    // The Use is the stallion's, with the mare as destination, and the config's frozen-straw
    // row is not written a second time for the mare.
    expect(await rowsOf(lot.stallion)).toContainEqual(['Frozen semen straw', 'Use', 3, mare, id]);
    expect((await s.ledger(mare)).results).toHaveLength(1);
  });

  test('more straws than the lot holds: 409 in Dutch, nothing saved', async () => {
    const { lot, id, line } = await insemination();
    const res = await f.put(id, { protocols: [line(lot.id, 11)] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(semenMsg.notEnough(10));
    expect((await s.get(lot.id)).current_inventory).toBe(10);
    expect((await f.get(id)).json().protocols).toEqual([]);
  });

  test('an unknown or deleted lot: 400 naming the parameter', async () => {
    const { id, line, lot } = await insemination();
    const unknown = await f.put(id, {
      protocols: [line('00000000-0000-4000-8000-000000000000', 1)],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({
      path: 'protocols.0.parameters.1',
      message: semenMsg.lotNotFound,
    });
    expect((await t.api({ method: 'DELETE', url: `/api/semen/${lot.id}` })).statusCode).toBe(204);
    expect((await f.put(id, { protocols: [line(lot.id, 1)] })).statusCode).toBe(400);
  });

  test('a new straw count gives back and takes again; removing the line gives all back', async () => {
    const { lot, mare, id, line } = await insemination();
    const saved = (await f.put(id, { protocols: [line(lot.id, 3)] })).json().protocols[0];
    const again = await f.put(id, { protocols: [{ ...line(lot.id, 5), _id: saved._id }] });
    expect(again.statusCode, again.body).toBe(200);
    expect((await s.get(lot.id)).current_inventory).toBe(5);
    expect(await rowsOf(lot.stallion)).toContainEqual(['Frozen semen straw', 'Use', 5, mare, id]);
    expect((await rowsOf(lot.stallion)).filter((r) => r[1] === 'Use')).toHaveLength(1);

    expect((await f.put(id, { protocols: [] })).statusCode).toBe(200);
    expect((await s.get(lot.id)).current_inventory).toBe(10);
    expect((await rowsOf(lot.stallion)).filter((r) => r[1] === 'Use')).toEqual([]);
    // Every step is kept: two uses and their two corrections.
    expect(await mods(lot.id)).toEqual([
      'Correction 3',
      'Correction 5',
      'Create 10',
      'Verbruik 3',
      'Verbruik 5',
    ]);
  });

  test("the lot's Correction does not undo a case's use: 409, remove the line instead", async () => {
    const { lot, id, line } = await insemination();
    expect((await f.put(id, { protocols: [line(lot.id, 2)] })).statusCode).toBe(200);
    const res = await s.correct(lot.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(semenMsg.usedInCase);
    expect((await s.get(lot.id)).current_inventory).toBe(8);
  });

  test('deleting the case gives the straws back; the lot keeps the record', async () => {
    const { lot, id, line } = await insemination();
    expect((await f.put(id, { protocols: [line(lot.id, 4)] })).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: `/api/case/${id}` })).statusCode).toBe(204);
    expect((await s.get(lot.id)).current_inventory).toBe(10);
    expect(await mods(lot.id)).toEqual(['Correction 4', 'Create 10', 'Verbruik 4']);
  });
});
