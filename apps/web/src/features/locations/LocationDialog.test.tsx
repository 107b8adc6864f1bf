import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Location } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { LocationDialog } from './LocationDialog.tsx';

const saved: Location = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c01',
  stable: 'Stal Dormaal',
  prefix: 'A',
  name: 'Box 1',
  places: 3,
  horseCount: 2,
  freePlaces: 1,
  fullStable: 'Stal Dormaal A-Box 1',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const field = (label: RegExp) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: 'Opslaan' });

afterEach(() => vi.unstubAllGlobals());

describe('LocationDialog', { timeout: 20000 }, () => {
  it('keeps Opslaan disabled until name and places are valid', async () => {
    mockFetch(() => ({ body: saved }));
    const { user } = renderWithProviders(<LocationDialog onClose={vi.fn()} />);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.type(field(/^Naam/), 'Box 1');
    expect(saveButton()).toBeDisabled();
    await user.type(field(/^Aantal plaatsen/), '3');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('shows the required message when the name is emptied', async () => {
    mockFetch(() => ({ body: saved }));
    const { user } = renderWithProviders(<LocationDialog onClose={vi.fn()} />);
    await user.type(field(/^Naam/), 'B');
    await user.clear(field(/^Naam/));
    expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
  });

  it('refuses 0 places with the spec message', async () => {
    mockFetch(() => ({ body: saved }));
    const { user } = renderWithProviders(<LocationDialog onClose={vi.fn()} />);
    await user.type(field(/^Naam/), 'Box 1');
    await user.type(field(/^Aantal plaatsen/), '0');
    expect(
      await screen.findByText('Dit veld is verplicht en moet groter zijn dan 0'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('POSTs the parsed form and reports success', async () => {
    const calls = mockFetch(() => ({ status: 201, body: saved }));
    const onClose = vi.fn();
    const { user, feedback } = renderWithProviders(<LocationDialog onClose={onClose} />);
    await user.type(field(/^Stal/), 'Stal Dormaal');
    await user.type(field(/^Prefix/), 'A');
    await user.type(field(/^Naam/), 'Box 1');
    await user.type(field(/^Aantal plaatsen/), '3');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/location');
    expect(calls[0]!.body).toEqual({
      stable: 'Stal Dormaal',
      prefix: 'A',
      name: 'Box 1',
      places: 3,
    });
    expect(feedback.showSuccess).toHaveBeenCalledWith('A-Box 1 succesvol opgeslagen');
  });

  it('sends empty stable and prefix as null, and Enter submits', async () => {
    const calls = mockFetch(() => ({
      status: 201,
      body: { ...saved, stable: null, prefix: null },
    }));
    const onClose = vi.fn();
    const { user } = renderWithProviders(<LocationDialog onClose={onClose} />);
    await user.type(field(/^Naam/), 'Wei 4');
    await user.type(field(/^Aantal plaatsen/), '12');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.type(field(/^Aantal plaatsen/), '{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ stable: null, prefix: null, name: 'Wei 4', places: 12 });
  });

  it('PUTs an edited location; a 409 goes to the banner and keeps the dialog with the typed values', async () => {
    const calls = mockFetch(() => apiError(409, 'Er staan 2 paarden op deze locatie'));
    const onClose = vi.fn();
    const { user, feedback } = renderWithProviders(
      <LocationDialog location={saved} onClose={onClose} />,
    );
    expect(field(/^Naam/)).toHaveValue('Box 1');
    await user.clear(field(/^Aantal plaatsen/));
    await user.type(field(/^Aantal plaatsen/), '1');
    await user.click(saveButton());
    await waitFor(() =>
      expect(feedback.showError).toHaveBeenCalledWith('Er staan 2 paarden op deze locatie'),
    );
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url.pathname).toBe(`/api/location/${saved._id}`);
    expect(calls[0]!.body).toEqual({
      stable: 'Stal Dormaal',
      prefix: 'A',
      name: 'Box 1',
      places: 1,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field(/^Aantal plaatsen/)).toHaveValue(1);
    expect(saveButton()).toBeEnabled();
  });
});
