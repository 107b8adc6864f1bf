import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import { Announcement } from './Announcement.tsx';
import { LabsToExpire } from './LabsToExpire.tsx';

afterEach(() => vi.unstubAllGlobals());

const HORSE = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const lab = {
  _id: '00000000-0000-4000-8000-000000000001',
  text: 'Resultaat swab opvolgen',
  type: 'Info',
  source: 'labo',
  labo: { _id: '00000000-0000-4000-8000-000000000002', name: 'Swab baarmoeder' },
  active: true,
  expirationDate: new Date(2026, 11, 3, 12).toISOString(),
  tags: [{ element: HORSE, elementModel: 'Horse', name: 'Fleur' }],
  case: {
    _id: '00000000-0000-4000-8000-000000000003',
    reference: '2026-00012',
    horse: { _id: HORSE, name: 'Fleur' },
    customer: { _id: CUSTOMER, name: 'Els Jacobs' },
  },
  createdAt: new Date().toISOString(),
};

describe('dashboard blocks', () => {
  it('the latest announcement, or the empty text', async () => {
    mockFetch(() => ({
      body: {
        announcement: {
          _id: 'x',
          type: 'Important',
          title: 'Griepvaccins',
          message: 'Deze week.',
          createdAt: '',
        },
      },
    }));
    renderWithProviders(<Announcement />);
    expect(await screen.findByText('Griepvaccins')).toBeInTheDocument();
    expect(screen.getByText('Deze week.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockFetch(() => ({ body: { announcement: null } }));
    renderWithProviders(<Announcement />);
    expect(await screen.findByText('Geen nieuwe aankondigingen')).toBeInTheDocument();
  });

  it('lab notifications: the first 5 labo ones by expiry, with links; close deactivates', async () => {
    let items = [lab];
    const calls = mockFetch((call: FetchCall) => {
      if (call.method === 'PUT') {
        items = [];
        return { body: { ...lab, active: false } };
      }
      return { body: { results: items, total: items.length } };
    });
    const { user } = renderWithProviders(<LabsToExpire />);
    const table = screen.getByRole('table', { name: "Labo's die binnenkort vervallen" });
    const row = await within(table).findByRole('row', { name: /Swab baarmoeder/ });
    // The 'Labo' column names the lab test, not the reminder's text.
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^Swab baarmoeder$/);
    expect(row).not.toHaveTextContent('Resultaat swab opvolgen');
    expect(within(row).getByRole('link', { name: 'Fleur' })).toHaveAttribute(
      'href',
      `/horse/${HORSE}`,
    );
    // No Customer tag: the customer of the case whose lab-test line made the reminder.
    expect(within(row).getByRole('link', { name: 'Els Jacobs' })).toHaveAttribute(
      'href',
      `/customer/${CUSTOMER}`,
    );
    expect(row).toHaveTextContent('03/12/2026');
    const asked = calls[0]!.url.searchParams;
    expect([asked.get('source'), asked.get('limit'), asked.get('active')]).toEqual([
      'labo',
      '5',
      'true',
    ]);
    await user.click(within(row).getByRole('button', { name: 'Resultaat swab opvolgen sluiten' }));
    await waitFor(() =>
      expect(screen.getByText("Geen labo's die recent vervallen")).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false });
  });
});
