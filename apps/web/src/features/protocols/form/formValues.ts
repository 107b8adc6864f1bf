import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { hasAdvancedConfig, protocolFields } from '@stalboek/domain';
import type {
  HorseSpecification,
  HorseType,
  NotificationTag,
  ParameterModel,
  Protocol,
  ProtocolFields,
  ProtocolInput,
  TransactionAction,
  TransactionType,
} from '@stalboek/domain';

/** A parameter row: model '' until chosen; gender and specification only for a horse. */
export type ParameterRow = {
  elementModel: ParameterModel | '';
  elementType: HorseType | null;
  elementSpecification: HorseSpecification | null;
};

/** The form's values: text as typed ('' = empty), numbers as text; the domain schema parses them. */
export type TreatmentFormValues = {
  name: string;
  translations: { en: string; fr: string };
  account: string;
  tax: string;
  price: string;
  fixedPrice: boolean;
  hasCustomDescription: boolean;
  invoiceDescription: string;
  products: { product: string; amount: string }[];
  parameters: ParameterRow[];
  simple_parameters: { elementType: 'Amount'; elementName: string }[];
  notifications: { text: string; days: string; tags: NotificationTag[] }[];
  /** '' = no report. */
  reportType: string;
  transactionConfig: {
    transactionType: TransactionType | '';
    transactionAction: TransactionAction | '';
  }[];
};

/** The form's control: typed values in, the parsed API body out. */
export type TreatmentControl = Control<TreatmentFormValues, unknown, ProtocolInput>;

/** The values of a loaded record, or of a new one (tax 21 %, the only account when there is one). */
export function initialValues(
  record: Protocol | undefined,
  defaultAccount?: string,
): TreatmentFormValues {
  return {
    name: record?.name ?? '',
    translations: { en: record?.translations.en ?? '', fr: record?.translations.fr ?? '' },
    account: record?.account._id ?? defaultAccount ?? '',
    tax: record ? String(record.tax) : '21',
    price: record ? String(record.price) : '',
    fixedPrice: record?.fixedPrice ?? false,
    hasCustomDescription: record?.hasCustomDescription ?? false,
    invoiceDescription: record?.invoiceDescription ?? '',
    products: (record?.products ?? []).map((p) => ({
      product: p.product,
      amount: String(p.amount),
    })),
    parameters: (record?.parameters ?? []).map((p) => ({ ...p })),
    simple_parameters: (record?.simple_parameters ?? []).map((p) => ({ ...p })),
    notifications: (record?.notifications ?? []).map((n) => ({
      text: n.text,
      days: String(n.days),
      tags: n.tags as NotificationTag[],
    })),
    reportType: record?.reportType ?? '',
    transactionConfig: (record?.transactionConfig ?? []).map((t) => ({ ...t })),
  };
}

/** The advanced toggle starts on when the record has any advanced configuration (spec 02 §2). */
export function advancedInitially(record: Protocol | undefined): boolean {
  return record !== undefined && hasAdvancedConfig(record);
}

/**
 * What the domain schema checks: with the advanced section off the record has no parameters,
 * simple parameters, notifications, report type or transaction config.
 */
export function toInput(values: TreatmentFormValues, advanced: boolean): ProtocolFields {
  // The form's text and '' choices are what the schema parses (it names what is missing).
  const base = { ...values, reportType: values.reportType || null } as unknown as ProtocolFields;
  if (advanced) return base;
  return {
    ...base,
    parameters: [],
    simple_parameters: [],
    notifications: [],
    reportType: null,
    transactionConfig: [],
  };
}

const schemaResolver = zodResolver(protocolFields);

/**
 * The domain's protocolFields as the form's resolver (one schema for form and API); `advanced`
 * is read at each validation, so turning the section off also drops its errors.
 */
export function treatmentResolver(
  advanced: () => boolean,
): Resolver<TreatmentFormValues, unknown, ProtocolInput> {
  return async (values, context, options) => {
    const result = await schemaResolver(
      toInput(values, advanced()),
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    return result as unknown as
      | { values: ProtocolInput; errors: Record<string, never> }
      | { values: Record<string, never>; errors: FieldErrors<TreatmentFormValues> };
  };
}
