import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { embryoActionMsg } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchReply } from '../../../components/test/mockFetch.ts';
import { noonIso } from '../../../lib/dates.ts';
import { TransferDialog } from './TransferDialog.tsx';
import { callsTo, embryo, embryoApi, surrogate } from './test/fixtures.ts';

const one = embryo(1);

function open(reply: FetchReply = { body: { embryo: one } }) {
  const calls = mockFetch(
    embryoApi([one], (c) => (c.url.pathname === '/api/icsi/transfer' ? reply : undefined)),
  );
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <TransferDialog embryo={one} onClose={() => undefined} onDone={onDone} />,
  );
  return { ...rendered, calls, onDone };
}

async function chooseSurrogate(user: ReturnType<typeof open>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: /^Draagmoeder/ }), 'Bel');
  await user.click(await screen.findByRole('option', { name: surrogate.name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the transfer dialog', { timeout: 30000 }, () => {
  it('searches living surrogate mares and posts {embryoId, surrogateId, transferDate}', async () => {
    const { user, calls, feedback, onDone } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Overdragen naar draagmoeder' });
    const save = within(dialog).getByRole('button', { name: 'Overdragen' });
    await new Promise((r) => setTimeout(r, 300));
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: /^Draagmoeder/ }), 'Bel');
    // Living surrogate mares, 10 at most, by the typed text.
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/horse/search').map((c) =>
          Object.fromEntries(c.url.searchParams),
        ),
      ).toContainEqual({ searchValue: 'Bel', type: 'Merrie', surrogate: 'true', limit: '10' }),
    );
    await user.click(await screen.findByRole('option', { name: surrogate.name }));
    // Today by default.
    expect(within(dialog).getByLabelText(/^Transferdatum/)).toHaveValue(
      format(new Date(), 'dd/MM/yyyy'),
    );
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.transferred),
    );
    expect(onDone).toHaveBeenCalled();
    expect(callsTo(calls, 'POST', '/api/icsi/transfer')[0]!.body).toEqual({
      embryoId: one._id,
      surrogateId: surrogate._id,
      transferDate: noonIso(new Date()),
    });
  });

  it('the transfer date is required and not in the future', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Overdragen naar draagmoeder' });
    await chooseSurrogate(user, dialog);
    const date = within(dialog).getByLabelText(/^Transferdatum/);
    await user.clear(date);
    await user.tab();
    await user.type(date, '01012099');
    expect(
      await within(dialog).findByText('Deze datum mag niet na vandaag liggen'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Overdragen' })).toBeDisabled();
  });

  it("a 409 (the surrogate carries an embryo) shows the server's message in the dialog", async () => {
    const refusal = embryoActionMsg.carrying(surrogate.name, '2-AB12');
    // The failure is the dialog's to show; the query client only logs it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, feedback, onDone } = open(apiError(409, refusal));
    const dialog = await screen.findByRole('dialog', { name: 'Overdragen naar draagmoeder' });
    await chooseSurrogate(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Overdragen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(onDone).not.toHaveBeenCalled();
    expect(feedback.showSuccess).not.toHaveBeenCalled();
    expect(feedback.showError).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Overdragen naar draagmoeder' })).toBeInTheDocument();
  });
});
