import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { embryoActionMsg } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchReply } from '../../../components/test/mockFetch.ts';
import { noonIso } from '../../../lib/dates.ts';
import { ExportDialog } from './ExportDialog.tsx';
import { buyer, callsTo, embryo, embryoApi, lot } from './test/fixtures.ts';

const embryos = [embryo(1), embryo(2)];

function open(reply: FetchReply = { body: { id: lot._id } }) {
  const calls = mockFetch(
    embryoApi(embryos, (c) => (c.url.pathname === '/api/icsi/export' ? reply : undefined)),
  );
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <ExportDialog embryos={embryos} onClose={() => undefined} onDone={onDone} />,
    { url: '/icsi/lot' },
  );
  const dialog = () => screen.findByRole('dialog', { name: 'Export' });
  const chooseBuyer = async (d: HTMLElement) => {
    await rendered.user.click(within(d).getByRole('combobox', { name: /^Klant/ }));
    await rendered.user.click(await screen.findByRole('option', { name: buyer.name }));
  };
  const url = () =>
    `${rendered.router.state.location.pathname}${rendered.router.state.location.search}`;
  return { ...rendered, calls, onDone, dialog, chooseBuyer, url };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the export dialog', { timeout: 30000 }, () => {
  it('posts every selected embryo, then opens their delivery report', async () => {
    const { user, calls, feedback, onDone, dialog, chooseBuyer, url } = open();
    const d = await dialog();
    const save = within(d).getByRole('button', { name: 'Exporteren' });
    await new Promise((r) => setTimeout(r, 300));
    expect(save).toBeDisabled();
    await chooseBuyer(d);
    await user.type(within(d).getByRole('textbox', { name: 'Opmerking' }), 'Naar Frankrijk');
    expect(within(d).getByRole('switch', { name: 'Leveringsrapport openen' })).toBeChecked();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.exported),
    );
    expect(onDone).toHaveBeenCalled();
    expect(callsTo(calls, 'POST', '/api/icsi/export')[0]!.body).toEqual({
      embryoId: [embryos[0]!._id, embryos[1]!._id],
      inHouse: false,
      customerId: buyer._id,
      exportDate: noonIso(new Date()),
      note: 'Naar Frankrijk',
    });
    await waitFor(() =>
      expect(url()).toBe(
        `/icsi/${lot._id}/delivery-report?embryo=${embryos[0]!._id}&embryo=${embryos[1]!._id}`,
      ),
    );
  });

  it("'In huis' keeps the embryos here under the new owner: no delivery report", async () => {
    const { user, calls, feedback, dialog, chooseBuyer, url } = open();
    const d = await dialog();
    await chooseBuyer(d);
    await user.click(within(d).getByRole('switch', { name: 'In huis' }));
    expect(within(d).queryByRole('switch', { name: 'Leveringsrapport openen' })).toBeNull();
    await user.click(within(d).getByRole('button', { name: 'Exporteren' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.exported),
    );
    expect(callsTo(calls, 'POST', '/api/icsi/export')[0]!.body).toMatchObject({ inHouse: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(url()).toBe('/icsi/lot');
  });

  it('the customer is required', async () => {
    const { user, dialog } = open();
    const d = await dialog();
    await user.click(within(d).getByRole('combobox', { name: /^Klant/ }));
    await user.tab();
    expect(await within(d).findByText(embryoActionMsg.customerRequired)).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Exporteren' })).toBeDisabled();
  });

  it("a refusal (not one client) shows the server's message and keeps the dialog", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, feedback, onDone, dialog, chooseBuyer, url } = open(
      apiError(400, embryoActionMsg.uniqueClient),
    );
    const d = await dialog();
    await chooseBuyer(d);
    await user.click(within(d).getByRole('button', { name: 'Exporteren' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(embryoActionMsg.uniqueClient);
    expect(onDone).not.toHaveBeenCalled();
    expect(feedback.showError).not.toHaveBeenCalled();
    expect(url()).toBe('/icsi/lot');
  });
});
