import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LabResult } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { ids } from '../test/fixtures.ts';
import { LabResultsTab } from './LabResultsTab.tsx';

const result: LabResult = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c51',
  filename: 'bacteriologie baarmoeder.pdf',
  lab: 'DGZ Vlaanderen',
  date: '2026-11-13T11:00:00.000Z',
  uploadDate: '2026-11-14T09:30:00.000Z',
};
const base = `/api/horse/${ids.bella}/labo`;

function api(results: LabResult[]) {
  return (call: FetchCall): FetchReply => {
    if (call.method === 'DELETE') return { status: 204 };
    if (call.url.pathname === base) return { body: { results } };
    return { body: '%PDF-1.4' };
  };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:lab');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LabResultsTab', { timeout: 20000 }, () => {
  it("shows 'Geen labo-resultaten' when the horse has none", async () => {
    mockFetch(api([]));
    renderWithProviders(<LabResultsTab horseId={ids.bella} readOnly={false} />);
    expect(await screen.findByText('Geen labo-resultaten')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Labo-resultaat opladen' })).toBeInTheDocument();
  });

  it('lists a result with lab and date, and downloads its file under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockFetch(api([result]));
    const { user } = renderWithProviders(<LabResultsTab horseId={ids.bella} readOnly={false} />);
    const row = await screen.findByRole('row', { name: /DGZ Vlaanderen 13\/11\/2026/ });
    await user.click(
      within(row).getByRole('button', { name: 'bacteriologie baarmoeder.pdf downloaden' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.at(-1)!.url.pathname).toBe(`${base}/${result._id}`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'bacteriologie baarmoeder.pdf',
    );
  });

  it('deletes a result only after confirmation, with its stored file name', async () => {
    const calls = mockFetch(api([result]));
    const { user, feedback } = renderWithProviders(
      <LabResultsTab horseId={ids.bella} readOnly={false} />,
    );
    const remove = await screen.findByRole('button', {
      name: 'bacteriologie baarmoeder.pdf verwijderen',
    });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', {
      name: 'bacteriologie baarmoeder.pdf verwijderen',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith(
        'bacteriologie baarmoeder.pdf succesvol verwijderd',
      ),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `${base}/${result._id}/bacteriologie%20baarmoeder.pdf`,
    );
  });

  it('a dead horse: results can be downloaded, not uploaded or deleted', async () => {
    mockFetch(api([result]));
    renderWithProviders(<LabResultsTab horseId={ids.bella} readOnly />);
    await screen.findByRole('button', { name: 'bacteriologie baarmoeder.pdf downloaden' });
    expect(screen.queryByRole('button', { name: /verwijderen$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Labo-resultaat opladen' })).not.toBeInTheDocument();
  });
});
