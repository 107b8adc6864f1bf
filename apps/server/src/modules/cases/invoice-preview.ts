import { and, asc, eq, isNull } from 'drizzle-orm';
import { invoicePreview, type InvoicePreview } from '@stalboek/domain';
import type { Db } from '../../db/client.ts';
import {
  caseBoardingLines,
  caseLaboLines,
  caseProductLines,
  caseProtocolLines,
  cases,
  labos,
  pensionTypes,
  products,
  protocols,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * GET /api/case/{id}/invoice-preview: the case's billable lines (its own and its sheets') priced
 * by invoicePreview, each kind in a stable order (date, then id; boarding lines as listed).
 * Products a protocol brought along are covered by the protocol's price.
 */
export async function invoicePreviewForCase(db: Db, caseId: string): Promise<InvoicePreview> {
  const [c] = await db.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId));
  if (!c) throw notFound('Case');
  const [protocolRows, laboRows, productRows, boardingRows] = await Promise.all([
    db
      .select({ line: caseProtocolLines, t: protocols })
      .from(caseProtocolLines)
      .innerJoin(protocols, eq(protocols.id, caseProtocolLines.protocolId))
      .where(and(eq(caseProtocolLines.caseId, caseId), eq(caseProtocolLines.billable, true)))
      .orderBy(asc(caseProtocolLines.date), asc(caseProtocolLines.id)),
    db
      .select({ line: caseLaboLines, t: labos })
      .from(caseLaboLines)
      .innerJoin(labos, eq(labos.id, caseLaboLines.laboId))
      .where(and(eq(caseLaboLines.caseId, caseId), eq(caseLaboLines.billable, true)))
      .orderBy(asc(caseLaboLines.date), asc(caseLaboLines.id)),
    db
      .select({ line: caseProductLines, p: products })
      .from(caseProductLines)
      .innerJoin(products, eq(products.id, caseProductLines.productId))
      .where(
        and(
          eq(caseProductLines.caseId, caseId),
          eq(caseProductLines.billable, true),
          eq(caseProductLines.sell, true),
          isNull(caseProductLines.protocolLineId),
        ),
      )
      .orderBy(asc(caseProductLines.date), asc(caseProductLines.id)),
    db
      .select({ line: caseBoardingLines, p: pensionTypes })
      .from(caseBoardingLines)
      .innerJoin(pensionTypes, eq(pensionTypes.id, caseBoardingLines.pensionTypeId))
      .where(and(eq(caseBoardingLines.caseId, caseId), eq(caseBoardingLines.billable, true)))
      .orderBy(asc(caseBoardingLines.position), asc(caseBoardingLines.id)),
  ]);
  return invoicePreview({
    protocols: protocolRows.map(({ line, t }) => ({
      name: t.name,
      invoiceDescription: line.invoiceDescription,
      price: t.price,
      fixedPrice: t.fixedPrice,
      tax: t.tax,
      amount: line.amount,
    })),
    labos: laboRows.map(({ line, t }) => ({
      name: t.name,
      price: t.price,
      fixedPrice: t.fixedPrice,
      tax: t.tax,
      amount: line.amount,
    })),
    products: productRows.map(({ line, p }) => ({
      name: p.name,
      sellingPricePerUnit: p.sellingPricePerUnit,
      tax: p.tax,
      amount: line.amount,
    })),
    // Only complete lines are invoiced (spec 01 §4).
    boarding: boardingRows.flatMap(({ line, p }) =>
      line.from && line.to
        ? [
            {
              name: p.name,
              pricePerDay: p.pricePerDay,
              tax: p.tax,
              from: line.from.toISOString(),
              to: line.to.toISOString(),
            },
          ]
        : [],
    ),
  });
}
