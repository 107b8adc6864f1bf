import { lazy } from 'react';
import { buildRoutes } from './routeTable.tsx';

/**
 * Pages of the modules, each its own bundle chunk: the route table imports a page by its path,
 * lazily — the one import of a feature's file that does not go through its index.ts (the lint
 * rule allows it for dynamic imports from app/ only; docs/decisions.md 36).
 */
const LocationList = lazy(() => import('../features/locations/LocationList.tsx'));
const ContainerList = lazy(() => import('../features/containers/ContainerList.tsx'));
const AvailableLocationsReport = lazy(
  () => import('../features/locations/AvailableLocationsReport.tsx'),
);
const CustomerList = lazy(() => import('../features/customers/CustomerList.tsx'));
const CustomerDetail = lazy(() => import('../features/customers/CustomerDetail.tsx'));
const HorseList = lazy(() => import('../features/horses/list/HorseList.tsx'));
const HorseDetail = lazy(() => import('../features/horses/detail/HorseDetail.tsx'));
const SurrogateLocationReport = lazy(
  () => import('../features/horses/reports/SurrogateLocationReport.tsx'),
);
const DeathHorsesReport = lazy(() => import('../features/horses/reports/DeathHorsesReport.tsx'));
const PensionList = lazy(() => import('../features/pensions/PensionList.tsx'));
const PensionForm = lazy(() => import('../features/pensions/PensionForm.tsx'));
const SurrogateSheetList = lazy(() => import('../features/horse-reports/SurrogateSheetList.tsx'));
const UploadSemenStock = lazy(() => import('../features/horse-reports/UploadSemenStock.tsx'));
const ProductList = lazy(() => import('../features/products/ProductList.tsx'));
const ProductForm = lazy(() => import('../features/products/ProductForm.tsx'));
const StockOverview = lazy(() => import('../features/stock/StockOverview.tsx'));
const StockDetail = lazy(() => import('../features/stock/StockDetail.tsx'));
const ProtocolList = lazy(() => import('../features/protocols/ProtocolList.tsx'));
const ProtocolForm = lazy(() => import('../features/protocols/ProtocolForm.tsx'));
const LaboList = lazy(() => import('../features/labos/LaboList.tsx'));
const LaboForm = lazy(() => import('../features/labos/LaboForm.tsx'));
const CaseList = lazy(() => import('../features/cases/CaseList.tsx'));
const CaseDetail = lazy(() => import('../features/cases/CaseDetail.tsx'));
const AppliedMedicationReport = lazy(
  () => import('../features/stock-reports/AppliedMedicationReport.tsx'),
);
const DeliveredProductsReport = lazy(
  () => import('../features/stock-reports/DeliveredProductsReport.tsx'),
);
const OutgoingProductsReport = lazy(
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
});
