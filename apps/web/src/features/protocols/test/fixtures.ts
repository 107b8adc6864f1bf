import {
  NOTIFICATION_TAGS,
  REPORT_TYPES,
  TRANSACTION_ACTION_LABELS,
  TRANSACTION_ACTION_PER_TYPE,
  TRANSACTION_ACTIONS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
} from '@stalboek/domain';
import type { Protocol } from '@stalboek/domain';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';

export const account = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c41',
  number: '700100',
  name: 'Prestaties',
};
export const laboAccount = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c42',
  number: '707102',
  name: 'Labo-onderzoeken',
};
export const productId = '5d7b0b5e-1c2f-4a3e-8f6d-9a0b1c2d3e4f';
export const goneProductId = '5d7b0b5e-1c2f-4a3e-8f6d-9a0b1c2d3e40';

/** A protocol without advanced configuration. */
export const basicProtocol: Protocol = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c31',
  name: 'Echografie',
  translations: { en: 'Ultrasound', fr: 'Échographie' },
  account,
  tax: 21,
  price: 12.5,
  fixedPrice: true,
  hasCustomDescription: false,
  invoiceDescription: null,
  products: [],
  parameters: [],
  simple_parameters: [],
  notifications: [],
  reportType: null,
  transactionConfig: [],
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-10T10:00:00.000Z',
};

/** What the config calls of the advanced section answer (as the server builds them). */
export function configReply(call: FetchCall): FetchReply | undefined {
  switch (call.url.pathname) {
    case '/api/config/transactionTypes':
      return {
        body: {
          transactionTypes: TRANSACTION_TYPES.map((value) => ({
            value,
            label: TRANSACTION_TYPE_LABELS[value],
          })),
        },
      };
    case '/api/config/transactionActions':
      return {
        body: {
          transactionActions: TRANSACTION_ACTIONS.map((value) => ({
            value,
            label: TRANSACTION_ACTION_LABELS[value],
          })),
          transactionActionPerType: TRANSACTION_ACTION_PER_TYPE,
        },
      };
    case '/api/config/notification':
      return { body: { tags: NOTIFICATION_TAGS } };
    case '/api/config/reportTypes':
      return { body: { reportTypes: REPORT_TYPES } };
    default:
      return undefined;
  }
}

/**
 * An API for the form: config lists, accounts, one record by id, a product search and saves
 * that answer the record back.
 */
export function formApi(record: Protocol | undefined, accounts = [account]) {
  return (call: FetchCall): FetchReply => {
    const config = configReply(call);
    if (config) return config;
    const path = call.url.pathname;
    if (path === '/api/account') return { body: { results: accounts } };
    if (path === '/api/product/search')
      return {
        body: {
          results: [{ _id: productId, name: 'Oxytocine' }],
        },
      };
    if (call.method === 'GET' && record && path.endsWith(record._id)) return { body: record };
    if (call.method === 'POST' || call.method === 'PUT') {
      const body = call.body as Record<string, { name: string }>;
      const saved = Object.values(body)[0];
      return { status: call.method === 'POST' ? 201 : 200, body: { ...basicProtocol, ...saved } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'niet gevonden' } };
  };
}
