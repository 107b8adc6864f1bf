import { lazy } from 'react';
import { buildRoutes } from './routeTable.tsx';

/** Pages of the modules, each its own bundle chunk. */
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
const ResearchSheetList = lazy(() => import('../features/horse-reports/ResearchSheetList.tsx'));
const UploadSemenStock = lazy(() => import('../features/horse-reports/UploadSemenStock.tsx'));

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
  ResearchSheetList,
  UploadSemenStock,
});
