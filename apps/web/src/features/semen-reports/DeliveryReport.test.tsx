import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { paths } from '../../lib/paths.ts';
import DeliveryReport from './DeliveryReport.tsx';
import { buyer, customer, lateBuyer, lot, mod, reportApi, stallion } from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** Lot 1 went to Jan Janssens (3) and later Haras du Nord (5); lot 2's later export was corrected. */
const lots = [
  lot(1, {
    modifications: [
      mod({
        type: 'Export',
        action: 'subtract',
        amount: 5,
        owner: lateBuyer,
        at: '2026-02-03T10:00:00.000Z',
      }),
      mod({
        type: 'Export',
        action: 'subtract',
        amount: 3,
        owner: buyer,
        at: '2026-01-10T10:00:00.000Z',
      }),
      mod({ at: '2025-03-01T11:00:00.000Z' }),
    ],
  }),
  lot(2, {
    lotNumber: 'L-2',
    export_type: 'worldwide',
    modifications: [
      mod({ type: 'Correction', action: 'add', amount: 4, at: '2026-02-05T10:00:00.000Z' }),
      mod({
        type: 'Export',
        action: 'subtract',
        amount: 4,
        owner: buyer,
        correctedBy: 'corrected',
        at: '2026-02-04T10:00:00.000Z',
      }),
      mod({
        type: 'Export',
        action: 'subtract',
        amount: 2,
        owner: buyer,
        at: '2026-01-11T10:00:00.000Z',
      }),
    ],
  }),
];
const customers = [
  customer(buyer),
  customer(lateBuyer, {
    addressLine: 'Rue du Haras 9',
    zip: '59000',
    city: 'Lille',
    country: 'FR',
  }),
];

function open(ids: string[] = lots.map((l) => l._id)) {
  const calls = mockFetch(reportApi(lots, customers));
  const view = renderWithProviders(<DeliveryReport />, {
    url: paths.semenDeliveryReport(stallion._id, ids),
  });
  return { ...view, calls };
}

const sheet = () => screen.findByRole('article', { name: 'Leveringsrapport diepvriessperma' });

describe('DeliveryReport', () => {
  it("lists each lot with the straws of its last Export in force, sent to the last Export's customer", async () => {
    open();
    expect(screen.getByLabelText('Leveringsrapport wordt geladen')).toBeInTheDocument();
    const report = await sheet();
    const table = within(report).getByRole('table', { name: 'C. Geleverde loten' });
    expect(await within(table).findAllByText('UELN 056002W00012345')).toHaveLength(2);
    expect(
      within(table).getByRole('row', { name: /^L-1 Cassini .* 01\/03\/2025 EU 5$/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^L-2 .* Wereldwijd 2$/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Totaal 7' })).toBeInTheDocument();

    const to = within(report).getByRole('region', { name: 'B. Bestemming' });
    expect(await within(to).findByText('Rue du Haras 9')).toBeInTheDocument();
    expect(within(to).getByText('59000 Lille')).toBeInTheDocument();
    expect(within(to).getByText('Haras du Nord')).toBeInTheDocument();
    expect(within(to).getByText('Frankrijk')).toBeInTheDocument();
    const centre = within(report).getByRole('region', { name: 'A. Spermacentrum' });
    expect(within(centre).getByText('Equine Fertility Centre')).toBeInTheDocument();
    expect(within(centre).getByText('BN 96/05')).toBeInTheDocument();
    expect(report).toHaveTextContent('Verordening (EU) 2016/1012');
    const stamp = within(report).getByRole('group', { name: 'Stempel van de dierenarts' });
    expect(stamp).toHaveTextContent(
      'Dr. An PeetersEquine Fertility CentreErkenningsnummer BN 96/05',
    );
  });

  it('the destination is editable: another customer brings its address, typed text overrides it', async () => {
    const { user } = open();
    const report = await sheet();
    const to = within(report).getByRole('region', { name: 'B. Bestemming' });
    await within(to).findByText('Haras du Nord');
    const options = screen.getByRole('complementary', { name: 'Opties' });
    await user.click(within(options).getByRole('combobox', { name: 'Klant' }));
    await user.click(await screen.findByRole('option', { name: 'Jan Janssens' }));
    expect(await within(to).findByText('3000 Leuven')).toBeInTheDocument();
    expect(within(to).getByText('Kerkstraat 1')).toBeInTheDocument();
    expect(within(to).getByText('België')).toBeInTheDocument();
    const city = within(options).getByRole('textbox', { name: 'Gemeente' });
    await user.clear(city);
    await user.type(city, 'Gent');
    expect(within(to).getByText('3000 Gent')).toBeInTheDocument();
  });

  it('ENG prints every label in English; signatory and approval number are chosen', async () => {
    const { user } = open();
    await sheet();
    const options = screen.getByRole('complementary', { name: 'Opties' });
    await user.click(within(options).getByRole('button', { name: 'ENG' }));
    const report = await screen.findByRole('article', { name: 'Delivery report frozen semen' });
    expect(within(report).getByRole('table', { name: 'C. Lots delivered' })).toHaveTextContent(
      'Number of straws',
    );
    expect(within(report).getByRole('region', { name: 'A. Semen centre' })).toHaveTextContent(
      'Belgium',
    );
    expect(report).toHaveTextContent('Regulation (EU) 2016/1012');
    expect(within(report).getByText('Worldwide')).toBeInTheDocument();

    await user.click(within(options).getByRole('combobox', { name: 'Ondertekenaar' }));
    await user.click(await screen.findByRole('option', { name: 'Dr. Tom Janssens' }));
    await user.click(within(options).getByRole('combobox', { name: 'Erkenningsnummer' }));
    await user.click(await screen.findByRole('option', { name: 'BN 00/02' }));
    const stamp = within(report).getByRole('group', { name: "Veterinarian's stamp" });
    expect(stamp).toHaveTextContent('Dr. Tom Janssens');
    expect(stamp).toHaveTextContent('Approval number BN 00/02');
  });

  it("'Afdrukken' prints the page", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open();
    await sheet();
    await user.click(screen.getByRole('button', { name: 'Afdrukken' }));
    expect(print).toHaveBeenCalled();
  });

  it('unknown lots are left out with a warning; none known, or none asked, says so in Dutch', async () => {
    const unknown = '5d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e599';
    const first = open([lots[0]!._id, unknown]);
    await sheet();
    expect(screen.getByText(/1 lot werd niet gevonden/)).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    const none = open([unknown, 'geen-id']);
    expect(
      await screen.findByRole('heading', { name: 'Geen loten voor het leveringsrapport' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Geen van de loten van deze link bestaat/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afdrukken' })).toBeNull();
    expect(none.feedback.showError).not.toHaveBeenCalled();
    none.unmount();
    vi.unstubAllGlobals();

    const calls = open([]).calls;
    expect(
      await screen.findByRole('heading', { name: 'Geen loten voor het leveringsrapport' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/noemt geen enkel lot/)).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
