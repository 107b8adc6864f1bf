import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BREEDS,
  COAT_COLORS,
  COLLECTION_COLORS,
  CONTACT_ROLES,
  HORSE_TYPES,
  STABLES,
  STUDBOOKS,
  VAT_LIABILITIES,
} from '@stalboek/domain';
import { ok } from '../../lib/route-schemas.ts';
import { countryList } from './countries.ts';

const option = z.object({ value: z.string(), label: z.string() });

/** Fixed lists the forms offer (spec 01 §7 config calls). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/vatLiability',
    { schema: { response: ok(z.object({ vatLiability: z.array(option) })) } },
    async () => ({
      vatLiability: Object.entries(VAT_LIABILITIES).map(([value, label]) => ({ value, label })),
    }),
  );
  app.get(
    '/config/contacts',
    { schema: { response: ok(z.object({ roles: z.array(z.string()) })) } },
    async () => ({ roles: [...CONTACT_ROLES] }),
  );
  app.get(
    '/config/countries',
    {
      schema: {
        response: ok(
          z.object({ countries: z.array(z.object({ code: z.string(), name: z.string() })) }),
        ),
      },
    },
    async () => ({ countries: countryList() }),
  );
  app.get(
    '/config/stables',
    { schema: { response: ok(z.object({ stables: z.array(z.string()) })) } },
    async () => ({ stables: [...STABLES] }),
  );
  app.get(
    '/config/horse',
    {
      schema: {
        response: ok(
          z.object({
            stables: z.array(z.string()),
            types: z.array(z.string()),
            studbook: z.array(z.string()),
            colors: z.array(z.string()),
            breeds: z.array(z.string()),
          }),
        ),
      },
    },
    async () => ({
      stables: [...STABLES],
      types: [...HORSE_TYPES],
      studbook: [...STUDBOOKS],
      colors: [...COAT_COLORS],
      breeds: [...BREEDS],
    }),
  );
  // Straw and tube colours of semen and ICSI lots (coat colours are in /config/horse).
  app.get(
    '/config/colors',
    { schema: { response: ok(z.object({ colors: z.array(z.string()) })) } },
    async () => ({ colors: [...COLLECTION_COLORS] }),
  );
};
