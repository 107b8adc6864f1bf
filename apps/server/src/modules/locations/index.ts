// The locations module to the rest of the server.
export { locationRoutes } from './routes.ts';
