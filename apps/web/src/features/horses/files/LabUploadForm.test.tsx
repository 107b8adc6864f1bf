import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addBrusselsDays, brusselsDay } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { ids } from '../test/fixtures.ts';
import { LabUploadForm } from './LabUploadForm.tsx';

afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.4'], 'bloed.pdf', { type: 'application/pdf' });

describe('LabUploadForm', { timeout: 20000 }, () => {
  it('needs lab, a date not after today and a file; sends them as multipart', async () => {
    const calls = mockFetch(() => ({ status: 201, body: {} }));
    const { user, feedback } = renderWithProviders(<LabUploadForm horseId={ids.bella} />);
    const upload = screen.getByRole('button', { name: 'Uploaden' });
    await user.type(screen.getByRole('textbox', { name: /^Labo/ }), 'Dierenlab');
    // Tomorrow in Belgium, where the rule counts days (near midnight UTC it is already later there).
    const tomorrow = brusselsDay(addBrusselsDays(new Date(), 1)).split('-').reverse().join('/');
    fireEvent.change(screen.getByLabelText(/^Datum/), { target: { value: tomorrow } });
    expect(await screen.findByText('De datum mag niet in de toekomst liggen')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Datum/), { target: { value: '02/03/2026' } });
    await waitFor(() =>
      expect(screen.queryByText('De datum mag niet in de toekomst liggen')).not.toBeInTheDocument(),
    );
    expect(upload).toBeDisabled();
    await user.upload(screen.getByLabelText('Bestand kiezen'), pdf());
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Labo-resultaat succesvol opgeladen'),
    );
    expect(calls[0]!.url.pathname).toBe(`/api/horse/${ids.bella}/labo`);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    const body = init.body as FormData;
    expect(body.get('lab')).toBe('Dierenlab');
    expect(new Date(String(body.get('date'))).getDate()).toBe(2);
    expect((body.get('file') as File).name).toBe('bloed.pdf');
  });
});
