import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HorseDetail } from '@stalboek/domain';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { horseDetail, ids } from '../test/fixtures.ts';
import { HorseActions } from './HorseActions.tsx';

const pdfButton = () => screen.queryByRole('button', { name: 'Onderzoeksfiche (PDF)' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:sheet');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('HorseActions', { timeout: 20000 }, () => {
  it('downloads the research sheet of a surrogate with name, birth date, brand number and microchip', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockFetch(() => ({ body: { link: 'data:application/pdf;base64,JVBERi0=' } }));
    const { user } = renderWithProviders(<HorseActions horse={horseDetail()} />);
    await user.click(pdfButton()!);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls[0]!.url.pathname).toBe(`/api/horse/${ids.bella}/pdfBase64`);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('onderzoeksfiche-Bella.pdf');
    click.mockRestore();
  });

  it.each<[string, Partial<HorseDetail>]>([
    ['not a surrogate', { surrogate: false }],
    ['no birth date', { date_of_birth: null }],
    ['no brand number', { surrogate_uid: null }],
    ['no microchip', { microchip: null }],
  ])('offers no research sheet for a horse with %s', (_case, change) => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<HorseActions horse={horseDetail(change)} />);
    expect(pdfButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paard verwijderen' })).toBeInTheDocument();
  });

  it('deletes the horse only after confirmation, then goes to the list', async () => {
    const calls = mockFetch(() => ({ status: 204 }));
    const { user, feedback, router } = renderWithProviders(<HorseActions horse={horseDetail()} />, {
      url: '/horse-page',
    });
    await user.click(screen.getByRole('button', { name: 'Paard verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bella verwijderen' });
    expect(dialog).toHaveTextContent(
      'U staat op het punt om Bella definitief te verwijderen. Dit kan niet ongedaan gemaakt worden.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Paard verwijderen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Bella succesvol verwijderd'),
    );
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ['DELETE', `/api/horse/${ids.bella}`],
    ]);
    expect(router.state.location.pathname).toBe('/horse');
    expect(router.state.location.search).toBe('?aliveOnly=true');
  });
});
