import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_GUSTATION_DAYS,
  REPORT_TYPES,
  reportTypesResult,
  TRANSACTION_ACTION_LABELS,
  TRANSACTION_ACTION_PER_TYPE,
  TRANSACTION_ACTIONS,
  TRANSACTION_GUSTATION_TYPES,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
} from '@stalboek/domain';
import { ok } from '../../lib/route-schemas.ts';

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

/**
 * The config lists of the protocol and lab-test forms (spec 02 §7 config GETs, §9). The
 * notification tags are GET /api/config/notification (modules/notifications, spec 01 §7).
 */
export const protocolConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/transactionTypes',
    {
      schema: {
        response: ok(z.object({ transactionTypes: z.array(option(z.enum(TRANSACTION_TYPES))) })),
      },
    },
    async () => ({
      transactionTypes: TRANSACTION_TYPES.map((value) => ({
        value,
        label: TRANSACTION_TYPE_LABELS[value],
      })),
    }),
  );
  app.get(
    '/config/transactionActions',
    {
      schema: {
        response: ok(
          z.object({
            transactionActions: z.array(option(z.enum(TRANSACTION_ACTIONS))),
            transactionActionPerType: z.record(
              z.enum(TRANSACTION_TYPES),
              z.array(z.enum(TRANSACTION_ACTIONS)),
            ),
          }),
        ),
      },
    },
    async () => ({
      transactionActions: TRANSACTION_ACTIONS.map((value) => ({
        value,
        label: TRANSACTION_ACTION_LABELS[value],
      })),
      transactionActionPerType: Object.fromEntries(
        TRANSACTION_TYPES.map((type) => [type, [...TRANSACTION_ACTION_PER_TYPE[type]]]),
      ) as Record<(typeof TRANSACTION_TYPES)[number], (typeof TRANSACTION_ACTIONS)[number][]>,
    }),
  );
  app.get(
    '/config/transactionGustationTypes',
    {
      schema: {
        response: ok(
          z.object({
            transactionGustationTypes: z.array(option(z.number().int())),
            default: z.number().int(),
          }),
        ),
      },
    },
    async () => ({
      transactionGustationTypes: TRANSACTION_GUSTATION_TYPES.map((g) => ({ ...g })),
      default: DEFAULT_GUSTATION_DAYS,
    }),
  );
  // Also the spec's "Protocol report types (response reportTypes with name, eng)".
  app.get('/config/reportTypes', { schema: { response: ok(reportTypesResult) } }, async () => ({
    reportTypes: REPORT_TYPES.map((r) => ({ ...r, fields: [...r.fields] })),
  }));
};
