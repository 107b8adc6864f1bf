import { describe, expect, it } from 'vitest';
import { lastExportCustomer } from './exportCustomer.ts';
import { buyer, embryo, history, lateBuyer, surrogate } from './test/fixtures.ts';

describe('the default destination of the embryo delivery report', () => {
  it('is the customer of the last export out of the centre, whatever the order given', () => {
    const [a, b] = [embryo(1), embryo(2)];
    const rows = [
      history(b, 'export', '2026-02-01T11:00:00.000Z', { customer: lateBuyer }),
      history(a, 'export', '2026-01-01T11:00:00.000Z', { customer: buyer }),
      // Written later on the same day: the later record wins.
      history(a, 'export', '2026-02-01T11:00:00.000Z', {
        customer: buyer,
        createdAt: '2026-02-01T15:00:00.000Z',
      }),
      history(a, 'export', '2026-03-01T11:00:00.000Z', { customer: lateBuyer, inHouse: true }),
      history(b, 'transfer', '2026-04-01T11:00:00.000Z', { surrogate }),
    ];
    expect(lastExportCustomer(rows)).toEqual(buyer);
  });

  it('is none without an export out of the centre', () => {
    const a = embryo(1);
    expect(lastExportCustomer([history(a, 'import', '2025-05-01T10:00:00.000Z')])).toBeNull();
    expect(
      lastExportCustomer([
        history(a, 'export', '2026-01-01T11:00:00.000Z', { customer: buyer, inHouse: true }),
      ]),
    ).toBeNull();
  });
});
