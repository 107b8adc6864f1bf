/** What the stock reports offer other reports: the day filter of a date range kept in the URL. */
export { DayFilter } from './ReportFilters.tsx';
export { parseDay } from './reportQuery.ts';
