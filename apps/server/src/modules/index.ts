import type { FastifyPluginAsync } from 'fastify';
import { locationRoutes } from './locations/routes.ts';
import { containerRoutes } from './containers/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { accountRoutes } from './accounts/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { configRoutes } from './config/routes.ts';
import { horseRoutes } from './horses/routes.ts';
import { lodgingRoutes } from './lodgings/routes.ts';
import { pensionRoutes } from './pensions/routes.ts';
import { productRoutes } from './products/routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { protocolRoutes } from './protocols/routes.ts';
import { laboRoutes } from './labos/routes.ts';
import { deliveryRoutes } from './deliveries/routes.ts';
import { horseFileRoutes } from './horses/files-routes.ts';
import { lodgingImportRoutes } from './lodgings/import-routes.ts';
import { caseRoutes } from './cases/routes.ts';
import { invoicePreviewRoutes } from './cases/invoice-preview-routes.ts';
import { researchSheetRoutes } from './research-sheets/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';

/** Every guarded API module; each registers its routes under /api. */
export const apiModules: FastifyPluginAsync = async (api) => {
  await api.register(locationRoutes);
  await api.register(containerRoutes);
  await api.register(customerRoutes);
  await api.register(accountRoutes);
  await api.register(searchRoutes);
  await api.register(configRoutes);
  await api.register(horseRoutes);
  await api.register(lodgingRoutes);
  await api.register(pensionRoutes);
  await api.register(productRoutes);
  await api.register(stockRoutes);
  await api.register(protocolRoutes);
  await api.register(laboRoutes);
  await api.register(deliveryRoutes);
  await api.register(caseRoutes);
  await api.register(invoicePreviewRoutes);
  await api.register(researchSheetRoutes);
  await api.register(notificationRoutes);
  // Uploads (passports, lab results, lodging CSV): multipart only inside these two plugins.
  await api.register(horseFileRoutes);
  await api.register(lodgingImportRoutes);
};
