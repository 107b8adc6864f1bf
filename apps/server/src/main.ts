// The server's entry point (`tsx src/main.ts`, `npm run dev`); `npm start` calls startServer from
// scripts/start.mjs, with the web build beside it.
import { startServer } from './start-server.ts';

await startServer();
