import type { FastifyPluginAsync } from 'fastify';
import { locationRoutes } from './locations/index.ts';
import { containerRoutes } from './containers/index.ts';
import { customerRoutes } from './customers/index.ts';
import { accountRoutes } from './accounts/index.ts';
import { searchRoutes } from './search/index.ts';
import { configRoutes } from './config/index.ts';
import { horseFileRoutes, horseRoutes } from './horses/index.ts';
import { lodgingImportRoutes, lodgingRoutes } from './lodgings/index.ts';
import { pensionRoutes } from './pensions/index.ts';
import { productRoutes } from './products/index.ts';
import { stockRoutes } from './stock/index.ts';
import { protocolRoutes } from './protocols/index.ts';
import { laboRoutes } from './labos/index.ts';
import { deliveryRoutes } from './deliveries/index.ts';
import { caseRoutes, invoicePreviewRoutes } from './cases/index.ts';
import { researchSheetRoutes } from './research-sheets/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { semenImportRoutes, semenRoutes } from './semen/index.ts';
import { transactionRoutes } from './transactions/index.ts';
import { icsiRoutes } from './icsi/index.ts';

// Every guarded API module's routes, each under the tag that groups them in /api/docs.
const modules: [tag: string, routes: FastifyPluginAsync][] = [
  ['locations', locationRoutes],
  ['containers', containerRoutes],
  ['customers', customerRoutes],
  ['accounts', accountRoutes],
  ['search', searchRoutes],
  ['config', configRoutes],
  ['horses', horseRoutes],
  ['lodgings', lodgingRoutes],
  ['pensions', pensionRoutes],
  ['products', productRoutes],
  ['stock', stockRoutes],
  ['protocols', protocolRoutes],
  ['labos', laboRoutes],
  ['deliveries', deliveryRoutes],
  ['cases', caseRoutes],
  ['cases', invoicePreviewRoutes],
  ['research-sheets', researchSheetRoutes],
  ['notifications', notificationRoutes],
  ['semen', semenRoutes],
  ['icsi', icsiRoutes],
  ['transactions', transactionRoutes],
  // Uploads (passports, lab results, lodging and semen CSV): multipart only inside these plugins.
  ['horses', horseFileRoutes],
  ['lodgings', lodgingImportRoutes],
  ['semen', semenImportRoutes],
];

/** Mounts every module's routes under /api, taken from its index.ts, tagged by module. */
export const apiModules: FastifyPluginAsync = async (api) => {
  for (const [tag, routes] of modules) {
    await api.register(async (scope) => {
      // A route that names its own tag (a module's config call) keeps it.
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: route.schema?.tags ?? [tag] };
      });
      await scope.register(routes);
    });
  }
};
