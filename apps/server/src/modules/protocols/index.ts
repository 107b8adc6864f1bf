// The protocols module to the rest of the server: its routes, the treatment service and routes
// the labos module runs on its own table, and a protocol's columns for the demo data.
export { protocolRoutes } from './routes.ts';
export { protocolColumns, treatmentService } from './treatments.ts';
export { registerTreatmentRoutes } from './treatment-routes.ts';
