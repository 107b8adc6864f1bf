// Placeholder: the 'Imported batches' dialog comes with the Medini import.
export type MediniImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after the completed deliveries were saved, so the overview reloads. */
  onImported: () => void;
};

export function MediniImportDialog(_props: MediniImportDialogProps) {
  return null;
}
