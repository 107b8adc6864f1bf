import { screen, within } from '@testing-library/react';
import type { Embryo } from '@stalboek/domain';
import { renderWithProviders } from '../../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../../components/test/mockFetch.ts';
import { EmbryoList } from '../EmbryoList.tsx';
import type { EmbryoListProps } from '../EmbryoList.tsx';
import { callsTo, embryoApi, lot } from './fixtures.ts';

/**
 * The embryo list of `props` (a lot's by default) over the fake API, with helpers to find a
 * row, tick its checkbox and open 'Acties'.
 */
export function renderEmbryoList(
  embryos: Embryo[],
  props: EmbryoListProps = { lotId: lot._id },
  writes: (c: FetchCall) => FetchReply | undefined = () => undefined,
) {
  const calls = mockFetch(embryoApi(embryos, writes));
  const rendered = renderWithProviders(<EmbryoList {...props} />);
  const rowOf = async (code: string) =>
    (await screen.findByText(code, {}, { timeout: 15000 })).closest('tr')!;
  const toggle = async (code: string) =>
    rendered.user.click(within(await rowOf(code)).getByRole('checkbox'));
  const menu = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Acties' }));
    return screen.findByRole('menu');
  };
  return { ...rendered, calls, rowOf, toggle, menu };
}
/** An item of the open 'Acties' menu. */
export const item = (menu: HTMLElement, name: string) =>
  within(menu).getByRole('menuitem', { name });
/** A menu item is disabled. */
export const disabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true';
/** Which of `names` are enabled in the open menu. */
export const states = (menu: HTMLElement, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, !disabled(item(menu, n))]));
/** Every action of 'Acties', in menu order. */
export const ALL = [
  'Overdragen naar draagmoeder',
  'Export',
  'Verplaatsen',
  'Deactiveren',
  'Activeren',
  'TRACES aanvinken',
  'Verloren',
];
/** The calls of the lot's embryo list. */
export const listCalls = (calls: FetchCall[]) => callsTo(calls, 'GET', '/api/icsi/embryos');
