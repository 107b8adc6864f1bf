// The customers module to the rest of the server: its routes, and how another record shows the
// customer it names.
export { customerRoutes } from './routes.ts';
export { customerNameColumns, customerNameSql, customerRef } from './presenter.ts';
