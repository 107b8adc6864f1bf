import { horseRef, searchHorses } from '../../lib/refs.ts';
import type { RefSource } from '../../lib/refs.ts';

/** A lot's donor mare: horses of type Merrie only; its own cache key (not every horse). */
export const donorMareSource: RefSource = {
  key: 'mares',
  search: (text, signal) => searchHorses(text, signal, { type: 'Merrie' }),
  byId: horseRef,
};

/** A lot's donor stallion: horses of type Hengst only. */
export const donorStallionSource: RefSource = {
  key: 'stallions',
  search: (text, signal) => searchHorses(text, signal, { type: 'Hengst' }),
  byId: horseRef,
};
