import { useState } from 'react';
import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useFeedback } from '../lib/feedback.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export type ConfirmDeleteOptions<T, TVars> = {
  /** The module's delete mutation; a refusal (409) goes to the banner. */
  remove: UseMutationResult<unknown, Error, TVars>;
  /** The mutation's variables for the row (usually its id). */
  toVariables: (row: T) => TVars;
  /** What the question names: '{name} verwijderen'. */
  nameOf: (row: T) => string;
  /** The success snackbar; by default '{name} succesvol verwijderd'. */
  deletedMessage?: (row: T) => string;
};

/**
 * Delete with confirmation (spec 01 §2): `ask(row)` opens the question, 'Verwijderen' deletes and
 * says so, and the dialog closes either way. Render `dialog` once, next to the rows.
 */
export function useConfirmDelete<T, TVars>(options: ConfirmDeleteOptions<T, TVars>) {
  const { remove, toVariables, nameOf, deletedMessage } = options;
  const { showSuccess } = useFeedback();
  const [toDelete, setToDelete] = useState<T | null>(null);
  const confirm = () => {
    if (toDelete === null) return;
    const message = deletedMessage?.(toDelete) ?? `${nameOf(toDelete)} succesvol verwijderd`;
    remove.mutate(toVariables(toDelete), {
      onSuccess: () => showSuccess(message),
      onSettled: () => setToDelete(null),
    });
  };
  const dialog: ReactNode =
    toDelete === null ? null : (
      <ConfirmDialog
        open
        name={nameOf(toDelete)}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setToDelete(null)}
      />
    );
  return { ask: (row: T) => setToDelete(() => row), dialog };
}
