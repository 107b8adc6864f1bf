import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { TreatmentTables, type EditableLines } from './TreatmentTables.tsx';

const lines: EditableLines = {
  protocols: [
    {
      _id: '00000000-0000-4000-8000-000000000001',
      protocol: '00000000-0000-4000-8000-000000000009',
      name: 'Ovulatie-inductie',
      parameters: [],
      simple_parameters: [],
      amount: 1,
      invoiceDescription: null,
      date: '2026-11-20T11:00:00.000Z',
      billable: true,
    },
  ],
  labos: [],
  products: [
    {
      _id: '00000000-0000-4000-8000-000000000002',
      product: '00000000-0000-4000-8000-00000000000b',
      name: 'Chorulon',
      remaining: 5,
      amount: 2,
      sell: true,
      date: '2026-11-20T11:00:00.000Z',
      billable: true,
    },
  ],
};
const context = { customerId: null, horseId: 'h', horseType: 'Merrie' };

describe('the treatment tables', () => {
  it('a line is removed only after the generic confirmation', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TreatmentTables value={lines} onChange={onChange} context={context} />,
    );
    await user.click(screen.getByRole('button', { name: 'Chorulon verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Chorulon verwijderen' });
    expect(dialog).toHaveTextContent('U staat op het punt om Chorulon te verwijderen.');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(onChange).toHaveBeenCalledWith({ ...lines, products: [] });
  });

  it('amounts only (an invoiced sheet): no adding or removing; an amount is sent when left, within the stock', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TreatmentTables value={lines} onChange={onChange} context={context} readOnly amountsOnly />,
    );
    expect(screen.queryByRole('button', { name: 'Protocol toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Medicatie toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verwijderen$/ })).not.toBeInTheDocument();
    const amount = screen.getByRole('spinbutton', { name: 'Aantal Chorulon' });
    // Above what is left in stock: shown in error, never sent; leaving puts the saved amount back.
    await user.clear(amount);
    await user.type(amount, '6');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(amount).toHaveValue(2);
    await user.clear(amount);
    await user.type(amount, '4{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].products[0]).toMatchObject({ amount: 4 });
  });
});
