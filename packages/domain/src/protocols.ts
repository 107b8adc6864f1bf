import { z } from 'zod';
import { msg, unlessMissing } from './messages.ts';
import { numberFromText, optionalText, requiredText, uuid } from './fields.ts';
import { listQuery, repeated } from './list.ts';
import { HORSE_TYPES } from './horses.ts';
import { TAX_RATES } from './pensions.ts';
import {
  ALL_HORSE_SPECIFICATIONS,
  HORSE_SPECIFICATIONS,
  NOTIFICATION_TAG_KEYS,
  PARAMETER_MODELS,
  REPORT_TYPE_NAMES,
  SIMPLE_PARAMETER_TYPES,
  TRANSACTION_ACTIONS,
  TRANSACTION_TYPES,
  missingReportFields,
  transactionActionFits,
} from './protocol-options.ts';

export * from './protocol-options.ts';

/**
 * Protocols (billable treatments) and lab tests share one form and one body (spec 02 §3, §5):
 * `{protocol: protocolFields}` on /api/protocol, `{labo: protocolFields}` on /api/labo.
 */
export const protocolMsg = {
  requiredForReport: 'dit veld is verplicht voor het geselecteerde rapport',
  productGone: (id: string) => `product met id: ${id} bestaat niet meer`,
  duplicateProduct: 'Dit product staat er al in',
  duplicateParameter: 'Deze parameter staat er al in',
  duplicateTransaction: 'Deze transactie staat er al in',
  specificationMismatch: 'Past niet bij het gekozen geslacht',
  actionMismatch: 'Deze actie past niet bij het gekozen transactietype',
  unknownReportType: 'Onbekend rapporttype',
  unknownAccount: 'Onbekende rekening',
  unknownProduct: 'Onbekend product',
  laboAccount: 'Een labo-onderzoek boekt op een rekening 707102',
} as const;

/** The account number lab tests book on; the lab form offers only these accounts. */
export const LABO_ACCOUNT_NUMBER = '707102';

const requiredNumber = (min: number, max: number, opts: { int?: boolean; gt?: boolean } = {}) => {
  let n = z.number();
  if (opts.int) n = n.int(msg.wholeNumber);
  n = opts.gt ? n.gt(min, msg.positiveNumber) : n.min(min, msg.notNegative);
  return z.preprocess(numberFromText, n.max(max, msg.atMost(max)));
};
const list = <T extends z.ZodType>(item: T, max = 20) =>
  z.array(item).max(max, `Maximum ${max} regels`).default([]);

export const protocolProductFields = z.object({
  product: uuid,
  amount: requiredNumber(0, 100_000, { gt: true }),
});

/**
 * A parameter the case must fill in: a customer, a horse (gender required, specification
 * optional and of that gender), a semen lot or an embryo. Gender and specification belong to
 * Horse only and are dropped for the other models.
 */
export const protocolParameterFields = z
  .object({
    elementModel: z.enum(PARAMETER_MODELS),
    elementType: z
      .enum(HORSE_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    elementSpecification: z
      .enum(ALL_HORSE_SPECIFICATIONS, { error: 'Onbekende specificatie' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .transform((p) =>
    p.elementModel === 'Horse' ? p : { ...p, elementType: null, elementSpecification: null },
  )
  .superRefine((p, ctx) => {
    if (p.elementModel !== 'Horse') return;
    if (!p.elementType) {
      ctx.addIssue({ code: 'custom', path: ['elementType'], message: msg.required });
      return;
    }
    const fits: readonly string[] = HORSE_SPECIFICATIONS[p.elementType];
    if (p.elementSpecification && !fits.includes(p.elementSpecification))
      ctx.addIssue({
        code: 'custom',
        path: ['elementSpecification'],
        message: protocolMsg.specificationMismatch,
      });
  });

/** A named amount the case fills in ('Aantal rietjes'). */
export const protocolSimpleParameterFields = z.object({
  elementType: z.enum(SIMPLE_PARAMETER_TYPES),
  elementName: requiredText(64),
});

/** A notification created when the protocol is applied: expires `days` after the date. */
export const protocolNotificationFields = z.object({
  text: requiredText(256),
  days: requiredNumber(0, 3650, { int: true }),
  tags: z
    .array(z.enum(NOTIFICATION_TAG_KEYS, { error: unlessMissing('Onbekende tag') }))
    .min(1, msg.required)
    .max(NOTIFICATION_TAG_KEYS.length)
    .transform((tags) => [...new Set(tags)]),
});

/** A transaction the protocol writes when applied; the action must fit the type. */
export const protocolTransactionFields = z
  .object({
    transactionType: z.enum(TRANSACTION_TYPES),
    transactionAction: z.enum(TRANSACTION_ACTIONS),
  })
  .superRefine((t, ctx) => {
    if (!transactionActionFits(t.transactionType, t.transactionAction))
      ctx.addIssue({
        code: 'custom',
        path: ['transactionAction'],
        message: protocolMsg.actionMismatch,
      });
  });

function refuseDuplicates<T>(
  items: readonly T[],
  key: (t: T) => string,
  path: string,
  message: string,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [path, i], message });
    seen.add(k);
  });
}

/** The protocol and lab-test form and API body (spec 02 §5 Protocol, Lab test). */
export const protocolFields = z
  .object({
    // 128: the clinic's protocol names run long ('DIEPVRIES ZAAD - Diepe inseminatie met …').
    name: requiredText(128),
    translations: z
      .object({ en: optionalText(128), fr: optionalText(128) })
      .default({ en: null, fr: null }),
    account: uuid,
    tax: z.preprocess(numberFromText, z.literal(TAX_RATES)),
    price: requiredNumber(0, 1_000_000),
    fixedPrice: z.boolean().default(false),
    hasCustomDescription: z.boolean().default(false),
    invoiceDescription: optionalText(500),
    products: list(protocolProductFields, 50),
    parameters: list(protocolParameterFields),
    simple_parameters: list(protocolSimpleParameterFields),
    notifications: list(protocolNotificationFields),
    reportType: z
      .enum(REPORT_TYPE_NAMES, { error: protocolMsg.unknownReportType })
      .nullish()
      .transform((v) => v ?? null),
    transactionConfig: list(protocolTransactionFields),
  })
  .superRefine((p, ctx) => {
    refuseDuplicates(p.products, (x) => x.product, 'products', protocolMsg.duplicateProduct, ctx);
    refuseDuplicates(
      p.parameters,
      (x) => `${x.elementModel}|${x.elementType}|${x.elementSpecification}`,
      'parameters',
      protocolMsg.duplicateParameter,
      ctx,
    );
    refuseDuplicates(
      p.transactionConfig,
      (x) => `${x.transactionType}|${x.transactionAction}`,
      'transactionConfig',
      protocolMsg.duplicateTransaction,
      ctx,
    );
    for (const model of missingReportFields(p.reportType, p.parameters))
      ctx.addIssue({
        code: 'custom',
        path: ['parameters', model],
        message: protocolMsg.requiredForReport,
      });
  });
export type ProtocolFields = z.input<typeof protocolFields>;
export type ProtocolInput = z.output<typeof protocolFields>;
export const protocolBody = z.object({ protocol: protocolFields });
export const laboBody = z.object({ labo: protocolFields });

/** A protocol or lab test as the API answers it; `name` null: the product no longer exists. */
export const protocol = z.object({
  _id: uuid,
  name: z.string(),
  translations: z.object({ en: z.string().nullable(), fr: z.string().nullable() }),
  account: z.object({ _id: uuid, number: z.string(), name: z.string() }),
  tax: z.number(),
  price: z.number(),
  fixedPrice: z.boolean(),
  hasCustomDescription: z.boolean(),
  invoiceDescription: z.string().nullable(),
  products: z.array(z.object({ product: uuid, amount: z.number(), name: z.string().nullable() })),
  parameters: z.array(
    z.object({
      elementModel: z.enum(PARAMETER_MODELS),
      elementType: z.enum(HORSE_TYPES).nullable(),
      elementSpecification: z.enum(ALL_HORSE_SPECIFICATIONS).nullable(),
    }),
  ),
  simple_parameters: z.array(
    z.object({ elementType: z.enum(SIMPLE_PARAMETER_TYPES), elementName: z.string() }),
  ),
  notifications: z.array(
    z.object({ text: z.string(), days: z.number().int(), tags: z.array(z.string()) }),
  ),
  reportType: z.string().nullable(),
  transactionConfig: z.array(
    z.object({
      transactionType: z.enum(TRANSACTION_TYPES),
      transactionAction: z.enum(TRANSACTION_ACTIONS),
    }),
  ),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Protocol = z.infer<typeof protocol>;
/** The form's advanced section is open when the record has any of these (spec 02 /settings/protocol). */
export const hasAdvancedConfig = (p: {
  parameters: readonly unknown[];
  simple_parameters: readonly unknown[];
  notifications: readonly unknown[];
  transactionConfig: readonly unknown[];
}) =>
  [p.parameters, p.simple_parameters, p.notifications, p.transactionConfig].some(
    (l) => l.length > 0,
  );

export const PROTOCOL_SORT_FIELDS = ['name', 'tax', 'price', 'createdAt'] as const;
export const protocolListQuery = listQuery(PROTOCOL_SORT_FIELDS).extend({
  search: z.string().trim().max(64).optional(),
  tax: repeated(z.preprocess(numberFromText, z.literal(TAX_RATES))),
});
export const protocolListResult = z.object({ results: z.array(protocol), total: z.number().int() });
export const protocolSearchQuery = z.object({
  searchValue: z.string().trim().max(64).default(''),
  limit: z.preprocess(numberFromText, z.number().int().min(1).max(50)).default(5),
});

/** GET /api/protocol/report-types and /api/config/reportTypes. */
export const reportTypesResult = z.object({
  reportTypes: z.array(
    z.object({
      name: z.string(),
      eng: z.string(),
      reportUrl: z.string(),
      fields: z.array(z.object({ type: z.enum(PARAMETER_MODELS), required: z.boolean() })),
    }),
  ),
});
