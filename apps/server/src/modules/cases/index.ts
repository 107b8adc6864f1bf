// The cases module to the rest of the server: its routes, and the lines a case and its research
// sheets share (sheets save theirs through syncLines; the demo data adds lines one by one).
export { caseRoutes } from './routes.ts';
export { invoicePreviewRoutes } from './invoice-preview-routes.ts';
export type { LineOwner } from './line-owner.ts';
export { readLines } from './lines-read.ts';
export { addProductLine, syncLines } from './lines.ts';
export { addTreatmentLine } from './treatment-lines.ts';
export { getCase } from './service.ts';
