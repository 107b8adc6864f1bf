/** What the cases module offers others: a customer's cases, and the cache of case data sheets write to. */
export { caseKeys } from './api/keys.ts';
export { useInvalidateAfterCaseWrite } from './api/useCases.ts';
export { CustomerCasesTable } from './CustomerCasesTable.tsx';
