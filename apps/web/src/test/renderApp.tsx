import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/Providers.tsx';
import { buildRoutes } from '../app/routeTable.tsx';
import type { Session } from '../auth/session.ts';

/** Stand-ins for the pages other modules deliver. */
const stubPages = {
  LocationList: () => <h1>Locaties</h1>,
  ContainerList: () => <h1>Stikstof Vaten</h1>,
  AvailableLocationsReport: () => <h1>Beschikbare locaties</h1>,
  CustomerList: () => <h1>Klanten</h1>,
  CustomerDetail: () => <h1>Klant</h1>,
  HorseList: () => <h1>Paarden</h1>,
  HorseDetail: () => <h1>Paard</h1>,
  SurrogateLocationReport: () => <h1>Draagmoeders</h1>,
  DeathHorsesReport: () => <h1>Overleden</h1>,
  PensionList: () => <h1>Pension types</h1>,
  PensionForm: () => <h1>Pension type</h1>,
  SurrogateSheetList: () => <h1>Onderzoeksfiches</h1>,
  UploadSemenStock: () => <h1>Spermastock opladen</h1>,
  ProductList: () => <h1>Producten</h1>,
  ProductForm: () => <h1>Product</h1>,
  StockOverview: () => <h1>Stock overzicht</h1>,
  StockDetail: () => <h1>Stock product</h1>,
  ProtocolList: () => <h1>Protocollen</h1>,
  ProtocolForm: () => <h1>Protocol</h1>,
  LaboList: () => <h1>Labo-onderzoeken</h1>,
  LaboForm: () => <h1>Labo-onderzoek</h1>,
  AppliedMedicationReport: () => <h1>Toegediende medicatie</h1>,
  DeliveredProductsReport: () => <h1>Geleverde producten</h1>,
  OutgoingProductsReport: () => <h1>Uitgaande producten</h1>,
  CaseList: () => <h1>Cases</h1>,
  CaseDetail: () => <h1>Case</h1>,
  SemenHorseList: () => <h1>Paarden met sperma loten</h1>,
  SemenLotsPage: () => <h1>Sperma loten</h1>,
  SemenLotForm: () => <h1>Sperma lot</h1>,
  SemenDeliveryReport: () => <h1>Leveringsrapport</h1>,
  SemenStockReport: () => <h1>Stock rapport genereren</h1>,
  IcsiDeliveryReport: () => <h1>Leveringsrapport embryo's</h1>,
  IcsiStockReport: () => <h1>ICSI stock rapport</h1>,
  IcsiLotList: () => <h1>ICSI Loten</h1>,
  IcsiLotForm: () => <h1>ICSI lot</h1>,
};

/** Renders the whole app (providers, shell, routes) at `path` for a session. */
export function renderApp(session: Session, path: string) {
  const router = createMemoryRouter(buildRoutes(stubPages), { initialEntries: [path] });
  const view = render(
    <Providers session={session}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
