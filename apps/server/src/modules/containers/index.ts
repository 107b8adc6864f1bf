// The containers module to the rest of the server.
export { containerRoutes } from './routes.ts';
