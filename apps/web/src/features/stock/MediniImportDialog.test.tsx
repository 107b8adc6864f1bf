import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { IncompleteDelivery } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import { MediniImportDialog } from './MediniImportDialog.tsx';

const NEW_ID = '6b1e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f01';
const KNOWN_ID = '6b1e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f02';
const UNAVAILABLE = 'De Medini-leveringen konden niet opgehaald worden.';

const newProduct: IncompleteDelivery = {
  _id: NEW_ID,
  product: {
    _id: null,
    CNK: '3216547',
    name: 'Altresyn 4 mg/ml',
    tax: 6,
    type: null,
    dosage: null,
    outgoingUnit: 'ml',
  },
  lotNumber: 'ALT0923',
  supplier: 'Medini',
  buyInPrice: 118.5,
  sellingPrice: 183.68,
  sellingPricePerUnit: null,
  initialAmount: 1,
  expirationDate: '2028-03-31T10:00:00.000Z',
  deliveryDate: '2026-05-04T10:00:00.000Z',
};
const missingDate: IncompleteDelivery = {
  ...newProduct,
  _id: KNOWN_ID,
  product: {
    ...newProduct.product,
    _id: '6b1e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f09',
    name: 'Estrumate',
    CNK: '1478143',
    type: 'Hormoon',
    dosage: 20,
  },
  lotNumber: 'EST-22K19',
  sellingPricePerUnit: 3.57,
  expirationDate: null,
};

function api(list: IncompleteDelivery[]) {
  return (call: FetchCall): FetchReply => {
    if (call.url.pathname === '/api/delivery/medini') return { body: { incompleteProducts: list } };
    if (call.url.pathname === '/api/delivery/incomplete')
      return { body: { incompleteProducts: [] } };
    return apiError(404, call.url.pathname);
  };
}

function open(props: { onClose?: () => void } = {}) {
  return renderWithProviders(<MediniImportDialog open onClose={props.onClose ?? vi.fn()} />);
}

const row = (name: string) => screen.getByRole('row', { name });

afterEach(() => vi.unstubAllGlobals());

describe('MediniImportDialog', { timeout: 30000 }, () => {
  it('loads on open, asks dosage and dates, then saves the edited list and closes', async () => {
    const calls = mockFetch(api([newProduct, missingDate]));
    const onClose = vi.fn();
    const { user, feedback } = open({ onClose });
    const dialog = await screen.findByRole('dialog', { name: 'Imported batches' });
    expect(within(dialog).getByLabelText('Leveringen laden')).toBeInTheDocument();
    await within(dialog).findByRole('table', { name: 'Onvolledige leveringen' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });

    const fresh = row('Altresyn 4 mg/ml');
    expect(within(fresh).getByText('Nieuw product')).toBeInTheDocument();
    const dosage = within(fresh).getByLabelText('Dosering');
    expect(dosage).toHaveAttribute('step', '0.1');
    expect(within(fresh).getByLabelText('Aankoopprijs')).toHaveAttribute('step', '0.01');
    expect(within(fresh).getByLabelText('Aantal')).toHaveAttribute('step', '1');
    expect(within(fresh).getByLabelText('Aantal')).toHaveAttribute('min', '0');
    // A known product keeps its own dosage and type.
    expect(within(row('Estrumate')).getByLabelText('Dosering')).toBeDisabled();
    await waitFor(() => expect(save).toBeDisabled()); // dosage, a price and a date missing

    await user.type(dosage, '2.5');
    await user.type(within(fresh).getByLabelText('Verkoopprijs per eenheid'), '0.74');
    await user.type(
      within(row('Estrumate')).getByRole('textbox', { name: /Vervaldatum/ }),
      '30062028',
    );
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(feedback.showSuccess).toHaveBeenCalledWith('Leveringen succesvol geïmporteerd');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/delivery/incomplete');
    const [first, second] = (post.body as { list: Record<string, unknown>[] }).list;
    expect(first).toEqual({
      _id: NEW_ID,
      product: { type: 'Geneesmiddel', dosage: 2.5, outgoingUnit: 'ml' },
      buyInPrice: 118.5,
      sellingPrice: 183.68,
      sellingPricePerUnit: 0.74,
      initialAmount: 1,
      expirationDate: '2028-03-31T10:00:00.000Z',
      deliveryDate: '2026-05-04T10:00:00.000Z',
    });
    expect(second).toMatchObject({ _id: KNOWN_ID, expirationDate: '2028-06-30T10:00:00.000Z' });
  });

  it('refuses negative amounts and an emptied date with the spec messages', async () => {
    mockFetch(api([newProduct]));
    const { user } = open();
    await screen.findByRole('table', { name: 'Onvolledige leveringen' });
    const fresh = row('Altresyn 4 mg/ml');
    await user.type(within(fresh).getByLabelText('Dosering'), '1');
    await user.type(within(fresh).getByLabelText('Verkoopprijs per eenheid'), '1');
    await user.clear(within(fresh).getByLabelText('Aantal'));
    await user.type(within(fresh).getByLabelText('Aantal'), '-2');
    expect(await within(fresh).findByText('Mag niet negatief zijn')).toBeInTheDocument();
    await user.clear(within(fresh).getByRole('textbox', { name: /Leverdatum/ }));
    expect(await within(fresh).findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it('says so when nothing is incomplete', async () => {
    mockFetch(api([]));
    open();
    expect(
      await screen.findByText('Geen onvolledige leveringen: alles is geïmporteerd.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it('a feed that is down shows the banner and the message, nothing to save', async () => {
    mockFetch(() => ({ ...apiError(502, UNAVAILABLE) }));
    const { feedback } = open();
    await waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(UNAVAILABLE));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });
});
