// The accounts module to the rest of the server.
export { accountRoutes } from './routes.ts';
