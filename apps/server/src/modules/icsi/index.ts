// The icsi module to the rest of the server: its routes (the embryos tabs of a customer and of a
// horse among them). It alone writes ICSI lots, embryos and their history; the ledger rows they
// cause go through the transactions module's writer, the tube room is the semen module's.
export { icsiRoutes } from './routes.ts';
