import Papa from 'papaparse';
import type { Horse } from '@stalboek/domain';
import type { Query } from '../../../api/client.ts';
import { fetchAllHorses } from '../api/useHorses.ts';
import { safeCell, saveCsv } from '../../../lib/csv.ts';
import { formatDate } from '../../../lib/format.ts';
import { origin } from './horseColumns.tsx';

const yesNo = (on: boolean) => (on ? 'ja' : 'nee');

/** The CSV of horses: one row per horse, the list's columns. */
export function horsesCsv(horses: Horse[]): string {
  const rows = horses.map((h) =>
    [
      h.name,
      origin(h),
      h.type,
      h.surrogate_uid ?? '',
      h.microchip ?? '',
      h.fullLocation ?? '',
      h.owner?.name ?? '',
      yesNo(h.stud_horse),
      yesNo(h.surrogate),
      h.donor_mare?.name ?? '',
      formatDate(h.date_of_birth),
      h.death ? formatDate(h.date_of_death) || 'ja' : '',
    ].map(safeCell),
  );
  return Papa.unparse(
    {
      fields: [
        'Naam',
        'Vader / afstamming',
        'Type',
        'Draagmoeder brandnummer',
        'Microchip',
        'Locatie',
        'Eigenaar',
        'Dekhengst',
        'Draagmoeder',
        'Donormerrie',
        'Geboortedatum',
        'Overleden',
      ],
      data: rows,
    },
    { delimiter: ';' },
  );
}

/** Downloads the whole filtered, sorted list (every page) as paarden.csv. */
export async function downloadHorsesCsv(query: Query): Promise<void> {
  const results = await fetchAllHorses(query);
  saveCsv(horsesCsv(results), 'paarden.csv');
}
