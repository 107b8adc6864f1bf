import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { paths } from '../../lib/paths.ts';
import IcsiDeliveryReport, { NO_EMBRYOS_TITLE, NO_LOT_TITLE } from './IcsiDeliveryReport.tsx';
import { buyer, customer, embryo, history, lateBuyer, lot, reportApi } from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const embryos = [embryo(1), embryo(2, { color: null, exportDate: '2026-02-04T11:00:00.000Z' })];
/** Embryo 1 went in house to Jan Janssens first; both left for Haras du Nord later. */
const rows = [
  history(embryos[0]!, 'import', '2025-05-01T10:00:00.000Z'),
  history(embryos[0]!, 'export', '2026-01-10T11:00:00.000Z', { customer: buyer, inHouse: true }),
  history(embryos[0]!, 'export', '2026-02-03T11:00:00.000Z', { customer: lateBuyer }),
  history(embryos[1]!, 'export', '2026-01-05T11:00:00.000Z', { customer: buyer }),
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

function open(ids: string[] = embryos.map((e) => e._id), lotId = lot._id) {
  const calls = mockFetch(reportApi(embryos, rows, customers));
  // The page reads the lot id from its route (the wrapper's own route is '*').
  const page = (
    <Routes>
      <Route path={paths.icsiDeliveryReport(':id', [])} element={<IcsiDeliveryReport />} />
    </Routes>
  );
  const view = renderWithProviders(page, {
    url: paths.icsiDeliveryReport(lotId, ids),
  });
  return { ...view, calls };
}

const sheet = () => screen.findByRole('article', { name: "Leveringsrapport ICSI-embryo's" });

describe('IcsiDeliveryReport', () => {
  it("prints A the centre, B the last export's customer and C both embryos", async () => {
    const { calls } = open();
    expect(screen.getByLabelText('Leveringsrapport wordt geladen')).toBeInTheDocument();
    const report = await sheet();
    expect(screen.getByRole('heading', { name: 'Leveringsrapport lot AB12' })).toBeInTheDocument();
    const table = within(report).getByRole('table', { name: "C. Geleverde embryo's" });
    expect(await within(table).findAllByText('UELN 056002W00012345')).toHaveLength(2);
    expect(
      within(table).getByRole('row', {
        name: /^1-AB12 Bella Microchip 981100000000001 Cassini UELN 056002W00012345 03\/02\/2026 Rood$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /^2-AB12 .* 04\/02\/2026 —$/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: "Aantal embryo's 2" })).toBeInTheDocument();

    const to = within(report).getByRole('region', { name: 'B. Bestemming' });
    expect(await within(to).findByText('Rue du Haras 9')).toBeInTheDocument();
    expect(within(to).getByText('Haras du Nord')).toBeInTheDocument();
    expect(within(to).getByText('59000 Lille')).toBeInTheDocument();
    expect(within(to).getByText('Frankrijk')).toBeInTheDocument();
    const asked = calls.filter((c) => c.url.pathname === '/api/icsi/history');
    expect(asked.map((c) => c.url.searchParams.get('embryoId'))).toEqual(embryos.map((e) => e._id));
    const centre = within(report).getByRole('region', { name: 'A. Embryoproductiecentrum' });
    expect(within(centre).getByText('Equine Fertility Centre')).toBeInTheDocument();
    expect(within(centre).getByText('BN 96/05')).toBeInTheDocument();
    expect(report).toHaveTextContent("de hierboven vermelde embryo's");
    expect(report).toHaveTextContent('Verordening (EU) 2016/1012');
    const stamp = within(report).getByRole('group', { name: 'Stempel van de dierenarts' });
    expect(stamp).toHaveTextContent(
      'Dr. An PeetersEquine Fertility CentreErkenningsnummer BN 96/05',
    );
  });

  it('the destination is editable: another customer brings its address, typed text overrides it', async () => {
    const { user } = open();
    const to = within(await sheet()).getByRole('region', { name: 'B. Bestemming' });
    await within(to).findByText('Haras du Nord');
    const options = screen.getByRole('complementary', { name: 'Opties' });
    await user.click(within(options).getByRole('combobox', { name: 'Klant' }));
    await user.click(await screen.findByRole('option', { name: 'Jan Janssens' }));
    expect(await within(to).findByText('3000 Leuven')).toBeInTheDocument();
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
    const report = await screen.findByRole('article', { name: 'Delivery report ICSI embryos' });
    const table = within(report).getByRole('table', { name: 'C. Embryos delivered' });
    expect(table).toHaveTextContent('Donor mareDonor stallionExport dateColour');
    expect(within(table).getByText('Red')).toBeInTheDocument();
    expect(
      within(report).getByRole('region', { name: 'A. Embryo production centre' }),
    ).toHaveTextContent('Belgium');
    expect(within(report).getByRole('region', { name: 'B. Destination' })).toHaveTextContent(
      'France',
    );
    expect(report).toHaveTextContent('Regulation (EU) 2016/1012');

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
    const { user } = open([embryos[0]!._id]);
    await sheet();
    await user.click(screen.getByRole('button', { name: 'Afdrukken' }));
    expect(print).toHaveBeenCalled();
  });

  it('an unknown embryo is left out with a warning; none known, none asked or no lot says so in Dutch', async () => {
    const unknown = '7a1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e599';
    const first = open([embryos[0]!._id, unknown]);
    await sheet();
    expect(
      screen.getByText('1 embryo werd niet gevonden en staat niet op het rapport.'),
    ).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    const none = open([unknown, 'geen-id']);
    expect(await screen.findByRole('heading', { name: NO_EMBRYOS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/Geen van de embryo's van deze link bestaat/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afdrukken' })).toBeNull();
    expect(none.feedback.showError).not.toHaveBeenCalled();
    none.unmount();
    vi.unstubAllGlobals();

    const asked = open([]);
    expect(await screen.findByRole('heading', { name: NO_EMBRYOS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/noemt geen enkel embryo/)).toBeInTheDocument();
    await waitFor(() =>
      expect(asked.calls.filter((c) => c.url.pathname.startsWith('/api/icsi/embryo'))).toHaveLength(
        0,
      ),
    );
    asked.unmount();
    vi.unstubAllGlobals();

    open([embryos[0]!._id], unknown);
    expect(await screen.findByRole('heading', { name: NO_LOT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de ICSI loten' })).toHaveAttribute(
      'href',
      '/icsi?onlyActive=true',
    );
  });
});
