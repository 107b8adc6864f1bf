import { lazyModulePage } from './lazyPage.tsx';
import { buildRoutes } from './routeTable.tsx';

/**
 * Pages of the modules, each its own bundle chunk: the route table imports a page by its path,
 * lazily — the one import of a feature's file that does not go through its index.ts (the lint
 * rule allows it for dynamic imports from app/ only; docs/decisions.md 36). Each comes with the
 * date pickers' chunk, which the home page does without (lazyPage.tsx).
 */
const LocationList = lazyModulePage(() => import('../features/locations/LocationList.tsx'));
const ContainerList = lazyModulePage(() => import('../features/containers/ContainerList.tsx'));
const AvailableLocationsReport = lazyModulePage(
  () => import('../features/locations/AvailableLocationsReport.tsx'),
);
const CustomerList = lazyModulePage(() => import('../features/customers/CustomerList.tsx'));
const CustomerDetail = lazyModulePage(() => import('../features/customers/CustomerDetail.tsx'));
const HorseList = lazyModulePage(() => import('../features/horses/list/HorseList.tsx'));
const HorseDetail = lazyModulePage(() => import('../features/horses/detail/HorseDetail.tsx'));
const SurrogateLocationReport = lazyModulePage(
  () => import('../features/horses/reports/SurrogateLocationReport.tsx'),
);
const DeathHorsesReport = lazyModulePage(
  () => import('../features/horses/reports/DeathHorsesReport.tsx'),
);
const PensionList = lazyModulePage(() => import('../features/pensions/PensionList.tsx'));
const PensionForm = lazyModulePage(() => import('../features/pensions/PensionForm.tsx'));
const SurrogateSheetList = lazyModulePage(
  () => import('../features/horse-reports/SurrogateSheetList.tsx'),
);
const UploadSemenStock = lazyModulePage(
  () => import('../features/horse-reports/UploadSemenStock.tsx'),
);
const ProductList = lazyModulePage(() => import('../features/products/ProductList.tsx'));
const ProductForm = lazyModulePage(() => import('../features/products/ProductForm.tsx'));
const StockOverview = lazyModulePage(() => import('../features/stock/StockOverview.tsx'));
const StockDetail = lazyModulePage(() => import('../features/stock/StockDetail.tsx'));
const ProtocolList = lazyModulePage(() => import('../features/protocols/ProtocolList.tsx'));
const ProtocolForm = lazyModulePage(() => import('../features/protocols/ProtocolForm.tsx'));
const LaboList = lazyModulePage(() => import('../features/labos/LaboList.tsx'));
const LaboForm = lazyModulePage(() => import('../features/labos/LaboForm.tsx'));
const SemenHorseList = lazyModulePage(() => import('../features/semen/SemenHorseList.tsx'));
const SemenLotsPage = lazyModulePage(() => import('../features/semen/SemenLotsPage.tsx'));
const SemenLotForm = lazyModulePage(() => import('../features/semen/SemenLotForm.tsx'));
const SemenDeliveryReport = lazyModulePage(
  () => import('../features/semen-reports/DeliveryReport.tsx'),
);
const SemenStockReport = lazyModulePage(
  () => import('../features/semen-reports/SemenStockReport.tsx'),
);
const IcsiLotList = lazyModulePage(() => import('../features/icsi/IcsiLotList.tsx'));
const IcsiLotForm = lazyModulePage(() => import('../features/icsi/IcsiLotForm.tsx'));
const IcsiDeliveryReport = lazyModulePage(
  () => import('../features/icsi-reports/IcsiDeliveryReport.tsx'),
);
const IcsiStockReport = lazyModulePage(
  () => import('../features/icsi-reports/IcsiStockReport.tsx'),
);
const CaseList = lazyModulePage(() => import('../features/cases/CaseList.tsx'));
const CaseDetail = lazyModulePage(() => import('../features/cases/CaseDetail.tsx'));
const AppliedMedicationReport = lazyModulePage(
  () => import('../features/stock-reports/AppliedMedicationReport.tsx'),
);
const DeliveredProductsReport = lazyModulePage(
  () => import('../features/stock-reports/DeliveredProductsReport.tsx'),
);
const OutgoingProductsReport = lazyModulePage(
  () => import('../features/stock-reports/OutgoingProductsReport.tsx'),
);

export const routes = buildRoutes({
  LocationList,
  ContainerList,
  AvailableLocationsReport,
  CustomerList,
  CustomerDetail,
  HorseList,
  HorseDetail,
  SurrogateLocationReport,
  DeathHorsesReport,
  PensionList,
  PensionForm,
  SurrogateSheetList,
  UploadSemenStock,
  ProductList,
  ProductForm,
  StockOverview,
  StockDetail,
  ProtocolList,
  ProtocolForm,
  LaboList,
  LaboForm,
  CaseList,
  CaseDetail,
  AppliedMedicationReport,
  DeliveredProductsReport,
  OutgoingProductsReport,
  SemenHorseList,
  SemenLotsPage,
  SemenLotForm,
  SemenDeliveryReport,
  SemenStockReport,
  IcsiLotList,
  IcsiLotForm,
  IcsiDeliveryReport,
  IcsiStockReport,
});
