import { z } from 'zod';
import { ifMissing, msg, unlessMissing } from './messages.ts';
import { numberFromText, optionalText, uuid } from './fields.ts';
import { HORSE_TYPES } from './horses.ts';
import { ALL_HORSE_SPECIFICATIONS, PARAMETER_MODELS } from './protocol-options.ts';

// Treatment lines: the protocols, lab tests and products of a case or of one of its research
// sheets — what the case and sheet bodies send, and what their answers carry.

/**
 * A line's date may be left out (spec 01 §3 writes a sheet's products as {product, amount}): the
 * server then takes the sheet's research date, or the save's time for a case's own line.
 */
const lineDate = z.iso.datetime({ offset: true, error: unlessMissing('Invalid date') }).optional();
const nullableId = uuid.nullish().transform((v) => v ?? null);
const count = (min: number) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: ifMissing(msg.positiveNumber) })
      .int(msg.wholeNumber)
      .min(min, msg.positiveNumber)
      .max(100_000, msg.atMost(100_000)),
  );

/**
 * A filled-in protocol or lab-test parameter: the protocol's parameter (model, gender,
 * specification) with the chosen element (customer, horse, semen lot or embryo id).
 * `elementName` is the element's display name, filled in by the server on read.
 */
export const lineParameterFields = z.object({
  elementModel: z.enum(PARAMETER_MODELS),
  elementType: z
    .enum(HORSE_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  elementSpecification: z
    .enum(ALL_HORSE_SPECIFICATIONS)
    .nullish()
    .transform((v) => v ?? null),
  element: nullableId,
  elementName: z
    .string()
    .max(256)
    .nullish()
    .transform((v) => v ?? null),
});
export type LineParameter = z.infer<typeof lineParameterFields>;

/** A filled-in simple parameter: a named amount ≥ 1 ('Aantal rietjes'). */
export const lineSimpleParameterFields = z.object({
  elementType: z.literal('Amount').default('Amount'),
  elementName: z.string().min(1, msg.required).max(64, msg.max64),
  elementAmount: count(1),
});

/** A protocol applied in a case or sheet. Without `_id` it is new (stock taken, notifications). */
export const protocolLineFields = z.object({
  _id: uuid.optional(),
  protocol: uuid,
  parameters: z.array(lineParameterFields).max(20).default([]),
  simple_parameters: z.array(lineSimpleParameterFields).max(20).default([]),
  amount: count(1).default(1),
  invoiceDescription: optionalText(256),
  date: lineDate,
});
export type ProtocolLineInput = z.infer<typeof protocolLineFields>;

/** A lab test ordered in a case or sheet. */
export const laboLineFields = z.object({
  _id: uuid.optional(),
  labo: uuid,
  parameters: z.array(lineParameterFields).max(20).default([]),
  simple_parameters: z.array(lineSimpleParameterFields).max(20).default([]),
  amount: count(1).default(1),
  date: lineDate,
});
export type LaboLineInput = z.infer<typeof laboLineFields>;

/** A product used in a case or sheet: amount > 0, at most what is in stock (409 beyond). */
export const productLineFields = z.object({
  _id: uuid.optional(),
  product: uuid,
  amount: z.preprocess(
    numberFromText,
    z
      .number({ error: ifMissing(msg.positiveNumber) })
      .gt(0, msg.positiveNumber)
      .max(100_000, msg.atMost(100_000)),
  ),
  sell: z.boolean().default(true),
  date: lineDate,
});
export type ProductLineInput = z.infer<typeof productLineFields>;

/** The treatment lines a case and a research sheet share. */
export const treatmentLinesFields = {
  protocols: z.array(protocolLineFields).max(200).default([]),
  labos: z.array(laboLineFields).max(200).default([]),
  products: z.array(productLineFields).max(200).default([]),
};

/** A date in an answer: ISO 8601 with offset (documented as `format: date-time`). */
const dateTime = z.iso.datetime({ offset: true });

/** What a protocol or lab-test line shows of its protocol (a copy of its configuration). */
export const lineTreatment = z.object({
  _id: uuid,
  name: z.string(),
  price: z.number(),
  fixedPrice: z.boolean(),
  tax: z.number(),
  hasCustomDescription: z.boolean(),
  invoiceDescription: z.string().nullable(),
  products: z.array(z.object({ product: uuid, amount: z.number() })),
  parameters: z.array(
    z.object({
      elementModel: z.string(),
      elementType: z.string().nullable(),
      elementSpecification: z.string().nullable(),
    }),
  ),
  simple_parameters: z.array(z.object({ elementType: z.string(), elementName: z.string() })),
  /** The certificate report of the protocol, if any: [{name, url}]. */
  reportType: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type LineTreatment = z.infer<typeof lineTreatment>;

const lineParameter = z.object({
  elementModel: z.enum(PARAMETER_MODELS),
  elementType: z.enum(HORSE_TYPES).nullable(),
  elementSpecification: z.enum(ALL_HORSE_SPECIFICATIONS).nullable(),
  element: uuid.nullable(),
  elementName: z.string().nullable(),
});
const lineSimpleParameter = z.object({
  elementType: z.literal('Amount'),
  elementName: z.string(),
  elementAmount: z.number().int(),
});
/** What protocol and lab-test lines share: where they are, when, how many, invoiced or not. */
const treatmentLine = {
  _id: uuid,
  parameters: z.array(lineParameter),
  simple_parameters: z.array(lineSimpleParameter),
  amount: z.number().int(),
  date: dateTime,
  /** The research sheet the line belongs to, or null for the case itself. */
  sheet: uuid.nullable(),
  billable: z.boolean(),
};
export const protocolLine = z.object({
  ...treatmentLine,
  protocol: lineTreatment,
  invoiceDescription: z.string().nullable(),
});
export type ProtocolLine = z.infer<typeof protocolLine>;
export const laboLine = z.object({ ...treatmentLine, labo: lineTreatment });
export type LaboLine = z.infer<typeof laboLine>;
export const productLine = z.object({
  _id: uuid,
  product: z.object({
    _id: uuid,
    name: z.string(),
    outgoingUnit: z.string().nullable(),
    remaining: z.number(),
  }),
  amount: z.number(),
  sell: z.boolean(),
  date: dateTime,
  sheet: uuid.nullable(),
  /** The protocol line that brought this product along, if any. */
  protocolLine: uuid.nullable(),
  billable: z.boolean(),
});
export type ProductLine = z.infer<typeof productLine>;
/** The lines of a case or of a research sheet. */
export const treatmentLines = {
  protocols: z.array(protocolLine),
  labos: z.array(laboLine),
  products: z.array(productLine),
};
