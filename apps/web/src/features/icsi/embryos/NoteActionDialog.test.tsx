import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { embryoActionMsg } from '@stalboek/domain';
import type { Embryo } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import type { NoteAction } from './api/useEmbryoMutations.ts';
import { NoteActionDialog } from './NoteActionDialog.tsx';
import { callsTo, embryo, embryoApi, lot, surrogate } from './test/fixtures.ts';

function open(
  action: NoteAction,
  embryos: Embryo[],
  put: (c: FetchCall) => FetchReply = () => ({ body: {} }),
) {
  const calls = mockFetch(embryoApi(embryos, (c) => (c.method === 'PUT' ? put(c) : undefined)));
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <NoteActionDialog
      action={action}
      embryos={embryos}
      onClose={() => undefined}
      onDone={onDone}
    />,
  );
  return { ...rendered, calls, onDone };
}
const puts = (calls: FetchCall[]) => callsTo(calls, 'PUT', /^\/api\/icsi\//);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deactivate, reactivate and lost', { timeout: 30000 }, () => {
  it('Deactiveren needs a note and calls once per embryo, in order', async () => {
    const embryos = [embryo(1), embryo(2)];
    const { user, calls, feedback, onDone } = open('deactivate', embryos);
    const dialog = await screen.findByRole('dialog', { name: 'Deactiveren' });
    const save = within(dialog).getByRole('button', { name: 'Deactiveren' });
    const note = within(dialog).getByRole('textbox', { name: /^Opmerking/ });
    await user.click(note);
    await user.tab();
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(note, 'Rietje gebarsten');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.deactivated),
    );
    expect(onDone).toHaveBeenCalled();
    expect(puts(calls).map((c) => [c.url.pathname, c.body])).toEqual(
      embryos.map((e) => [
        `/api/icsi/${lot._id}/${e._id}/deactivate`,
        { note: 'Rietje gebarsten' },
      ]),
    );
  });

  it('Activeren sends the one embryo with its note', async () => {
    const one = embryo(1, { active: false, damaged: true });
    const { user, calls, feedback } = open('reactivate', [one]);
    const dialog = await screen.findByRole('dialog', { name: 'Activeren' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Opmerking/ }), 'Toch intact');
    await user.click(within(dialog).getByRole('button', { name: 'Activeren' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.reactivated),
    );
    expect(puts(calls)[0]!.url.pathname).toBe(`/api/icsi/${lot._id}/${one._id}/reactivate`);
  });

  it('Verloren: a server 409 is shown in the dialog, which stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const one = embryo(1, { active: false, transferDate: '2025-04-01T10:00:00.000Z', surrogate });
    const refusal = embryoActionMsg.alreadyLost(one.code);
    const { user, calls, feedback, onDone } = open('lost', [one], () => apiError(409, refusal));
    const dialog = await screen.findByRole('dialog', { name: 'Verloren' });
    expect(within(dialog).getByText(/bij Bella ging verloren/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Opmerking/ }), 'Geen dracht');
    await user.click(within(dialog).getByRole('button', { name: 'Markeren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(puts(calls)[0]!.url.pathname).toBe(`/api/icsi/${lot._id}/${one._id}/lost`);
    expect(onDone).not.toHaveBeenCalled();
    expect(feedback.showError).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /^Opmerking/ })).toHaveValue('Geen dracht');
  });
});
