/** What the protocols module offers the lab tests, one kind of record on another API path. */
export { laboKind } from './kinds.ts';
export { TreatmentFormPage } from './form/TreatmentFormPage.tsx';
export { TreatmentList } from './list/TreatmentList.tsx';
