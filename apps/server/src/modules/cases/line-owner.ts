import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type {
  LaboLine,
  LaboLineInput,
  ProductLine,
  ProductLineInput,
  ProtocolLine,
  ProtocolLineInput,
} from '@stalboek/domain';
import type { caseLaboLines, caseProductLines, caseProtocolLines } from '../../db/schema/index.ts';

// What every file of the lines shares, in one file they all import, so their imports point one
// way: lines.ts → treatment-lines.ts → line-stock.ts → line-owner.ts.

/** Whose lines: a case's own (sheetId null) or one research sheet's. */
export type LineOwner = {
  caseId: string;
  sheetId: string | null;
  horseId: string;
  customerId: string | null;
  /**
   * Demo data only: the stock a line takes is recorded at the line's date (not before its batch's
   * delivery), so the medication reports read like a real year. The API records it now.
   */
  recordStockAtLineDate?: boolean;
};

export type TreatmentLinesInput = {
  protocols: ProtocolLineInput[];
  labos: LaboLineInput[];
  products: ProductLineInput[];
};

export type TreatmentLines = {
  protocols: ProtocolLine[];
  labos: LaboLine[];
  products: ProductLine[];
};

type LineTable = typeof caseProtocolLines | typeof caseLaboLines | typeof caseProductLines;

/** The owner's own lines of a table: a sheet's, or the case's lines outside any sheet. */
export function ownedBy(table: LineTable, owner: LineOwner): SQL {
  return owner.sheetId
    ? eq(table.sheetId, owner.sheetId)
    : (and(eq(table.caseId, owner.caseId), isNull(table.sheetId)) as SQL);
}
