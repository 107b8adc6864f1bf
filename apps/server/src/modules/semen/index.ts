// The semen module to the rest of the server: its routes, and the past lots the demo data (and
// the bench) write. It alone writes semen lots and their modifications; the ledger rows they
// cause go through the transactions module's writer.
export { semenRoutes } from './routes.ts';
export { semenImportRoutes } from './import-routes.ts';
export { writeSemenHistory, type PastSemenLot, type PastSemenMod } from './history.ts';
export { giveBackStraws, lockLotsForCaseSave, lotForParameter, useStraws } from './case-use.ts';
export { listLots, listSemenHorses } from './list.ts';
/** The tube room semen lots and ICSI lots share (the icsi module checks its lots with it). */
export { assertRoom } from './space.ts';
