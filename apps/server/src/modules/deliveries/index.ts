// The deliveries module to the rest of the server.
export { deliveryRoutes } from './routes.ts';
