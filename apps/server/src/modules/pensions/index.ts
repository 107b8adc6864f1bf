// The pensions module to the rest of the server.
export { pensionRoutes } from './routes.ts';
