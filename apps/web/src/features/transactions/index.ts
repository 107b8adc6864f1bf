/** What the transactions module offers others: a horse's ledger tab and the ledger's query keys. */
export { transactionKeys } from './api.ts';
export { TransactionsTab } from './TransactionsTab.tsx';
