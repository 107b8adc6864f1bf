import type { Embryo } from '@stalboek/domain';

/** Where an embryo is: 'Vat 1, koker 3 (Boven)'. */
export function locationText(place: Pick<Embryo, 'location'>['location']): string {
  return `${place.container.name}, koker ${place.tube} (${place.position})`;
}

/** '1 embryo', "3 embryo's". */
export const embryoCount = (n: number): string => `${n} ${n === 1 ? 'embryo' : "embryo's"}`;

/** The embryo list's empty text (also the horse's and the customer's embryos tab). */
export const EMBRYO_EMPTY_TEXT = "Geen embryo's gevonden";
