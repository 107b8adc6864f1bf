// The health module to the rest of the server: mounted by app.ts itself, outside the /api guard.
export { healthRoutes } from './routes.ts';
