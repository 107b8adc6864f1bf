// The labos module to the rest of the server.
export { laboRoutes } from './routes.ts';
