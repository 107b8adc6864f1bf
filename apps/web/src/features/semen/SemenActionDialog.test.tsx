import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { semenMsg } from '@stalboek/domain';
import type { SemenLotDetail } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import { noonIso } from '../../lib/dates.ts';
import type { StrawAction } from './labels.ts';
import { SemenActionDialog } from './SemenActionDialog.tsx';
import { buyer, lot, semenApi } from './test/fixtures.ts';

const posted = (calls: FetchCall[]) =>
  calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/semen/actions')?.body as
    Record<string, unknown> | undefined;

function open(
  type: StrawAction,
  lots: SemenLotDetail[],
  reply: FetchReply = { body: { modifications: ['m1'] } },
) {
  const calls = mockFetch(semenApi(lots, (c) => (c.method === 'POST' ? reply : undefined)));
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <SemenActionDialog type={type} lots={lots} onClose={() => undefined} onDone={onDone} />,
  );
  return { ...rendered, calls, onDone };
}

afterEach(() => vi.unstubAllGlobals());

describe('SemenActionDialog', { timeout: 30000 }, () => {
  it('the amount is at most the smallest current inventory of the selected lots', async () => {
    const lots = [lot(1, { current_inventory: 8 }), lot(2, { current_inventory: 5 })];
    const { user, calls, feedback, onDone } = open('Destroy', lots);
    const dialog = await screen.findByRole('dialog', { name: 'Vernietigen' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    const amount = within(dialog).getByLabelText(/^Aantal rietjes/);
    expect(amount).toHaveAttribute('max', '5');
    await user.type(amount, '6');
    const message = 'Dit veld is verplicht, moet groter zijn dan 0 en kleiner dan 5';
    expect(semenMsg.amount(5)).toBe(message);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Vernietigen succesvol.'),
    );
    expect(onDone).toHaveBeenCalled();
    expect(posted(calls)).toEqual({
      lots: [lots[0]!._id, lots[1]!._id],
      type: 'Destroy',
      full: false,
      amount: 5,
      customerId: null,
      inHouse: false,
      date: noonIso(new Date()),
    });
  });

  it('Controle counts against the smallest initial inventory and may add', async () => {
    const lots = [
      lot(1, { initial_inventory: 20, current_inventory: 3 }),
      lot(2, { initial_inventory: 12, current_inventory: 1 }),
    ];
    const { user, calls, feedback } = open('Control', lots);
    const dialog = await screen.findByRole('dialog', { name: 'Controle' });
    // A count always names its number: no 'Volledige loten'.
    expect(within(dialog).queryByRole('switch', { name: 'Volledige loten' })).toBeNull();
    const amount = within(dialog).getByLabelText(/^Aantal rietjes/);
    await user.type(amount, '13');
    expect(await within(dialog).findByText(semenMsg.amount(12))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12');
    await user.click(within(dialog).getByRole('combobox', { name: /^Actie/ }));
    await user.click(await screen.findByRole('option', { name: 'Toevoegen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Controle succesvol.'));
    expect(posted(calls)).toMatchObject({ type: 'Control', amount: 12, action: 'add' });
  });

  it("'Volledige loten' hides the amount and sends full: true without an amount", async () => {
    const { user, calls, feedback } = open('Damaged', [lot(1)]);
    const dialog = await screen.findByRole('dialog', { name: 'Beschadigd' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    await user.type(within(dialog).getByLabelText(/^Aantal rietjes/), '99');
    expect(await within(dialog).findByText(semenMsg.amount(8))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Volledige loten' }));
    expect(within(dialog).queryByLabelText(/^Aantal rietjes/)).toBeNull();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Beschadigd succesvol.'));
    const body = posted(calls)!;
    expect(body).toMatchObject({ type: 'Damaged', full: true });
    expect('amount' in body).toBe(false);
  });

  it("Export needs a customer; 'In huis' keeps the straws here under the new owner", async () => {
    const { user, calls, feedback } = open('Export', [lot(1)]);
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    await user.type(within(dialog).getByLabelText(/^Aantal rietjes/), '2');
    const customer = within(dialog).getByRole('combobox', { name: /^Klant/ });
    await user.click(customer);
    await user.tab();
    expect(await within(dialog).findByText(semenMsg.customerRequired)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(customer);
    await user.click(await screen.findByRole('option', { name: buyer.name }));
    await user.click(within(dialog).getByRole('switch', { name: 'In huis' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Export succesvol.'));
    expect(posted(calls)).toMatchObject({
      type: 'Export',
      amount: 2,
      customerId: buyer._id,
      inHouse: true,
    });
  });

  it("an export out of the centre goes on to the lots' delivery report (unless turned off)", async () => {
    const lots = [lot(1), lot(2)];
    const { user, router, feedback, onDone } = open('Export', lots);
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    await user.type(within(dialog).getByLabelText(/^Aantal rietjes/), '5');
    await user.click(within(dialog).getByRole('combobox', { name: /^Klant/ }));
    await user.click(await screen.findByRole('option', { name: buyer.name }));
    expect(within(dialog).getByRole('switch', { name: 'Leveringsrapport openen' })).toBeChecked();
    // Straws kept here are delivered nowhere: no report offered with 'In huis'.
    await user.click(within(dialog).getByRole('switch', { name: 'In huis' }));
    expect(within(dialog).queryByRole('switch', { name: 'Leveringsrapport openen' })).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'In huis' }));
    expect(within(dialog).getByRole('switch', { name: 'Leveringsrapport openen' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Export succesvol.'));
    expect(onDone).toHaveBeenCalled();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/semen/${lots[0]!.stallion._id}/delivery-report?lot=${lots[0]!._id}&lot=${lots[1]!._id}`,
      ),
    );
  });

  it("'Eigenaar wijzigen' needs a customer too; Beschadigd asks none", async () => {
    const { user, unmount } = open('Change', [lot(1)]);
    const dialog = await screen.findByRole('dialog', { name: 'Eigenaar wijzigen' });
    await user.type(within(dialog).getByLabelText(/^Aantal rietjes/), '1');
    await new Promise((r) => setTimeout(r, 300));
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Klant/ })).toBeRequired();
    expect(within(dialog).queryByRole('switch', { name: 'In huis' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    open('Damaged', [lot(1)]);
    const damaged = await screen.findByRole('dialog', { name: 'Beschadigd' });
    expect(within(damaged).queryByRole('combobox', { name: /^Klant/ })).toBeNull();
  });

  it('the date may not lie after today, nor before the lots were produced or imported', async () => {
    const lots = [
      lot(1, { production_date: '2025-03-01T11:00:00.000Z' }),
      lot(2, { production_date: null, type: 'Import', import_date: '2025-06-10T10:00:00.000Z' }),
    ];
    const { user } = open('Damaged', lots);
    const dialog = await screen.findByRole('dialog', { name: 'Beschadigd' });
    await user.type(within(dialog).getByLabelText(/^Aantal rietjes/), '1');
    const date = within(dialog).getByLabelText(/^Datum/);
    // Emptied and left, the picker takes a typed day from its first section on again.
    const retype = async (digits: string) => {
      await user.clear(date);
      await user.tab();
      await user.type(date, digits);
    };
    await retype('09062025');
    expect(await within(dialog).findByText(semenMsg.beforeLot)).toBeInTheDocument();
    await retype('01012099');
    expect(await within(dialog).findByText(semenMsg.notAfterToday)).toBeInTheDocument();
    await retype('10062025');
    await waitFor(() => expect(within(dialog).queryByText(semenMsg.notAfterToday)).toBeNull());
    expect(within(dialog).queryByText(semenMsg.beforeLot)).toBeNull();
  });

  it('a refusal (too few straws) is in the banner and the dialog stays open', async () => {
    const refusal = semenMsg.notEnough(3);
    const { user, feedback, onDone } = open('Destroy', [lot(1)], apiError(409, refusal));
    const dialog = await screen.findByRole('dialog', { name: 'Vernietigen' });
    await user.type(within(dialog).getByLabelText(/^Aantal rietjes/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(refusal));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Vernietigen' })).toBeInTheDocument();
  });
});
