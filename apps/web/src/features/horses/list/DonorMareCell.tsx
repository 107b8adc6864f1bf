import { useState } from 'react';
import type { Horse } from '@stalboek/domain';
import { useFeedback } from '../../../lib/feedback.ts';
import { searchHorses } from '../../../lib/refs.ts';
import type { Ref } from '../../../lib/refs.ts';
import { useSaveHorse } from '../api/useSaveHorse.ts';
import { RefAutocomplete } from '../../../components/form/RefAutocomplete.tsx';
import { horseBodyWith } from '../horseBody.ts';

const searchMares = (text: string, signal: AbortSignal) =>
  searchHorses(text, signal, { type: 'Merrie' });

/** A surrogate's donor mare, changed in the list: a mare autocomplete that saves the horse. */
export function DonorMareCell({ horse }: { horse: Horse }) {
  const save = useSaveHorse();
  const { showSuccess } = useFeedback();
  const [value, setValue] = useState<Ref | null>(horse.donor_mare);
  const change = (next: Ref | null) => {
    const before = value;
    setValue(next);
    save.mutate(
      { id: horse._id, horse: horseBodyWith(horse, { donor_mare: next?._id ?? null }) },
      {
        onSuccess: () => showSuccess('Paard is succesvol opgeslagen'),
        onError: () => setValue(before),
      },
    );
  };
  return (
    <RefAutocomplete
      label={`Donormerrie van ${horse.name}`}
      hideLabel
      size="small"
      value={value}
      onChange={change}
      search={searchMares}
      queryKey={['horses', 'mares']}
      exclude={[horse._id]}
      disabled={horse.death || save.isPending}
    />
  );
}
