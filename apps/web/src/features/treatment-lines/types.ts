import type { LaboLineInput, ProductLineInput, ProtocolLineInput } from '@stalboek/domain';

/**
 * A line being edited, with what the tables show of it. The form dates every line it adds (the
 * API would take the sheet's date, or now, for a line without one).
 */
type Shown = { name: string; billable: boolean; date: string };
export type DraftProtocolLine = ProtocolLineInput & Shown;
export type DraftLaboLine = Omit<LaboLineInput, 'labo'> & Shown & { labo: string };
export type DraftProductLine = ProductLineInput & {
  date: string;
  name: string;
  remaining: number;
  billable: boolean;
};

/** The lines a case or sheet form edits. */
export type EditableLines = {
  protocols: DraftProtocolLine[];
  labos: DraftLaboLine[];
  products: DraftProductLine[];
};

export type LineContext = { customerId: string | null; horseId: string; horseType: string };

/** Drafts from what the server sent (a case's own lines or a sheet's). */
export function draftsOf(lines: {
  protocols: {
    _id: string;
    protocol: { _id: string; name: string };
    parameters: ProtocolLineInput['parameters'];
    simple_parameters: ProtocolLineInput['simple_parameters'];
    amount: number;
    invoiceDescription?: string | null;
    date: string;
    billable: boolean;
  }[];
  labos: {
    _id: string;
    labo: { _id: string; name: string };
    parameters: LaboLineInput['parameters'];
    simple_parameters: LaboLineInput['simple_parameters'];
    amount: number;
    date: string;
    billable: boolean;
  }[];
  products: {
    _id: string;
    product: { _id: string; name: string; remaining: number };
    amount: number;
    sell: boolean;
    date: string;
    billable: boolean;
    protocolLine: string | null;
  }[];
}): EditableLines {
  return {
    protocols: lines.protocols.map((l) => ({
      _id: l._id,
      protocol: l.protocol._id,
      name: l.protocol.name,
      parameters: l.parameters,
      simple_parameters: l.simple_parameters,
      amount: l.amount,
      invoiceDescription: l.invoiceDescription ?? null,
      date: l.date,
      billable: l.billable,
    })),
    labos: lines.labos.map((l) => ({
      _id: l._id,
      labo: l.labo._id,
      name: l.labo.name,
      parameters: l.parameters,
      simple_parameters: l.simple_parameters,
      amount: l.amount,
      date: l.date,
      billable: l.billable,
    })),
    // A protocol's products follow their protocol line; only the products added alone are edited.
    products: lines.products
      .filter((l) => !l.protocolLine)
      .map((l) => ({
        _id: l._id,
        product: l.product._id,
        name: l.product.name,
        // What can still be used: what is left plus what this line already holds.
        remaining: l.product.remaining + l.amount,
        amount: l.amount,
        sell: l.sell,
        date: l.date,
        billable: l.billable,
      })),
  };
}

/** The bodies the API takes (extra display fields are dropped by the server's schema). */
export function linesBody(lines: EditableLines) {
  return {
    protocols: lines.protocols.map(({ name: _n, billable: _b, ...l }) => l),
    labos: lines.labos.map(({ name: _n, billable: _b, ...l }) => l),
    products: lines.products.map(({ name: _n, remaining: _r, billable: _b, ...l }) => l),
  };
}
