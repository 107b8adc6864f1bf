import { describe, expect, test } from 'vitest';
import {
  HORSE_SPECIFICATIONS,
  REPORT_TYPES,
  TRANSACTION_ACTIONS,
  TRANSACTION_ACTION_PER_TYPE,
  TRANSACTION_TYPES,
  hasAdvancedConfig,
  missingReportFields,
  protocolFields,
  protocolMsg,
  transactionActionFits,
} from './protocols.ts';

const account = '0b5d6f2e-8a54-4b8e-9e43-5f0f7c1d2a11';
const product = '5d7b0b5e-1c2f-4a3e-8f6d-9a0b1c2d3e4f';
const base = { name: 'Inseminatie vers sperma', account, tax: 21, price: 85 };
const issues = (input: unknown) => {
  const r = protocolFields.safeParse(input);
  return r.success
    ? []
    : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('protocol form rules', () => {
  test('NL name, account, tax and price are required; the rest has defaults', () => {
    expect(issues({}).map((i) => i.path)).toEqual(['name', 'account', 'tax', 'price']);
    expect(issues({}).every((i) => i.message === 'Dit veld is verplicht')).toBe(true);
    expect(protocolFields.parse({ ...base, price: '12.50', tax: '6' })).toMatchObject({
      price: 12.5,
      tax: 6,
      fixedPrice: false,
      translations: { en: null, fr: null },
      products: [],
      parameters: [],
      reportType: null,
    });
  });

  test('refuses a negative price, another tax rate and a product amount of 0', () => {
    expect(issues({ ...base, price: -1 }).map((i) => i.path)).toEqual(['price']);
    expect(issues({ ...base, tax: 12 }).map((i) => i.path)).toEqual(['tax']);
    expect(issues({ ...base, products: [{ product, amount: 0 }] })[0]?.path).toBe(
      'products.0.amount',
    );
    expect(
      issues({
        ...base,
        products: [
          { product, amount: 1 },
          { product, amount: 2 },
        ],
      }),
    ).toEqual([{ path: 'products.1', message: protocolMsg.duplicateProduct }]);
  });

  test('notifications need text, days and at least one tag', () => {
    const got = issues({ ...base, notifications: [{ text: '', tags: [] }] });
    expect(got).toEqual([
      { path: 'notifications.0.text', message: 'Dit veld is verplicht' },
      { path: 'notifications.0.days', message: 'Dit veld is verplicht' },
      { path: 'notifications.0.tags', message: 'Dit veld is verplicht' },
    ]);
    expect(
      issues({ ...base, notifications: [{ text: 'Controle', days: 14, tags: ['Paard'] }] }),
    ).toHaveLength(1);
  });

  test('a horse parameter needs a gender; its specification must fit that gender', () => {
    expect(issues({ ...base, parameters: [{ elementModel: 'Horse' }] })).toEqual([
      { path: 'parameters.0.elementType', message: 'Dit veld is verplicht' },
    ]);
    expect(
      issues({
        ...base,
        parameters: [
          { elementModel: 'Horse', elementType: 'Hengst', elementSpecification: 'Draagmoeder' },
        ],
      }),
    ).toEqual([
      { path: 'parameters.0.elementSpecification', message: protocolMsg.specificationMismatch },
    ]);
    for (const [type, specs] of Object.entries(HORSE_SPECIFICATIONS))
      for (const spec of specs)
        expect(
          issues({
            ...base,
            parameters: [{ elementModel: 'Horse', elementType: type, elementSpecification: spec }],
          }),
        ).toEqual([]);
  });

  test('gender and specification are dropped from non-horse parameters', () => {
    const p = protocolFields.parse({
      ...base,
      parameters: [
        { elementModel: 'Customer', elementType: 'Merrie', elementSpecification: 'Draagmoeder' },
      ],
    });
    expect(p.parameters).toEqual([
      { elementModel: 'Customer', elementType: null, elementSpecification: null },
    ]);
  });

  test('every required field of the chosen report must be a parameter', () => {
    expect(issues({ ...base, reportType: 'Inseminatiecertificaat' })).toEqual([
      { path: 'parameters.Horse', message: protocolMsg.requiredForReport },
      { path: 'parameters.SemenCollection', message: protocolMsg.requiredForReport },
    ]);
    expect(
      issues({
        ...base,
        reportType: 'Inseminatiecertificaat',
        parameters: [
          { elementModel: 'Horse', elementType: 'Merrie' },
          { elementModel: 'SemenCollection' },
        ],
      }),
    ).toEqual([]);
    expect(issues({ ...base, reportType: 'Geboorteakte' })).toEqual([
      { path: 'reportType', message: protocolMsg.unknownReportType },
    ]);
    expect(missingReportFields(null, [])).toEqual([]);
  });

  test('every report type has a url and at least one required field', () => {
    for (const r of REPORT_TYPES) {
      expect(r.reportUrl).toMatch(/^[a-z-]+$/);
      expect(r.fields.some((f) => f.required)).toBe(true);
    }
  });

  test('a transaction action must fit its type', () => {
    expect(transactionActionFits('Fresh semen dose', 'Implanted')).toBe(false);
    expect(transactionActionFits('Rinsed embryo', 'Pregnant for at least 42 days')).toBe(true);
    expect(
      issues({
        ...base,
        transactionConfig: [{ transactionType: 'Ovum', transactionAction: 'Implanted' }],
      }),
    ).toEqual([
      { path: 'transactionConfig.0.transactionAction', message: protocolMsg.actionMismatch },
    ]);
    // Every type has actions; every action is used by some type.
    for (const type of TRANSACTION_TYPES)
      expect(TRANSACTION_ACTION_PER_TYPE[type].length).toBeGreaterThan(0);
    const used = new Set(Object.values(TRANSACTION_ACTION_PER_TYPE).flat());
    expect([...TRANSACTION_ACTIONS].filter((a) => !used.has(a))).toEqual([]);
  });

  test('the advanced section is open when any advanced list has entries', () => {
    const empty = {
      parameters: [],
      simple_parameters: [],
      notifications: [],
      transactionConfig: [],
    };
    expect(hasAdvancedConfig(empty)).toBe(false);
    expect(hasAdvancedConfig({ ...empty, simple_parameters: [{}] })).toBe(true);
  });
});
