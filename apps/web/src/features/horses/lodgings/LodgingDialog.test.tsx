import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horseConfig, horseDetail, ids, lodging, pension, zoutleeuw } from '../test/fixtures.ts';
import { LodgingDialog } from './LodgingDialog.tsx';

const OVERLAP = 'Dit verblijf overlapt met een ander verblijf van dit paard.';

function api(call: FetchCall): FetchReply {
  const path = call.url.pathname;
  if (path === '/api/config/horse') return { body: horseConfig };
  if (path === '/api/location')
    return { body: { locations: zoutleeuw, availableLocations: 1, total: 3 } };
  if (path === '/api/pension') return { body: { results: [pension] } };
  if (path === `/api/horse/${ids.bella}/lodging`)
    return { status: 201, body: { lodging: lodging(), warnings: [OVERLAP] } };
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: path } };
}

afterEach(() => vi.unstubAllGlobals());

async function chooseStable(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Stal/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('LodgingDialog', { timeout: 20000 }, () => {
  it("marks full locations '(Volzet)' and disabled, except the horse's own", async () => {
    const calls = mockFetch(api);
    const { user } = renderWithProviders(
      <LodgingDialog horse={horseDetail()} onClose={vi.fn()} onWarnings={vi.fn()} />,
    );
    // The locations load only after a stable is chosen.
    expect(calls.some((c) => c.url.pathname === '/api/location')).toBe(false);
    await chooseStable(user, 'Stal Zoutleeuw');
    const query = await waitFor(() => {
      const call = calls.find((c) => c.url.pathname === '/api/location');
      expect(call).toBeDefined();
      return call!.url.searchParams;
    });
    expect(query.get('stable')).toBe('Stal Zoutleeuw');
    expect(query.get('limit')).toBe('-1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Locatie/ })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    const own = await screen.findByRole('option', { name: 'A-1' });
    expect(own).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'A-2 (Volzet)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'A-3' }));
    expect(await screen.findByText('Aantal vrije plaatsen: 2')).toBeInTheDocument();
  });

  it('asks for a stable and a location with the spec messages', async () => {
    mockFetch(api);
    const { user } = renderWithProviders(
      <LodgingDialog horse={horseDetail()} onClose={vi.fn()} onWarnings={vi.fn()} />,
    );
    const save = screen.getByRole('button', { name: 'Opslaan' });
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.blur(screen.getByRole('combobox', { name: /^Stal/ }));
    expect(await screen.findByText('Gelieve een stal te kiezen')).toBeInTheDocument();
    await chooseStable(user, 'Stal Zoutleeuw');
    expect(await screen.findByText('Gelieve een locatie te kiezen')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('refuses a departure before the arrival', async () => {
    mockFetch(api);
    const { user } = renderWithProviders(
      <LodgingDialog horse={horseDetail()} onClose={vi.fn()} onWarnings={vi.fn()} />,
    );
    await chooseStable(user, 'Stal Zoutleeuw');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Locatie/ })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'A-3' }));
    fireEvent.change(screen.getByLabelText(/^Aankomst/), { target: { value: '10/10/2026 12:00' } });
    fireEvent.change(screen.getByLabelText(/^Vertrek/), { target: { value: '01/10/2026 12:00' } });
    expect(await screen.findByText('Vertrek mag niet voor aankomst liggen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Vertrek/), { target: { value: '20/10/2026 12:00' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled());
  });

  it('offers the pension types of the horse type when adding, and reports an overlap as a warning', async () => {
    const calls = mockFetch(api);
    const onWarnings = vi.fn();
    const onClose = vi.fn();
    const { user, feedback } = renderWithProviders(
      <LodgingDialog horse={horseDetail()} onClose={onClose} onWarnings={onWarnings} />,
    );
    await chooseStable(user, 'Stal Zoutleeuw');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Locatie/ })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'A-3' }));
    await user.click(screen.getByRole('combobox', { name: 'Pensiontype' }));
    await user.click(await screen.findByRole('option', { name: 'Weide draagmoeder' }));
    expect(
      calls.find((c) => c.url.pathname === '/api/pension')?.url.searchParams.get('availableFor'),
    ).toBe('Merrie');
    expect(screen.getByRole('switch', { name: 'Factureerbaar' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      lodging: { location: ids.a3, departure: null, billable: true },
      pensionType: ids.pension,
    });
    expect(onWarnings).toHaveBeenCalledWith([OVERLAP]);
    expect(feedback.showSuccess).toHaveBeenCalledWith('Verblijf succesvol opgeslagen');
  });

  it('has no pension type when changing a lodging', async () => {
    mockFetch(api);
    renderWithProviders(
      <LodgingDialog
        horse={horseDetail()}
        lodging={lodging()}
        onClose={vi.fn()}
        onWarnings={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Verblijf bewerken' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog')).getByText('Aantal vrije plaatsen: 0'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('combobox', { name: 'Pensiontype' })).not.toBeInTheDocument();
  });
});
