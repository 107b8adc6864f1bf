// The search module to the rest of the server.
export { searchRoutes } from './routes.ts';
