import { customerSource, horseRef, searchHorses } from '../../lib/refs.ts';
import type { RefSource } from '../../lib/refs.ts';

/** The report's owner: any customer. */
export const ownerSource = customerSource;

/** The report's stallion: horses of type Hengst only; its own cache key (not every horse). */
export const stallionSource: RefSource = {
  key: 'stallions',
  search: (text, signal) => searchHorses(text, signal, { type: 'Hengst' }),
  byId: horseRef,
};
