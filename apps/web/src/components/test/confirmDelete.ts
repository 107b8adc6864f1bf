import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Deletes `name` as a user does (useConfirmDelete): its row's '{name} verwijderen' button, then
 * 'Verwijderen' in the question '{name} verwijderen'. The caller asserts what follows.
 */
export async function confirmDelete(user: UserEvent, name: string): Promise<void> {
  await user.click(
    await screen.findByRole('button', { name: `${name} verwijderen` }, { timeout: 15000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: `${name} verwijderen` });
  await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
}
