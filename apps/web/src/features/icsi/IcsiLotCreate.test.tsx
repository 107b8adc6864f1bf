import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { icsiMsg, semenMsg } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import { icsiApi, icsiLot, mare, owner, stallion, vat } from './test/fixtures.ts';
import { embryoBoxes, field, lotFormPage, pick, search } from './test/lotFormPage.tsx';

const post = (calls: FetchCall[]) => calls.find((c) => c.method === 'POST');
const button = (name: string) => screen.getByRole('button', { name });
const all = (codes: string[], on = true) => codes.map((c): [string, boolean] => [c, on]);

function open(onPost: (call: FetchCall) => FetchReply = () => ({ status: 201 })) {
  const calls = mockFetch(icsiApi([], (c) => (c.method === 'POST' ? onPost(c) : undefined)));
  return { ...renderWithProviders(lotFormPage, { url: '/icsi/create' }), calls };
}

type User = ReturnType<typeof open>['user'];

async function typeCodeAndAmount(user: User, code: string, amount: string) {
  await user.clear(field(/^Code/));
  await user.type(field(/^Code/), code);
  await user.clear(field(/^Aantal/));
  await user.type(field(/^Aantal/), amount);
}

/** Everything but the code and amount. */
async function fillTheRest(user: User) {
  await search(user, /^Eigenaar/, owner.name);
  await search(user, /^Donormerrie/, mare.name);
  await search(user, /^Donorhengst/, stallion.name);
  await pick(user, /^Vat/, vat.name);
  await pick(user, /^Koker/, 'koker 3');
  await pick(user, /^Positie/, 'Onder');
}

afterEach(() => vi.unstubAllGlobals());

describe('/icsi/create: a new ICSI lot', { timeout: 60000 }, () => {
  it('the embryos follow code and amount, all selected again on each change; (de)select all', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'ICSI lot toevoegen' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: "Embryo's" })).toBeNull();
    await typeCodeAndAmount(user, 'AB', '3');
    expect(embryoBoxes()).toEqual(all(['1-AB', '2-AB', '3-AB']));
    await user.click(screen.getByRole('checkbox', { name: '2-AB' }));
    expect(embryoBoxes()).toEqual([
      ['1-AB', true],
      ['2-AB', false],
      ['3-AB', true],
    ]);
    expect(screen.getByText('2 van 3 geselecteerd')).toBeInTheDocument();

    // Another amount: made again, all selected.
    await typeCodeAndAmount(user, 'AB', '4');
    expect(embryoBoxes()).toEqual(all(['1-AB', '2-AB', '3-AB', '4-AB']));
    await user.click(screen.getByRole('checkbox', { name: '4-AB' }));
    // Another code: the same.
    await user.type(field(/^Code/), 'C');
    expect(embryoBoxes()).toEqual(all(['1-ABC', '2-ABC', '3-ABC', '4-ABC']));

    await user.click(button('Alles deselecteren'));
    expect(embryoBoxes()).toEqual(all(['1-ABC', '2-ABC', '3-ABC', '4-ABC'], false));
    expect(screen.getByText(icsiMsg.noEmbryos)).toBeInTheDocument();
    await user.click(button('Alles selecteren'));
    expect(embryoBoxes()).toEqual(all(['1-ABC', '2-ABC', '3-ABC', '4-ABC']));
  });

  it('saves only when valid with an embryo chosen; posts exactly the chosen codes, then opens the lot', async () => {
    const made = icsiLot(7, { code: 'AB' });
    const { user, calls, feedback, router } = open(() => ({
      status: 201,
      body: { icsi: made },
    }));
    await screen.findByRole('heading', { name: 'ICSI lot toevoegen' });
    const save = button('Opslaan');
    await typeCodeAndAmount(user, 'AB', '0');
    expect(
      await screen.findByText('Dit veld is verplicht en moet groter zijn dan 0'),
    ).toBeVisible();
    await typeCodeAndAmount(user, 'AB', '3');
    await user.type(field(/^Collectiedatum/), '01012099');
    expect(await screen.findByText(semenMsg.notAfterToday)).toBeInTheDocument();
    await user.clear(field(/^Collectiedatum/));
    await user.type(field(/^Collectiedatum/), '01032025');
    expect(screen.queryByRole('combobox', { name: /^Koker/ })).toBeNull();
    await fillTheRest(user);
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(button('Alles deselecteren'));
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '1-AB' }));
    await user.click(screen.getByRole('checkbox', { name: '3-AB' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith(icsiMsg.saved));
    expect(post(calls)!.url.pathname).toBe('/api/icsi');
    expect(post(calls)!.body).toEqual({
      icsi: {
        code: 'AB',
        amount: 3,
        owner: owner._id,
        donor_mare: mare._id,
        donor_stallion: stallion._id,
        collectionDate: '2025-03-01T11:00:00.000Z',
        traces: false,
        collectionColor: null,
        location: { container: vat._id, tube: 3, position: 'Onder' },
      },
      embryoCodes: ['1-AB', '3-AB'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/icsi/${made._id}`));
  });

  it("a 400 puts the server's details under their fields; a 409 is the banner", async () => {
    let answer: FetchReply = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: icsiMsg.notMare,
        details: [
          { path: 'body.icsi.donor_mare', message: icsiMsg.notMare },
          { path: 'body.icsi.location.tube', message: 'Dit vat heeft kokers 1 tot 3' },
          { path: 'body.embryoCodes', message: icsiMsg.twice('1-AB') },
        ],
      },
    };
    const { user, feedback } = open(() => answer);
    await screen.findByRole('heading', { name: 'ICSI lot toevoegen' });
    await typeCodeAndAmount(user, 'AB', '2');
    await fillTheRest(user);
    await waitFor(() => expect(button('Opslaan')).toBeEnabled());
    await user.click(button('Opslaan'));
    expect(await screen.findByText(icsiMsg.notMare, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Dit vat heeft kokers 1 tot 3')).toBeInTheDocument();
    expect(screen.getByText(icsiMsg.twice('1-AB'))).toBeInTheDocument();
    expect(feedback.showError).toHaveBeenCalledWith(icsiMsg.notMare);

    // Another tube answers its error; saving again meets a lot with the same code.
    answer = apiError(409, icsiMsg.codeTaken('AB'));
    await pick(user, /^Koker/, 'koker 2');
    await waitFor(() => expect(screen.queryByText('Dit vat heeft kokers 1 tot 3')).toBeNull());
    await waitFor(() => expect(button('Opslaan')).toBeEnabled());
    await user.click(button('Opslaan'));
    await waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(icsiMsg.codeTaken('AB')));
    expect(feedback.showSuccess).not.toHaveBeenCalled();
  });
});
