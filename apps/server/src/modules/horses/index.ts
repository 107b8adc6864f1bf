// The horses module to the rest of the server: its routes (passport and lab-result uploads
// among them), and how the demo data stores a horse's files.
export { horseFileRoutes } from './files-routes.ts';
export { horseRoutes } from './routes.ts';
export { insertFile } from './files.ts';
