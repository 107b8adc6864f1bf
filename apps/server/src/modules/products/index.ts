// The products module to the rest of the server: its routes, and how a product is shown (the
// Medini deliveries show the products they name).
export { productRoutes } from './routes.ts';
export { presentProduct } from './service.ts';
