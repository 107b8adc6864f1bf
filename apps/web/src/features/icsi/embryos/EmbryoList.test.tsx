import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { embryoActionMsg, icsiMsg } from '@stalboek/domain';
import { callsTo, embryo, lot, owner, surrogate } from './test/fixtures.ts';
import { item, listCalls, renderEmbryoList as open } from './test/renderEmbryoList.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the embryo list', { timeout: 40000 }, () => {
  it("asks the lot's embryos 10 a page; 'Toon inactieve' asks them all; empty text", async () => {
    const { user, calls } = open([]);
    expect(await screen.findByText("Geen embryo's gevonden")).toBeInTheDocument();
    const first = listCalls(calls)[0]!.url.searchParams;
    expect([first.get('batch_id'), first.get('limit'), first.get('page')]).toEqual([
      lot._id,
      '10',
      '1',
    ]);
    expect(first.get('showInactive')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Toon inactieve' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.url.searchParams.get('showInactive')).toBe('true'),
    );
  });

  it("an owner's and a horse's embryos come from their own calls", async () => {
    const { calls, unmount } = open([embryo(1)], { filter: { owner: owner._id }, embedded: true });
    await screen.findByText('1-AB12', {}, { timeout: 15000 });
    expect(callsTo(calls, 'GET', `/api/customer/${owner._id}/embryos`)).toHaveLength(1);
    unmount();
    vi.unstubAllGlobals();
    const horse = open([embryo(1)], { filter: { horse: surrogate._id }, embedded: true });
    await screen.findByText('1-AB12', {}, { timeout: 15000 });
    expect(callsTo(horse.calls, 'GET', `/api/horse/${surrogate._id}/embryos`)).toHaveLength(1);
  });

  it("shows 'beschadigd' on a deactivated embryo and 'inactief' on another inactive one", async () => {
    const { rowOf } = open([
      embryo(1),
      embryo(2, { active: false, damaged: true }),
      embryo(3, { active: false, transferDate: '2025-04-01T10:00:00.000Z' }),
    ]);
    const active = await rowOf('1-AB12');
    expect(within(active).queryByText(icsiMsg.damaged)).toBeNull();
    expect(within(active).queryByText(icsiMsg.inactive)).toBeNull();
    const damaged = await rowOf('2-AB12');
    expect(within(damaged).getByText('beschadigd')).toBeInTheDocument();
    expect(within(damaged).queryByText('inactief')).toBeNull();
    expect(within(await rowOf('3-AB12')).getByText('inactief')).toBeInTheDocument();
    expect(within(active).getByText('Vat 1, koker 2 (Boven)')).toBeInTheDocument();
  });

  it('an action closes its dialog, clears the selection and reloads the list', async () => {
    const one = embryo(1);
    const { user, calls, feedback, toggle, menu, rowOf } = open([one], { lotId: lot._id }, (c) =>
      c.method === 'PUT' ? { body: { embryo: { ...one, traces: true } } } : undefined,
    );
    await toggle('1-AB12');
    await user.click(item(await menu(), 'TRACES aanvinken'));
    const dialog = await screen.findByRole('dialog', { name: 'TRACES aanvinken' });
    const before = listCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Aanvinken' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith(embryoActionMsg.traces));
    expect(callsTo(calls, 'PUT', `/api/icsi/embryo/${one._id}`)[0]!.body).toEqual({ traces: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(within(await rowOf('1-AB12')).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Acties' })).toBeDisabled();
  });

  it("a row's history button opens 'Historiek {code}'", async () => {
    const { user, calls, rowOf } = open([embryo(1)]);
    await user.click(
      within(await rowOf('1-AB12')).getByRole('button', { name: 'Historiek 1-AB12' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Historiek 1-AB12' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/icsi/history')[0]!.url.searchParams.get('embryoId')).toBe(
        embryo(1)._id,
      ),
    );
  });
});
