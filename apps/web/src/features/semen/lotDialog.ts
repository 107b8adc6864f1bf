import type { SemenLot } from '@stalboek/domain';

/** What every dialog of 'Acties' gets: the selected lots, and what to do after. */
export type LotDialogProps = {
  lots: readonly SemenLot[];
  onClose: () => void;
  /** The action succeeded: close, and start over without a selection. */
  onDone: () => void;
};
