import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import { NewCaseDialog } from './NewCaseDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const OWNED = '33333333-3333-4333-8333-333333333333';
const OWNER = '66666666-6666-4666-8666-666666666666';
const NO_OWNER = '44444444-4444-4444-8444-444444444444';
const PICKED = '55555555-5555-4555-8555-555555555555';

function api(call: FetchCall) {
  const path = call.url.pathname;
  if (path === '/api/case' && call.method === 'POST')
    return { status: 201, body: { _id: '22222222-2222-4222-8222-222222222222' } };
  if (path === '/api/horse/search')
    return {
      body: {
        results: [
          { _id: OWNED, name: 'Fleur', type: 'Merrie' },
          { _id: NO_OWNER, name: 'Zwerver', type: 'Merrie' },
        ],
      },
    };
  if (path === `/api/horse/${OWNED}`)
    return { body: { _id: OWNED, name: 'Fleur', owner: { _id: OWNER, name: 'Jan Janssens' } } };
  if (path === `/api/horse/${NO_OWNER}`)
    return { body: { _id: NO_OWNER, name: 'Zwerver', owner: null } };
  if (path === '/api/customer/search')
    return { body: { results: [{ _id: PICKED, displayName: 'Piet Pieters' }] } };
  return { body: { results: [], total: 0 } };
}

describe("'Case toevoegen'", () => {
  it('a horse without an owner leaves no customer behind; a customer the user picked stays', async () => {
    const calls = mockFetch(api);
    const { user } = renderWithProviders(<NewCaseDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Case toevoegen' });
    const horse = within(dialog).getByRole('combobox', { name: /^Paard/ });
    const customer = within(dialog).getByRole('combobox', { name: /^Klant/ });
    const pickHorse = async (name: string) => {
      await user.clear(horse);
      await user.type(horse, name.slice(0, 3));
      await user.click(await screen.findByRole('option', { name }));
    };
    await pickHorse('Fleur');
    await waitFor(() => expect(customer).toHaveValue('Jan Janssens'));
    await pickHorse('Zwerver');
    await waitFor(() => expect(customer).toHaveValue(''));
    // Picked by the user, the customer no longer follows the horse.
    await user.type(customer, 'Pie');
    await user.click(await screen.findByRole('option', { name: 'Piet Pieters' }));
    const asked = () => calls.filter((c) => c.url.pathname === `/api/horse/${OWNED}`).length;
    const before = asked();
    await pickHorse('Fleur');
    await waitFor(() => expect(asked()).toBe(before + 1));
    expect(customer).toHaveValue('Piet Pieters');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      horse: OWNED,
      customer: PICKED,
      mainActivity: '-',
    });
  });
});
