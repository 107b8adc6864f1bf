import { describe, expect, it } from 'vitest';
import { destinationOf, lastExport, horseCodes } from './deliveryLots.ts';
import { buyer, lateBuyer, lot, mod } from './test/fixtures.ts';

const exported = (amount: number, at: string, over = {}) =>
  mod({ type: 'Export', action: 'subtract', amount, owner: buyer, at, ...over });

describe('the delivery report rules', () => {
  it('the straw count is that of the last Export in force, whatever the order given', () => {
    const l = lot(1, {
      modifications: [
        exported(2, '2026-01-01T10:00:00.000Z'),
        exported(6, '2026-03-01T10:00:00.000Z', { correctedBy: 'x' }),
        exported(4, '2026-02-01T10:00:00.000Z'),
        mod({ type: 'Damaged', action: 'subtract', amount: 1, at: '2026-04-01T10:00:00.000Z' }),
      ],
    });
    expect(lastExport(l)?.amount).toBe(4);
    expect(lastExport(lot(2))).toBeUndefined();
  });

  it("the destination is the customer of the lots' last Export; none without an Export", () => {
    const a = lot(1, { modifications: [exported(2, '2026-01-05T10:00:00.000Z')] });
    const b = lot(2, {
      modifications: [exported(3, '2026-01-06T10:00:00.000Z', { owner: lateBuyer })],
    });
    expect(destinationOf([a, b])).toEqual(lateBuyer);
    expect(destinationOf([lot(3)])).toBeNull();
  });

  it('a stallion is identified by the UELN and microchip it has', () => {
    expect(horseCodes({ ueln: '056002W00012345', microchip: null })).toEqual([
      'UELN 056002W00012345',
    ]);
    expect(horseCodes(undefined)).toEqual([]);
  });
});
