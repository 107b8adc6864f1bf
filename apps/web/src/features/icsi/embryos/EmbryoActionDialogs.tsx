import type { EmbryoAction } from './embryoActions.ts';
import type { EmbryoDialogProps } from './dialogForm.ts';
import { ExportDialog } from './ExportDialog.tsx';
import { NoteActionDialog } from './NoteActionDialog.tsx';
import { RelocateDialog } from './RelocateDialog.tsx';
import { TracesDialog } from './TracesDialog.tsx';
import { TransferDialog } from './TransferDialog.tsx';

/** The dialog of the action chosen in 'Acties', for the embryos selected then. */
export function EmbryoActionDialogs({
  action,
  ...props
}: EmbryoDialogProps & { action: EmbryoAction }) {
  const [first] = props.embryos;
  if (!first) return null;
  switch (action) {
    case 'transfer':
      return <TransferDialog embryo={first} onClose={props.onClose} onDone={props.onDone} />;
    case 'export':
      return <ExportDialog {...props} />;
    case 'relocate':
      return <RelocateDialog {...props} />;
    case 'traces':
      return <TracesDialog {...props} />;
    case 'deactivate':
    case 'reactivate':
    case 'lost':
      return <NoteActionDialog action={action} {...props} />;
  }
}
