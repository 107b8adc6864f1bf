// The lodgings module to the rest of the server: its routes (the CSV import among them), and
// what a horse's own writes do with its lodgings (create, death, relocation, detail).
export { lodgingImportRoutes } from './import-routes.ts';
export { lodgingRoutes } from './routes.ts';
export { addLodging, assertNoInvoicedRunning, endRunningLodgings } from './service.ts';
export { horseLodgings } from './presenter.ts';
export { relocateHorses } from './relocate.ts';
