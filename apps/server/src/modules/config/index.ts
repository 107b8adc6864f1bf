// The config module to the rest of the server.
export { configRoutes } from './routes.ts';
