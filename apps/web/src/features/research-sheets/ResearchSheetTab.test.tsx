import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sheetMsg, type CaseDetail, type ResearchSheet } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import { AuthContext, type Auth } from '../../auth/AuthContext.tsx';
import { ResearchSheetTab } from './ResearchSheetTab.tsx';

afterEach(() => vi.unstubAllGlobals());

const CASE = '22222222-2222-4222-8222-222222222222';
const MARE = '33333333-3333-4333-8333-333333333333';
const LAST = '44444444-4444-4444-8444-444444444444';
const PRODUCT = '77777777-7777-4777-8777-777777777777';

function caseOf(type: 'Merrie' | 'Hengst', sheets: CaseDetail['researchSheets'] = []): CaseDetail {
  return {
    _id: CASE,
    reference: '2026-00001',
    status: 'Open',
    mainActivity: '-',
    customer: null,
    horse: { _id: MARE, name: 'Fleur', type, surrogate: false },
    invoice: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    extra: null,
    pension: [],
    researchSheets: sheets,
    protocols: [],
    labos: [],
    products: [],
    storageICSI: [],
    storageSemen: [],
  };
}

const lastSheet: ResearchSheet = {
  _id: LAST,
  client: null,
  horse: MARE,
  case: CASE,
  doctor: 'Dr. Claes',
  researchDate: '2026-11-10T09:00:00.000Z',
  billable: true,
  information: {
    leftOvary: {
      follicles: [
        { follicle: '#1', size: 35, follicleTag: 'Dominant' },
        { follicle: '#2', size: 12, follicleTag: null },
      ],
      tags: ['Multifolliculair'],
    },
    rightOvary: { follicles: [], tags: [] },
    uterus: { rating: 2, content: { moist: 'Weinig', type: 'Helder' } },
    pregnant: { isPregnant: false, count: null },
  },
  cysts: [],
  protocols: [],
  labos: [],
  products: [],
  createdAt: '2026-11-10T09:00:00.000Z',
  updatedAt: '2026-11-10T09:00:00.000Z',
};

function api(sheet: ResearchSheet = lastSheet) {
  return (call: FetchCall) => {
    const path = call.url.pathname;
    if (path === '/api/config/vets') return { body: { vets: ['Dr. Peeters', 'Dr. Claes'] } };
    if (path === '/api/config/research')
      return {
        body: {
          moistList: ['Weinig', 'Veel'],
          moistType: ['Helder'],
          pregnantOptions: ['Eenling', 'Tweeling'],
          follicleTags: ['Dominant', 'Ovulatie'],
          ovaryTags: ['Afwezig', 'Multifolliculair'],
          cystType: ['Boven', 'Onder'],
        },
      };
    if (path === `/api/researchSheet/${sheet._id}`) return { body: sheet };
    if (path === '/api/researchSheet' && call.method === 'POST')
      return { status: 201, body: { ...sheet, _id: '55555555-5555-4555-8555-555555555555' } };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Niet gevonden' } };
  };
}

const sizes = (side: string) =>
  within(screen.getByRole('region', { name: side }))
    .queryAllByRole('spinbutton')
    .map((s) => (s as HTMLInputElement).value);

describe('the research sheet form', () => {
  it('a new sheet copies the last sheet: tagged follicles, ovary tags and the uterus', async () => {
    mockFetch(api());
    renderWithProviders(
      <ResearchSheetTab
        caseDetail={caseOf('Merrie', [
          { _id: LAST, researchDate: lastSheet.researchDate, doctor: 'Dr. Claes', billable: true },
        ])}
        sheetId="new"
      />,
    );
    await waitFor(() => expect(sizes('Linker ovarium')).toEqual(['35']));
    expect(screen.getByText('Oedeem: Graad 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vocht' })).toHaveTextContent('Weinig');
    // The vet is chosen anew: save stays disabled until then.
    expect(screen.getByRole('button', { name: 'Onderzoeksfiche opslaan' })).toBeDisabled();
  });

  it('a new sheet preselects the signed-in user when that user is one of the vets', async () => {
    mockFetch(api());
    const auth = { userName: 'Dr. An Peeters', userId: 'demo-dierenarts' } as Auth;
    renderWithProviders(
      <AuthContext.Provider value={auth}>
        <ResearchSheetTab caseDetail={caseOf('Merrie')} sheetId="new" />
      </AuthContext.Provider>,
    );
    const vet = await screen.findByRole('combobox', { name: /^Dierenarts/ });
    await waitFor(() => expect(vet).toHaveTextContent('Dr. Peeters'));
    expect(screen.getByRole('button', { name: 'Onderzoeksfiche opslaan' })).toBeEnabled();
  });

  it('an assistant who is not on the list of vets chooses one', async () => {
    mockFetch(api());
    const auth = { userName: 'Tom Janssens', userId: 'demo-assistent' } as Auth;
    renderWithProviders(
      <AuthContext.Provider value={auth}>
        <ResearchSheetTab caseDetail={caseOf('Merrie')} sheetId="new" />
      </AuthContext.Provider>,
    );
    await screen.findByRole('combobox', { name: /^Dierenarts/ });
    expect(screen.getByRole('button', { name: 'Onderzoeksfiche opslaan' })).toBeDisabled();
  });

  it('a new row gets size 0 and the next #n; the moisture type waits for a moisture', async () => {
    mockFetch(api());
    const { user } = renderWithProviders(
      <ResearchSheetTab caseDetail={caseOf('Merrie')} sheetId="new" />,
    );
    const left = await screen.findByRole('region', { name: 'Linker ovarium' });
    await user.click(within(left).getByRole('button', { name: 'Follikel toevoegen' }));
    await user.click(within(left).getByRole('button', { name: 'Follikel toevoegen' }));
    expect(sizes('Linker ovarium')).toEqual(['0', '0']);
    expect(within(left).getByText('#2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Soort vocht' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Aantal vruchten' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('switch', { name: 'Drachtig' }));
    expect(screen.getByRole('combobox', { name: 'Aantal vruchten' })).toHaveTextContent('Eenling');
  });

  it('a stallion has no ovaries or cysts', async () => {
    mockFetch(api());
    renderWithProviders(<ResearchSheetTab caseDetail={caseOf('Hengst')} sheetId="new" />);
    expect(await screen.findByText('Uterus')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Linker ovarium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cysten' })).not.toBeInTheDocument();
  });

  it('an invoiced sheet is read-only without a save button; an amount is saved at once', async () => {
    const invoiced: ResearchSheet = {
      ...lastSheet,
      billable: false,
      products: [
        {
          _id: '66666666-6666-4666-8666-666666666666',
          product: { _id: PRODUCT, name: 'Chorulon', outgoingUnit: null, remaining: 4 },
          amount: 2,
          sell: true,
          date: lastSheet.researchDate,
          sheet: LAST,
          protocolLine: null,
          billable: false,
        },
      ],
    };
    const serve = api(invoiced);
    const calls = mockFetch((call) =>
      call.method === 'PUT'
        ? { body: { ...invoiced, products: [{ ...invoiced.products[0]!, amount: 3 }] } }
        : serve(call),
    );
    const { user, feedback } = renderWithProviders(
      <ResearchSheetTab
        caseDetail={caseOf('Merrie', [
          { _id: LAST, researchDate: lastSheet.researchDate, doctor: 'Dr. Claes', billable: false },
        ])}
        sheetId={LAST}
      />,
    );
    expect(await screen.findByText('Gefactureerd', { selector: '.MuiChip-label' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Onderzoeksfiche opslaan' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follikel toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Protocol toevoegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chorulon verwijderen' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Dierenarts/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Only the amount is editable: leaving the field saves the sheet with the new amount.
    const amount = screen.getByRole('spinbutton', { name: 'Aantal Chorulon' });
    await user.clear(amount);
    await user.type(amount, '3');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.tab();
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith(sheetMsg.saved));
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.url.pathname).toBe(`/api/researchSheet/${LAST}`);
    expect(put[0]!.body).toMatchObject({
      doctor: 'Dr. Claes',
      researchDate: lastSheet.researchDate,
      products: [{ _id: invoiced.products[0]!._id, product: PRODUCT, amount: 3 }],
    });
  });

  it('a sheet of a closed case is read-only, amounts too', async () => {
    mockFetch(api());
    renderWithProviders(
      <ResearchSheetTab
        caseDetail={{
          ...caseOf('Merrie', [
            {
              _id: LAST,
              researchDate: lastSheet.researchDate,
              doctor: 'Dr. Claes',
              billable: true,
            },
          ]),
          status: 'Gesloten',
        }}
        sheetId={LAST}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Linker ovarium' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Onderzoeksfiche opslaan' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follikel toevoegen' })).not.toBeInTheDocument();
  });

  it('a date in the future keeps save disabled with the spec message', async () => {
    mockFetch(api());
    const { user } = renderWithProviders(
      <ResearchSheetTab caseDetail={caseOf('Merrie')} sheetId="new" />,
    );
    await user.click(await screen.findByRole('combobox', { name: /^Dierenarts/ }));
    await user.click(screen.getByRole('option', { name: 'Dr. Peeters' }));
    expect(screen.getByRole('button', { name: 'Onderzoeksfiche opslaan' })).toBeEnabled();
    const date = screen.getByLabelText(/^Datum onderzoek/);
    // Dutch dd/MM/yyyy HH:mm (the picker wraps its sections in bidi marks).
    expect((date as HTMLInputElement).value.replace(/[\u2066-\u2069]/g, '')).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    fireEvent.change(date, { target: { value: '01/01/2099 10:00' } });
    expect(
      screen.getByText('De datum van het onderzoek kan niet in de toekomst liggen'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onderzoeksfiche opslaan' })).toBeDisabled();
  });

  it("a save the server does not explain shows the spec's default message; a refusal its reason", async () => {
    let answer = apiError(500, 'Internal Server Error');
    const serve = api();
    mockFetch((call) =>
      call.url.pathname === '/api/researchSheet' && call.method === 'POST' ? answer : serve(call),
    );
    const { user, feedback } = renderWithProviders(
      <ResearchSheetTab caseDetail={caseOf('Merrie')} sheetId="new" />,
    );
    await user.click(await screen.findByRole('combobox', { name: /^Dierenarts/ }));
    await user.click(screen.getByRole('option', { name: 'Dr. Peeters' }));
    await user.click(screen.getByRole('button', { name: 'Onderzoeksfiche opslaan' }));
    await waitFor(() => expect(feedback.showError).toHaveBeenLastCalledWith(sheetMsg.saveFailed));
    answer = apiError(409, sheetMsg.caseClosed);
    await user.click(screen.getByRole('button', { name: 'Onderzoeksfiche opslaan' }));
    await waitFor(() => expect(feedback.showError).toHaveBeenLastCalledWith(sheetMsg.caseClosed));
  });
});
