/** What the treatment-lines module offers cases and research sheets: the line tables and their drafts. */
export { TreatmentTables } from './TreatmentTables.tsx';
export { draftsOf, linesBody } from './types.ts';
export type { EditableLines, LineContext } from './types.ts';
