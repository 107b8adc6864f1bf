import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import { addBrusselsDays } from '@stalboek/domain';
import { NotificationMenu } from './NotificationMenu.tsx';

afterEach(() => vi.unstubAllGlobals());

const note = (n: number, inDays: number) => ({
  _id: `00000000-0000-4000-8000-0000000000${String(10 + n)}`,
  text: `Notificatie ${n}`,
  type: 'Info',
  source: 'protocol',
  labo: null,
  case: null,
  active: true,
  // Noon in Brussels of the Belgian day `inDays` from today: the menu counts Belgian calendar
  // days, so the label holds at any hour of the run, also just after midnight in Brussels.
  expirationDate: addBrusselsDays(new Date(), inDays).toISOString(),
  tags: [{ element: '11111111-1111-4111-8111-111111111111', elementModel: 'Horse', name: 'Fleur' }],
  createdAt: new Date().toISOString(),
});

/** 12 active notifications; the API answers `limit` of them. */
function api(all = Array.from({ length: 12 }, (_, i) => note(i, i * 3 - 2))) {
  let items = all;
  return (call: FetchCall) => {
    if (call.method === 'PUT') {
      items = items.filter((n) => !call.url.pathname.endsWith(n._id));
      return { body: { ...all[0], active: false } };
    }
    const limit = Number(call.url.searchParams.get('limit'));
    return { body: { results: items.slice(0, limit), total: items.length } };
  };
}

describe('the notification bell', () => {
  it('shows 5, then 5 more with Meer laden and back with Minder laden', async () => {
    const calls = mockFetch(api());
    const { user } = renderWithProviders(<NotificationMenu />);
    await user.click(screen.getByRole('button', { name: 'Notificaties' }));
    const region = screen.getByRole('region', { name: 'Notificaties' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
    expect(calls[0]!.url.searchParams.get('active')).toBe('true');
    expect(calls[0]!.url.searchParams.get('sortBy')).toBe('expirationDate');
    expect(within(region).getByRole('button', { name: 'Minder laden' })).toBeDisabled();
    await user.click(within(region).getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(10));
    await user.click(within(region).getByRole('button', { name: 'Minder laden' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
  });

  it('labels expired red (Vervallen), within 10 days orange (N dagen), and links tags', async () => {
    mockFetch(api([note(0, -2), note(1, 4), note(2, 30)]));
    const { user } = renderWithProviders(<NotificationMenu />);
    await user.click(screen.getByRole('button', { name: 'Notificaties' }));
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('(Vervallen)');
    expect(items[1]).toHaveTextContent('(4 dagen)');
    expect(items[2]).toHaveTextContent('(30 dagen)');
    expect(within(items[0]!).getByText(/Vervallen/)).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(within(items[1]!).getByText(/dagen/)).toHaveStyle({ color: 'rgb(237, 108, 2)' });
    expect(within(items[0]!).getByRole('link', { name: 'Fleur' })).toHaveAttribute(
      'href',
      '/horse/11111111-1111-4111-8111-111111111111',
    );
    // No 'Meer laden' for 5 or fewer.
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  });

  it("a reminder due tomorrow reads '(1 dag)', not '(1 dagen)'", async () => {
    mockFetch(api([note(0, 1), note(1, 2)]));
    const { user } = renderWithProviders(<NotificationMenu />);
    await user.click(screen.getByRole('button', { name: 'Notificaties' }));
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('(1 dag)');
    expect(items[0]).not.toHaveTextContent('dagen');
    expect(items[1]).toHaveTextContent('(2 dagen)');
  });

  it('closing one deactivates it; an empty list says so', async () => {
    const calls = mockFetch(api([note(0, 3)]));
    const { user } = renderWithProviders(<NotificationMenu />);
    await user.click(screen.getByRole('button', { name: 'Notificaties' }));
    await user.click(
      await screen.findByRole('button', { name: 'Notificatie Notificatie 0 sluiten' }),
    );
    expect(await screen.findByText('Geen nieuwe notificaties')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ active: false });
  });
});
