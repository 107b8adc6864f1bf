import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { embryoActionMsg } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { RelocateDialog } from './RelocateDialog.tsx';
import { callsTo, embryo, embryoApi, vat } from './test/fixtures.ts';

const embryos = [embryo(1), embryo(2), embryo(3)];
const space = (left: number): FetchReply => ({
  body: {
    container: {
      _id: vat._id,
      name: vat.name,
      available_places: 4,
      remaining_container_space: left,
    },
  },
});

function open(put: (c: FetchCall) => FetchReply = () => ({ body: {} })) {
  const calls = mockFetch(
    embryoApi(embryos, (c) =>
      c.method === 'PUT'
        ? put(c)
        : c.url.pathname === '/api/nitrogen-container/remaining-space/embryo'
          ? space(7)
          : undefined,
    ),
  );
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <RelocateDialog embryos={embryos} onClose={() => undefined} onDone={onDone} />,
  );
  const choose = async (d: HTMLElement, label: RegExp, option: string) => {
    await rendered.user.click(within(d).getByRole('combobox', { name: label }));
    await rendered.user.click(await screen.findByRole('option', { name: option }));
  };
  return { ...rendered, calls, onDone, choose };
}
const puts = (calls: FetchCall[]) => callsTo(calls, 'PUT', /^\/api\/icsi\/embryo\//);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the relocate dialog', { timeout: 30000 }, () => {
  it('needs a container, a tube and a position; shows the room left; one PUT per embryo', async () => {
    const { user, calls, feedback, onDone, choose } = open();
    const d = await screen.findByRole('dialog', { name: 'Verplaatsen' });
    const save = within(d).getByRole('button', { name: 'Verplaatsen' });
    // The tube is offered once a container is chosen.
    expect(within(d).queryByRole('combobox', { name: /^Koker/ })).toBeNull();
    await choose(d, /^Vat/, vat.name);
    await choose(d, /^Positie/, 'Onder');
    await new Promise((r) => setTimeout(r, 300));
    expect(save).toBeDisabled();
    expect(callsTo(calls, 'POST', '/api/nitrogen-container/remaining-space/embryo')).toHaveLength(
      0,
    );
    await choose(d, /^Koker/, 'koker 3');
    expect(
      await within(d).findByText('Nog 7 plaatsen vrij in koker 3 (Onder) van Vat 1.'),
    ).toBeInTheDocument();
    expect(
      callsTo(calls, 'POST', '/api/nitrogen-container/remaining-space/embryo')[0]!.body,
    ).toEqual({
      containerId: vat._id,
      tube: 3,
      position: 'Onder',
    });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.relocated),
    );
    expect(onDone).toHaveBeenCalled();
    expect(puts(calls).map((c) => [c.url.pathname, c.body])).toEqual(
      embryos.map((e) => [
        `/api/icsi/embryo/${e._id}`,
        { location: { container: vat._id, tube: 3, position: 'Onder' } },
      ]),
    );
  });

  it('stops at the first failure, says how many moved; a retry moves the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = true;
    const full = 'Koker 3 (Onder) van dit vat is vol: kies een andere koker of positie.';
    const { user, calls, feedback, onDone, choose } = open((c) =>
      c.url.pathname.endsWith(embryos[1]!._id) && refuse ? apiError(409, full) : { body: {} },
    );
    const d = await screen.findByRole('dialog', { name: 'Verplaatsen' });
    await choose(d, /^Vat/, vat.name);
    await choose(d, /^Koker/, 'koker 3');
    await choose(d, /^Positie/, 'Onder');
    const save = within(d).getByRole('button', { name: 'Verplaatsen' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(d).findByRole('alert')).toHaveTextContent(
      `2-AB12: ${full} 1 van 3 embryo's werd verplaatst.`,
    );
    expect(puts(calls)).toHaveLength(2);
    expect(onDone).not.toHaveBeenCalled();
    expect(feedback.showError).not.toHaveBeenCalled();

    refuse = false;
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.relocated),
    );
    expect(puts(calls).map((c) => c.url.pathname.split('/').at(-1))).toEqual([
      embryos[0]!._id,
      embryos[1]!._id,
      embryos[1]!._id,
      embryos[2]!._id,
    ]);
  });
});
