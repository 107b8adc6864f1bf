import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import IcsiLotForm from '../IcsiLotForm.tsx';

/** The lot form's routes as the app has them; the list is a stand-in. */
export const lotFormPage = (
  <Routes>
    <Route path="/icsi" element={<h1>Lotenlijst</h1>} />
    <Route path="/icsi/create" element={<IcsiLotForm />} />
    <Route path="/icsi/:id" element={<IcsiLotForm />} />
  </Routes>
);

/** The lot's form (the embryo list below it has filters of the same names). */
const form = () => within(screen.getByRole('form', { name: 'ICSI lot' }));
export const field = (label: RegExp) => form().getByLabelText(label);
export const combobox = (label: RegExp) => form().getByRole('combobox', { name: label });

/** Chooses `option` in the select `label`. */
export async function pick(user: UserEvent, label: RegExp, option: string) {
  await user.click(combobox(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types part of `name` in the search `label` and takes it. */
export async function search(user: UserEvent, label: RegExp, name: string) {
  await user.type(combobox(label), name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}

/** The embryo checkboxes: their codes and whether each is ticked. */
export function embryoBoxes(): [string, boolean][] {
  const group = screen.getByRole('group', { name: "Embryo's" });
  return [...group.querySelectorAll('label')].map((label) => [
    label.textContent ?? '',
    label.querySelector('input')!.checked,
  ]);
}
