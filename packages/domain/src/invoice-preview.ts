/** What a case would be invoiced for (issue 7 item 6): the lines the invoicing issue will send. */
import { z } from 'zod';
import { dayCount } from './dates.ts';

export type PreviewInput = {
  protocols: {
    name: string;
    invoiceDescription: string | null;
    price: number;
    fixedPrice: boolean;
    tax: number;
    amount: number;
  }[];
  labos: { name: string; price: number; fixedPrice: boolean; tax: number; amount: number }[];
  /** Products sold on their own (not those a protocol brought along: its price covers them). */
  products: { name: string; sellingPricePerUnit: number; tax: number; amount: number }[];
  /** Billable, complete boarding lines. */
  boarding: { name: string; pricePerDay: number; tax: number; from: string; to: string }[];
};

export const previewLine = z.object({
  kind: z.enum(['protocol', 'labo', 'product', 'boarding']),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  tax: z.number(),
  net: z.number(),
  taxAmount: z.number(),
  gross: z.number(),
});
export type PreviewLine = z.infer<typeof previewLine>;

/** GET /api/case/{id}/invoice-preview. */
export const invoicePreviewResult = z.object({
  lines: z.array(previewLine),
  totals: z.object({
    net: z.number(),
    tax: z.number(),
    gross: z.number(),
    perRate: z.array(z.object({ tax: z.number(), net: z.number(), taxAmount: z.number() })),
  }),
});
export type InvoicePreview = z.infer<typeof invoicePreviewResult>;

const DAY_MS = 86_400_000;
/** Euro cents, rounded half up (away from zero for the positive amounts we have). */
const toCents = (euro: number) => Math.round(euro * 100 + Number.EPSILON);

/**
 * Boarding days between arrival and departure: calendar days (the night count), at least 1 — a
 * horse that arrives and leaves the same day is charged one day.
 */
export function boardingDays(from: string, to: string): number {
  const day = (iso: string) => Math.floor(Date.parse(iso.slice(0, 10) + 'T00:00:00Z') / DAY_MS);
  const fromDay = day(new Date(from).toISOString());
  const toDay = day(new Date(to).toISOString());
  return Math.max(1, toDay - fromDay);
}

function line(
  kind: PreviewLine['kind'],
  description: string,
  quantity: number,
  unitPrice: number,
  tax: number,
): { line: PreviewLine; netCents: number; taxCents: number } {
  const netCents = toCents(unitPrice * quantity);
  const taxCents = Math.round((netCents * tax) / 100);
  return {
    line: {
      kind,
      description,
      quantity,
      unitPrice,
      tax,
      net: netCents / 100,
      taxAmount: taxCents / 100,
      gross: (netCents + taxCents) / 100,
    },
    netCents,
    taxCents,
  };
}

/**
 * The invoice lines of a case: a protocol or lab test at its price × amount, or once when its
 * price is fixed ('vast'); a protocol's custom invoice description replaces its name; products
 * sold at their selling price per unit × amount; boarding days × the pension's price per day.
 * Each line is rounded to cents, VAT per line; totals per VAT rate and overall.
 */
export function invoicePreview(input: PreviewInput): InvoicePreview {
  const computed = [
    ...input.protocols.map((p) =>
      line('protocol', p.invoiceDescription || p.name, p.fixedPrice ? 1 : p.amount, p.price, p.tax),
    ),
    ...input.labos.map((l) => line('labo', l.name, l.fixedPrice ? 1 : l.amount, l.price, l.tax)),
    ...input.products.map((p) => line('product', p.name, p.amount, p.sellingPricePerUnit, p.tax)),
    ...input.boarding.map((b) => {
      const days = boardingDays(b.from, b.to);
      return line('boarding', `${b.name} (${dayCount(days)})`, days, b.pricePerDay, b.tax);
    }),
  ];
  const rates = new Map<number, { net: number; tax: number }>();
  for (const c of computed) {
    const r = rates.get(c.line.tax) ?? { net: 0, tax: 0 };
    rates.set(c.line.tax, { net: r.net + c.netCents, tax: r.tax + c.taxCents });
  }
  const net = computed.reduce((s, c) => s + c.netCents, 0);
  const tax = computed.reduce((s, c) => s + c.taxCents, 0);
  return {
    lines: computed.map((c) => c.line),
    totals: {
      net: net / 100,
      tax: tax / 100,
      gross: (net + tax) / 100,
      perRate: [...rates.entries()]
        .sort(([a], [b]) => a - b)
        .map(([rate, r]) => ({ tax: rate, net: r.net / 100, taxAmount: r.tax / 100 })),
    },
  };
}
