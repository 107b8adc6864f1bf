import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { embryoActionMsg } from '@stalboek/domain';
import { actionReasons } from './embryoActions.ts';
import { embryo, lot, otherStallion, surrogate } from './test/fixtures.ts';
import { ALL, disabled, item, renderEmbryoList as open, states } from './test/renderEmbryoList.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("the embryo list's 'Acties'", { timeout: 40000 }, () => {
  it("'Acties' needs a selection; transfer one active embryo; the unique-client rule", async () => {
    const { user, toggle, menu } = open([
      embryo(1),
      embryo(2),
      embryo(3, { donor_stallion: otherStallion }),
    ]);
    await screen.findByText('1-AB12', {}, { timeout: 15000 });
    expect(screen.getByRole('button', { name: 'Acties' })).toBeDisabled();

    await toggle('1-AB12');
    expect(states(await menu(), ALL)).toEqual({
      'Overdragen naar draagmoeder': true,
      Export: true,
      Verplaatsen: true,
      Deactiveren: true,
      Activeren: false,
      'TRACES aanvinken': true,
      Verloren: false,
    });
    await user.keyboard('{Escape}');

    await toggle('2-AB12');
    let actions = await menu();
    expect(disabled(item(actions, 'Overdragen naar draagmoeder'))).toBe(true);
    expect(states(actions, ['Export', 'Verplaatsen', 'TRACES aanvinken'])).toEqual({
      Export: true,
      Verplaatsen: true,
      'TRACES aanvinken': true,
    });
    await user.keyboard('{Escape}');

    // Another donor stallion: not one client.
    await toggle('3-AB12');
    actions = await menu();
    expect(states(actions, ['Export', 'Verplaatsen', 'TRACES aanvinken', 'Deactiveren'])).toEqual({
      Export: false,
      Verplaatsen: false,
      'TRACES aanvinken': false,
      Deactiveren: true,
    });
    await user.hover(item(actions, 'Export').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(embryoActionMsg.uniqueClient);
  });

  it('reactivate only for one deactivated embryo; lost only for one transferred one', async () => {
    const { user, toggle, menu } = open(
      [
        embryo(1, { active: false, damaged: true }),
        embryo(2, { active: false, transferDate: '2025-04-01T10:00:00.000Z', surrogate }),
        embryo(3),
      ],
      { lotId: lot._id },
    );
    await toggle('1-AB12');
    let actions = await menu();
    expect(states(actions, ALL)).toEqual({
      'Overdragen naar draagmoeder': false,
      Export: false,
      Verplaatsen: false,
      Deactiveren: false,
      Activeren: true,
      'TRACES aanvinken': true,
      Verloren: false,
    });
    await user.hover(item(actions, 'Deactiveren').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(actionReasons.onlyActive);
    await user.keyboard('{Escape}');

    await toggle('1-AB12');
    await toggle('2-AB12');
    actions = await menu();
    expect(states(actions, ['Activeren', 'Verloren'])).toEqual({
      Activeren: false,
      Verloren: true,
    });
    await user.keyboard('{Escape}');

    // Two inactive embryos: one at a time.
    await toggle('1-AB12');
    actions = await menu();
    expect(states(actions, ['Activeren', 'Verloren'])).toEqual({
      Activeren: false,
      Verloren: false,
    });
  });
});
