import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The guard's question, if it is shown. */
export const unsavedQuestion = () =>
  screen.queryByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });

/**
 * Answers the question 'Niet-opgeslagen wijzigingen' (UnsavedChanges.tsx) that leaving has just
 * asked: 'Blijven' or 'Verlaten zonder opslaan'; waits until it is gone.
 */
export async function answerUnsaved(
  user: UserEvent,
  answer: 'Blijven' | 'Verlaten zonder opslaan',
): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(unsavedQuestion()).not.toBeInTheDocument());
}
