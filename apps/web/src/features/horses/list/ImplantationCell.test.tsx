import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { horse, horseDetail, ids } from '../test/fixtures.ts';
import { ImplantationCell } from './ImplantationCell.tsx';

afterEach(() => vi.unstubAllGlobals());

const input = () => screen.getByLabelText('Implantatie Bella');

describe("'Implantatie (45 dagen)'", { timeout: 20000 }, () => {
  it('shows the stored date minus 37 days', () => {
    mockFetch(() => ({ body: horseDetail() }));
    renderWithProviders(
      <ImplantationCell horse={horse({ embryoImplanted: '2026-03-11T11:00:00.000Z' })} />,
    );
    expect(input()).toHaveValue('02/02/2026');
  });

  it('saves the chosen date plus 37 days', async () => {
    const calls = mockFetch(() => ({ body: horseDetail() }));
    const { feedback } = renderWithProviders(<ImplantationCell horse={horse()} />);
    fireEvent.change(input(), { target: { value: '10/02/2026' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url.pathname).toBe(`/api/horse/${ids.bella}`);
    expect(calls[0]!.body).toMatchObject({
      horse: { name: 'Bella', surrogate: true, embryoImplanted: '2026-03-19T11:00:00.000Z' },
    });
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Paard is succesvol opgeslagen'),
    );
  });

  it('adds 37 calendar days at 12:00 in Brussels, also across the change to summer time', async () => {
    const calls = mockFetch(() => ({ body: horseDetail() }));
    renderWithProviders(<ImplantationCell horse={horse()} />);
    fireEvent.change(input(), { target: { value: '01/03/2026' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    // 7 April 2026 12:00 in Brussels is 10:00 UTC (summer time), not 11:00.
    expect(calls[0]!.body).toMatchObject({
      horse: { embryoImplanted: '2026-04-07T10:00:00.000Z' },
    });
  });

  it('shows the chosen day of a date stored across the change to winter time', () => {
    mockFetch(() => ({ body: horseDetail() }));
    renderWithProviders(
      <ImplantationCell horse={horse({ embryoImplanted: '2026-10-27T11:00:00.000Z' })} />,
    );
    expect(input()).toHaveValue('20/09/2026');
  });

  it('the clear button empties it', async () => {
    const calls = mockFetch(() => ({ body: horseDetail() }));
    const { user } = renderWithProviders(
      <ImplantationCell horse={horse({ embryoImplanted: '2026-03-11T11:00:00.000Z' })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Implantatiedatum van Bella wissen' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ horse: { embryoImplanted: null } });
    expect(input()).toHaveValue('');
  });
});
