import { PARAMETER_MODEL_LABELS } from '@stalboek/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import { MedicationDialog } from './MedicationDialog.tsx';
import { TreatmentDialog } from './TreatmentDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const protocol = (o: Record<string, unknown>) => ({
  _id: '00000000-0000-4000-8000-000000000009',
  name: 'Ovulatie-inductie',
  translations: { en: null, fr: null },
  account: { _id: 'a', number: '702000', name: 'F' },
  tax: 21,
  price: 30,
  fixedPrice: false,
  hasCustomDescription: false,
  invoiceDescription: null,
  products: [],
  parameters: [],
  simple_parameters: [],
  notifications: [],
  reportType: null,
  transactionConfig: [],
  createdAt: '',
  updatedAt: '',
  ...o,
});

function api(p: ReturnType<typeof protocol>) {
  return (call: FetchCall) => {
    const path = call.url.pathname;
    if (path === '/api/protocol/search' || path === '/api/labo/search')
      return { body: { results: [p] } };
    if (path === '/api/horse/search')
      return {
        body: { results: [{ _id: '00000000-0000-4000-8000-00000000000a', name: 'Fleur' }] },
      };
    if (path === '/api/semen')
      return {
        body: {
          total: 1,
          results: [
            {
              _id: '00000000-0000-4000-8000-00000000000c',
              lotNumber: 'L-7',
              stallion: { _id: '00000000-0000-4000-8000-00000000000d', name: 'Cornet' },
              current_inventory: 6,
            },
          ],
        },
      };
    if (path === '/api/icsi/embryos')
      return {
        body: {
          total: 1,
          results: [
            {
              _id: '00000000-0000-4000-8000-00000000000e',
              code: '2-ET-7',
              donor_mare: { _id: '00000000-0000-4000-8000-00000000000f', name: 'Quinta' },
            },
          ],
        },
      };
    if (path === '/api/product/search')
      return {
        body: { results: [{ _id: '00000000-0000-4000-8000-00000000000b', name: 'Chorulon' }] },
      };
    if (path === '/api/stock/remaining')
      return {
        body: { results: [{ product: '00000000-0000-4000-8000-00000000000b', remaining: 3 }] },
      };
    return { body: { results: [] } };
  };
}

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: RegExp,
  option: string,
) {
  await user.type(screen.getByRole('combobox', { name: label }), option.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('treatment dialogs', () => {
  it('a protocol with a mare parameter can be added only once the mare is chosen', async () => {
    const calls = mockFetch(
      api(
        protocol({
          parameters: [
            { elementModel: 'Horse', elementType: 'Merrie', elementSpecification: null },
          ],
        }),
      ),
    );
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <TreatmentDialog kind="protocol" onClose={() => {}} onAdd={onAdd} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Protocol toevoegen' });
    await choose(user, /^Protocol/, 'Ovulatie-inductie');
    // The protocol autocomplete asks 5 at a time.
    const search = calls.find((c) => c.url.pathname === '/api/protocol/search')!;
    expect(search.url.searchParams.get('limit')).toBe('5');
    const add = within(dialog).getByRole('button', { name: 'Toevoegen' });
    expect(add).toBeDisabled();
    await choose(user, /^Paard \(Merrie\)/, 'Fleur');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      amount: 1,
      parameters: [
        {
          elementModel: 'Horse',
          element: '00000000-0000-4000-8000-00000000000a',
          elementName: 'Fleur',
        },
      ],
    });
  });

  it('horses are searched by the parameter’s gender and specification', async () => {
    const calls = mockFetch(
      api(
        protocol({
          parameters: [
            { elementModel: 'Horse', elementType: 'Merrie', elementSpecification: 'Draagmoeder' },
            { elementModel: 'Horse', elementType: 'Hengst', elementSpecification: null },
          ],
        }),
      ),
    );
    const { user } = renderWithProviders(
      <TreatmentDialog kind="protocol" onClose={() => {}} onAdd={() => {}} />,
    );
    await choose(user, /^Protocol/, 'Ovulatie-inductie');
    const asked = () => calls.filter((c) => c.url.pathname === '/api/horse/search');
    await choose(user, /^Paard \(Draagmoeder\)/, 'Fleur');
    const surrogate = asked().at(-1)!.url.searchParams;
    expect([surrogate.get('type'), surrogate.get('surrogate')]).toEqual(['Merrie', 'true']);
    await choose(user, /^Paard \(Hengst\)/, 'Fleur');
    const stallion = asked().at(-1)!.url.searchParams;
    expect([stallion.get('type'), stallion.get('surrogate')]).toEqual(['Hengst', null]);
  });

  it('a custom invoice description and simple parameters (each ≥ 1) go with the line', async () => {
    mockFetch(
      api(
        protocol({
          hasCustomDescription: true,
          invoiceDescription: 'Echografie',
          simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal rietjes' }],
        }),
      ),
    );
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <TreatmentDialog kind="protocol" onClose={() => {}} onAdd={onAdd} />,
    );
    await choose(user, /^Protocol/, 'Ovulatie-inductie');
    const description = screen.getByLabelText('Omschrijving op de factuur');
    expect(description).toHaveValue('Echografie');
    await user.clear(description);
    await user.type(description, 'Echo links en rechts');
    const straws = screen.getByLabelText(/^Aantal rietjes/);
    const add = screen.getByRole('button', { name: 'Toevoegen' });
    await user.clear(straws);
    await user.type(straws, '0');
    expect(screen.getByText('Minimum 1')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(straws);
    await user.type(straws, '3');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      invoiceDescription: 'Echo links en rechts',
      simple_parameters: [
        { elementType: 'Amount', elementName: 'Aantal rietjes', elementAmount: 3 },
      ],
    });
  });

  it('a lab test without parameters is valid at once; the amount is editable behind the switch', async () => {
    mockFetch(api(protocol({ name: 'EVA serologie' })));
    const { user } = renderWithProviders(
      <TreatmentDialog kind="labo" onClose={() => {}} onAdd={() => {}} />,
    );
    await choose(user, /^Labo-onderzoek/, 'EVA serologie');
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeEnabled();
    expect(screen.getByLabelText('Aantal')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Aantal aanpassen' }));
    await user.clear(screen.getByLabelText('Aantal'));
    await user.type(screen.getByLabelText('Aantal'), '0');
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
  });

  it('a semen-lot parameter picks a lot with straws left', async () => {
    const calls = mockFetch(
      api(
        protocol({
          parameters: [
            { elementModel: 'SemenCollection', elementType: null, elementSpecification: null },
          ],
        }),
      ),
    );
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <TreatmentDialog kind="protocol" onClose={() => {}} onAdd={onAdd} />,
    );
    await choose(user, /^Protocol/, 'Ovulatie-inductie');
    const add = screen.getByRole('button', { name: 'Toevoegen' });
    expect(add).toBeDisabled();
    await choose(user, /^Sperma \(lot\)/, 'L-7 — Cornet (6 rietjes)');
    const asked = calls
      .filter((c) => c.url.pathname === '/api/semen')
      .map((c) => c.url.searchParams.get('hideEmpty'));
    // Only lots with straws left are offered.
    expect(new Set(asked)).toEqual(new Set(['true']));
    await user.click(add);
    expect(onAdd.mock.calls[0]![0].parameters).toEqual([
      expect.objectContaining({
        elementModel: 'SemenCollection',
        element: '00000000-0000-4000-8000-00000000000c',
      }),
    ]);
  });

  it('an embryo parameter picks an embryo by its code', async () => {
    const calls = mockFetch(
      api(
        protocol({
          parameters: [{ elementModel: 'Embryo', elementType: null, elementSpecification: null }],
        }),
      ),
    );
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <TreatmentDialog kind="protocol" onClose={() => {}} onAdd={onAdd} />,
    );
    await choose(user, /^Protocol/, 'Ovulatie-inductie');
    const add = screen.getByRole('button', { name: 'Toevoegen' });
    expect(add).toBeDisabled();
    await choose(user, new RegExp(`^${PARAMETER_MODEL_LABELS.Embryo}`), '2-ET-7 (Quinta)');
    expect(calls.some((c) => c.url.pathname === '/api/icsi/embryos')).toBe(true);
    await user.click(add);
    expect(onAdd.mock.calls[0]![0].parameters).toEqual([
      expect.objectContaining({
        elementModel: 'Embryo',
        element: '00000000-0000-4000-8000-00000000000e',
        elementName: '2-ET-7 (Quinta)',
      }),
    ]);
  });

  it('medication: more than the remaining stock is refused', async () => {
    mockFetch(api(protocol({})));
    const { user } = renderWithProviders(<MedicationDialog onClose={() => {}} onAdd={() => {}} />);
    await choose(user, /^Product/, 'Chorulon');
    expect(await screen.findByText('Nog 3 in stock')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Aantal/));
    await user.type(screen.getByLabelText(/^Aantal/), '4');
    expect(
      screen.getByText('Het aantal mag niet groter zijn dan de resterende stock (3)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
  });
});
