// The transactions module (the ledger of genetic material) to the rest of the server: the one
// writer every operation that moves material calls in its own transaction, and its routes.
export { transactionRoutes } from './routes.ts';
export { reverseTransactions, writeTransactions, type LedgerEntry } from './writer.ts';
export { inForce } from './list.ts';
