import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { CsvUploadForm } from './CsvUploadForm.tsx';
import UploadSemenStock from './UploadSemenStock.tsx';

const BAD_CSV = 'Invalid file uploaded, make sure the extension is .csv';
const csv = (name: string) => new File(['paard;locatie\nBella;A-1\n'], name, { type: 'text/csv' });
const input = () => screen.getByLabelText('Upload verblijven: CSV-bestand');
const upload = () => screen.getByRole('button', { name: 'Uploaden' });

afterEach(() => vi.unstubAllGlobals());

describe('CsvUploadForm', { timeout: 20000 }, () => {
  it('refuses a file that is not .csv with the spec text', async () => {
    const calls = mockFetch(() => ({ body: { imported: 1 } }));
    renderWithProviders(<CsvUploadForm title="Upload verblijven" type="Lodging" />);
    expect(upload()).toBeDisabled();
    // The picker's .csv filter can be set aside ('All files'): the form checks the name itself.
    fireEvent.change(input(), { target: { files: [new File(['x'], 'verblijven.xlsx')] } });
    expect(await screen.findByText(BAD_CSV)).toBeInTheDocument();
    expect(upload()).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it("uploads a .csv file and says 'Succesvol geupload'", async () => {
    const calls = mockFetch(() => ({ body: { imported: 1 } }));
    const { user, feedback } = renderWithProviders(
      <CsvUploadForm title="Upload verblijven" type="Lodging" />,
    );
    await user.upload(input(), csv('verblijven.CSV'));
    expect(screen.queryByText(BAD_CSV)).not.toBeInTheDocument();
    await user.click(upload());
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Succesvol geupload'));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/semen/upload/lodging');
  });

  it('lists the messages of the refused rows under the form', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: '2 rijen bevatten fouten: niets geïmporteerd',
        details: [
          { path: 'row 2', message: "paard 'Blixem' niet gevonden" },
          { path: 'row 3', message: 'Deze locatie is volzet.' },
        ],
      },
    }));
    const { user, feedback } = renderWithProviders(
      <CsvUploadForm title="Upload verblijven" type="Lodging" />,
    );
    await user.upload(input(), csv('verblijven.csv'));
    await user.click(upload());
    expect(await screen.findByText("paard 'Blixem' niet gevonden")).toBeInTheDocument();
    expect(screen.getByText('Deze locatie is volzet.')).toBeInTheDocument();
    expect(screen.getByText('Rij 3')).toBeInTheDocument();
    expect(feedback.showError).toHaveBeenCalledWith('2 rijen bevatten fouten: niets geïmporteerd');
  });

  it("sends the semen stock to its own call and says 'Succesvol geupload'", async () => {
    const calls = mockFetch(() => ({ body: { imported: 3 } }));
    const { user, feedback } = renderWithProviders(
      <CsvUploadForm title="Upload sperma stock" type="Semen" />,
    );
    await user.upload(screen.getByLabelText('Upload sperma stock: CSV-bestand'), csv('stock.csv'));
    await user.click(upload());
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Succesvol geupload'));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/semen/upload/semen');
  });

  it('shows each problem of a refused semen file with its row', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: '1 rij bevat fouten: niets geïmporteerd',
        details: [
          { path: 'row 7777', message: "productiedatum: '32/01/2026' is geen datum (dd/mm/jjjj)" },
          { path: 'row 7777', message: 'motiliteit: Mag maximum 100 zijn' },
        ],
      },
    }));
    const { user, feedback } = renderWithProviders(
      <CsvUploadForm title="Upload sperma stock" type="Semen" />,
    );
    await user.upload(screen.getByLabelText('Upload sperma stock: CSV-bestand'), csv('stock.csv'));
    await user.click(upload());
    const list = await screen.findByRole('list', { name: 'Fouten in Upload sperma stock' });
    expect(list).toHaveTextContent(
      "productiedatum: '32/01/2026' is geen datum (dd/mm/jjjj)Rij 7777" +
        'motiliteit: Mag maximum 100 zijnRij 7777',
    );
    expect(feedback.showError).toHaveBeenCalledWith('1 rij bevat fouten: niets geïmporteerd');
  });

  it('a missing column is named under the form', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: "Kolom 'koker' ontbreekt",
        details: [{ path: 'header', message: "Kolom 'koker' ontbreekt" }],
      },
    }));
    const { user } = renderWithProviders(
      <CsvUploadForm title="Upload sperma stock" type="Semen" />,
    );
    await user.upload(screen.getByLabelText('Upload sperma stock: CSV-bestand'), csv('stock.csv'));
    await user.click(upload());
    const list = await screen.findByRole('list', { name: 'Fouten in Upload sperma stock' });
    expect(list).toHaveTextContent("Kolom 'koker' ontbreektKopregel");
  });
});

describe('UploadSemenStock', { timeout: 20000 }, () => {
  it('describes the columns of both files', () => {
    renderWithProviders(<UploadSemenStock />);
    const semen = screen.getByRole('form', { name: 'Upload sperma stock' });
    for (const column of ['hengst', 'eigenaar', 'productiedatum', 'koker', 'motiliteit'])
      expect(within(semen).getByText(column)).toBeInTheDocument();
    const lodging = screen.getByRole('form', { name: 'Upload verblijven' });
    expect(within(lodging).getByText('aankomst')).toBeInTheDocument();
    expect(within(lodging).queryByText('hengst')).not.toBeInTheDocument();
  });
});
