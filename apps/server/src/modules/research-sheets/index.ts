// The research-sheets module to the rest of the server: its routes, what a sheet saves on its
// mare (the demo data writes sheets too), and a sheet as the API answers it.
export { researchSheetRoutes } from './routes.ts';
export { saveOnMare } from './mare.ts';
export { getSheet } from './service.ts';
