// The icsi module to the rest of the server: its routes (the embryos tabs of a customer and of a
// horse among them), and the pregnancy rule research sheets call. It alone writes ICSI lots, embryos and their history; the ledger rows they
// cause go through the transactions module's writer, the tube room is the semen module's.
export { icsiRoutes } from './routes.ts';
export { syncPregnancies } from './pregnancy.ts';
export { embryoForParameter } from './present.ts';
// The demo data writes its lots and embryo movements through the module's own operations.
export { createIcsiLot } from './lots.ts';
export { transferEmbryo } from './transfer.ts';
export { exportEmbryos } from './export.ts';
export { changeEmbryoState } from './embryo-state.ts';
export { updateEmbryo } from './embryo-place.ts';
