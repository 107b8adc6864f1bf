// The stock module to the rest of the server: it alone writes stock records (batches, takes,
// give-backs, corrections); cases, sheets, deliveries and the demo data ask it here.
export { stockRoutes } from './routes.ts';
export { assertProduct, receiveBatch } from './batches.ts';
export { cents } from './guard.ts';
export { takeStockFefo, type FefoTake } from './fefo.ts';
export { giveBackCaseStock, giveBackLineStock } from './corrections.ts';
export { lockBatchesInOrder } from './locks.ts';
export { writeStockHistory, type PastBatch, type PastMod } from './history.ts';
export { batchesToExpire, stockOverview } from './overview.ts';
export { listMods } from './mod-list.ts';
