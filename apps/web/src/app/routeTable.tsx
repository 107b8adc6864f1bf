import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Outlet, matchRoutes, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { useAuth } from '../auth/AuthContext.tsx';
import { pathnameOf, paths } from '../lib/paths.ts';
import { AppShell, Header } from './shell/AppShell.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { RouteError } from './RouteError.tsx';
import { lazyPage } from './lazyPage.tsx';
import { menu } from './shell/menu.tsx';

// The shell's own pages use no date pickers (routes.tsx: the modules' pages do).
const Home = lazyPage(() => import('../features/home/Home.tsx'));
const LoginRequired = lazyPage(() => import('../auth/LoginRequired.tsx'));
const NotAvailable = lazyPage(() => import('../features/not-available/NotAvailable.tsx'));
const PageNotFound = lazyPage(() => import('../features/not-available/PageNotFound.tsx'));
const Callback = lazyPage(() => import('../auth/Callback.tsx'));

/** The pages other modules deliver, handed in so tests can route without them. */
export type ModulePages = {
  LocationList: ComponentType;
  ContainerList: ComponentType;
  AvailableLocationsReport: ComponentType;
  CustomerList: ComponentType;
  CustomerDetail: ComponentType;
  HorseList: ComponentType;
  HorseDetail: ComponentType;
  SurrogateLocationReport: ComponentType;
  DeathHorsesReport: ComponentType;
  PensionList: ComponentType;
  PensionForm: ComponentType;
  SurrogateSheetList: ComponentType;
  UploadSemenStock: ComponentType;
  ProductList: ComponentType;
  ProductForm: ComponentType;
  StockOverview: ComponentType;
  StockDetail: ComponentType;
  ProtocolList: ComponentType;
  ProtocolForm: ComponentType;
  LaboList: ComponentType;
  LaboForm: ComponentType;
  CaseList: ComponentType;
  CaseDetail: ComponentType;
  AppliedMedicationReport: ComponentType;
  DeliveredProductsReport: ComponentType;
  OutgoingProductsReport: ComponentType;
  SemenHorseList: ComponentType;
  SemenLotsPage: ComponentType;
  SemenLotForm: ComponentType;
  SemenDeliveryReport: ComponentType;
  SemenStockReport: ComponentType;
  IcsiLotList: ComponentType;
  IcsiLotForm: ComponentType;
  IcsiDeliveryReport: ComponentType;
  IcsiStockReport: ComponentType;
};

/**
 * Logged in: the shell around the page. Logged out: the login prompt on '/', and any other path
 * goes to '/?redirect=<path+search>' (spec 01 §2).
 */
function AuthGate() {
  const { authenticated } = useAuth();
  const location = useLocation();
  if (authenticated) {
    return (
      <AppShell>
        <Outlet />
      </AppShell>
    );
  }
  if (location.pathname === paths.home) {
    return (
      <>
        <Header />
        <LoginRequired />
      </>
    );
  }
  const wanted = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate replace to={`${paths.home}?redirect=${wanted}`} />;
}

function Standalone() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The certificate reports a case links to (spec 01 'Case detail'): not built yet. */
const CERTIFICATE_REPORT = '/report/:reportUrl';

/**
 * The screens the side menu offers that have no page yet, each with whatever lies under it
 * ('/icsi/{id}', '/icsi/create'), plus the certificate reports: 'Nog niet beschikbaar'.
 */
function plannedScreens(built: RouteObject[]): RouteObject[] {
  const links = menu.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
  const unbuilt = links
    .map((link) => pathnameOf(link.path))
    .filter((pathname) => !matchRoutes(built, pathname));
  return [...new Set(unbuilt), CERTIFICATE_REPORT].map((pathname) => ({
    path: pathname === CERTIFICATE_REPORT ? pathname : `${pathname}/*`,
    element: <NotAvailable />,
  }));
}

/**
 * The route table. A screen the menu offers but not built yet shows 'Nog niet beschikbaar'; any
 * other unknown path 'Pagina niet gevonden'; never a blank page.
 */
export function buildRoutes(pages: ModulePages): RouteObject[] {
  const built = moduleRoutes(pages);
  return [
    {
      element: <Standalone />,
      errorElement: <RouteError />,
      children: [
        { path: paths.callback, element: <Callback /> },
        {
          element: <AuthGate />,
          children: [
            {
              // A failing page keeps the shell around its error.
              errorElement: <RouteError />,
              children: [
                { index: true, element: <Home /> },
                ...built,
                ...plannedScreens(built),
                { path: '*', element: <PageNotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The pages that are built, by path. */
function moduleRoutes(pages: ModulePages): RouteObject[] {
  return [
    { path: pathnameOf(paths.customers), element: <pages.CustomerList /> },
    { path: paths.customer(':id'), element: <pages.CustomerDetail /> },
    { path: pathnameOf(paths.horses), element: <pages.HorseList /> },
    { path: paths.horse(':id'), element: <pages.HorseDetail /> },
    {
      path: pathnameOf(paths.reports.location),
      element: <pages.SurrogateLocationReport />,
    },
    {
      path: pathnameOf(paths.reports.deathHorses),
      element: <pages.DeathHorsesReport />,
    },
    { path: paths.settings.pension, element: <pages.PensionList /> },
    { path: paths.settings.pensionType(':id'), element: <pages.PensionForm /> },
    {
      path: paths.settings.researchSheets,
      element: <pages.SurrogateSheetList />,
    },
    {
      path: paths.settings.uploadSemenStock,
      element: <pages.UploadSemenStock />,
    },
    { path: pathnameOf(paths.settings.locations), element: <pages.LocationList /> },
    { path: pathnameOf(paths.settings.containers), element: <pages.ContainerList /> },
    {
      path: pathnameOf(paths.reports.availableLocations),
      element: <pages.AvailableLocationsReport />,
    },
    { path: pathnameOf(paths.settings.products), element: <pages.ProductList /> },
    { path: paths.settings.product(':id'), element: <pages.ProductForm /> },
    { path: pathnameOf(paths.stock), element: <pages.StockOverview /> },
    { path: paths.stockProduct(':id'), element: <pages.StockDetail /> },
    { path: pathnameOf(paths.settings.protocols), element: <pages.ProtocolList /> },
    { path: paths.settings.protocol(':id'), element: <pages.ProtocolForm /> },
    { path: pathnameOf(paths.settings.labos), element: <pages.LaboList /> },
    { path: paths.settings.labo(':id'), element: <pages.LaboForm /> },
    {
      path: pathnameOf(paths.reports.appliedMedication),
      element: <pages.AppliedMedicationReport />,
    },
    {
      path: pathnameOf(paths.reports.deliveredProducts),
      element: <pages.DeliveredProductsReport />,
    },
    {
      path: pathnameOf(paths.reports.outgoingProducts),
      element: <pages.OutgoingProductsReport />,
    },
    { path: pathnameOf(paths.cases), element: <pages.CaseList /> },
    { path: paths.case(':id'), element: <pages.CaseDetail /> },
    { path: paths.semen, element: <pages.SemenHorseList /> },
    { path: pathnameOf(paths.semenHorse(':id')), element: <pages.SemenLotsPage /> },
    { path: paths.semenLot(':id'), element: <pages.SemenLotForm /> },
    { path: paths.semenDeliveryReport(':id', []), element: <pages.SemenDeliveryReport /> },
    { path: paths.reports.semenStock, element: <pages.SemenStockReport /> },
    { path: paths.icsiDeliveryReport(':id', []), element: <pages.IcsiDeliveryReport /> },
    { path: paths.reports.icsiStock, element: <pages.IcsiStockReport /> },
    { path: pathnameOf(paths.icsi), element: <pages.IcsiLotList /> },
    { path: paths.icsiCreate, element: <pages.IcsiLotForm /> },
    { path: paths.icsiLot(':id'), element: <pages.IcsiLotForm /> },
  ];
}
