import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_TYPES,
  type LaboLine,
  type LineParameter,
  type LineTreatment,
  type ProductLine,
  type ProtocolLine,
} from '@stalboek/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  caseLaboLines,
  caseProductLines,
  caseProtocolLines,
  labos,
  products,
  protocols,
} from '../../db/schema/index.ts';
import type { TreatmentLines } from './line-owner.ts';

type TreatmentRow = typeof protocols.$inferSelect;

/** What a line shows of its protocol or lab test (its current configuration). */
function presentTreatment(t: TreatmentRow): LineTreatment {
  const report = REPORT_TYPES.find((r) => r.name === t.reportType);
  return {
    _id: t.id,
    name: t.name,
    price: t.price,
    fixedPrice: t.fixedPrice,
    tax: t.tax,
    hasCustomDescription: t.hasCustomDescription,
    invoiceDescription: t.invoiceDescription,
    products: t.products as LineTreatment['products'],
    parameters: t.parameters as LineTreatment['parameters'],
    simple_parameters: t.simpleParameters as LineTreatment['simple_parameters'],
    reportType: report ? [{ name: report.name, url: report.reportUrl }] : [],
  };
}

const iso = (d: Date) => d.toISOString();

/** The lines of a case (all, its sheets' included, `sheet` set on those) or of one sheet. */
export async function readLines(
  db: DbOrTx,
  of: { caseId: string } | { sheetId: string },
): Promise<TreatmentLines> {
  const owned = (t: typeof caseProtocolLines | typeof caseLaboLines | typeof caseProductLines) =>
    ('caseId' in of ? eq(t.caseId, of.caseId) : eq(t.sheetId, of.sheetId)) as SQL;
  const [protocolRows, laboRows, productRows] = await Promise.all([
    db
      .select({ line: caseProtocolLines, t: protocols })
      .from(caseProtocolLines)
      .innerJoin(protocols, eq(protocols.id, caseProtocolLines.protocolId))
      .where(owned(caseProtocolLines))
      .orderBy(asc(caseProtocolLines.date), asc(caseProtocolLines.id)),
    db
      .select({ line: caseLaboLines, t: labos })
      .from(caseLaboLines)
      .innerJoin(labos, eq(labos.id, caseLaboLines.laboId))
      .where(owned(caseLaboLines))
      .orderBy(asc(caseLaboLines.date), asc(caseLaboLines.id)),
    db
      .select({
        line: caseProductLines,
        name: products.name,
        outgoingUnit: products.outgoingUnit,
        // What FEFO can still take for this line: active batches not expired on the line's
        // (Brussels) day, as stock/fefo.ts.
        remaining: sql<number>`(select coalesce(sum(b.remaining_amount), 0)::float8 from stock_batch b
          where b.product_id = ${products.id} and b.active
            and b.expiration_date >= (date_trunc('day', ${caseProductLines.date} at time zone 'Europe/Brussels')
                                      at time zone 'Europe/Brussels'))`,
      })
      .from(caseProductLines)
      .innerJoin(products, eq(products.id, caseProductLines.productId))
      .where(owned(caseProductLines))
      .orderBy(asc(caseProductLines.date), asc(caseProductLines.id)),
  ]);
  const protocolsOut: ProtocolLine[] = protocolRows.map(({ line, t }) => ({
    _id: line.id,
    protocol: presentTreatment(t),
    parameters: line.parameters as LineParameter[],
    simple_parameters: line.simpleParameters as ProtocolLine['simple_parameters'],
    amount: line.amount,
    invoiceDescription: line.invoiceDescription,
    date: iso(line.date),
    sheet: line.sheetId,
    billable: line.billable,
  }));
  const labosOut: LaboLine[] = laboRows.map(({ line, t }) => ({
    _id: line.id,
    labo: presentTreatment(t),
    parameters: line.parameters as LineParameter[],
    simple_parameters: line.simpleParameters as LaboLine['simple_parameters'],
    amount: line.amount,
    date: iso(line.date),
    sheet: line.sheetId,
    billable: line.billable,
  }));
  const productsOut: ProductLine[] = productRows.map((r) => ({
    _id: r.line.id,
    product: {
      _id: r.line.productId,
      name: r.name,
      outgoingUnit: r.outgoingUnit,
      remaining: Number(r.remaining),
    },
    amount: r.line.amount,
    sell: r.line.sell,
    date: iso(r.line.date),
    sheet: r.line.sheetId,
    protocolLine: r.line.protocolLineId,
    billable: r.line.billable,
  }));
  return { protocols: protocolsOut, labos: labosOut, products: productsOut };
}
