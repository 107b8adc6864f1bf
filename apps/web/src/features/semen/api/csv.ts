import Papa from 'papaparse';
import type { z } from 'zod';
import { EXPORT_TYPE_LABELS } from '@stalboek/domain';
import type { SemenLot, remainingSpacesResult } from '@stalboek/domain';
import { apiFetch } from '../../../api/client.ts';
import { safeCell, saveCsv } from '../../../lib/csv.ts';
import { formatDate } from '../../../lib/format.ts';

export type RemainingSpace = z.infer<typeof remainingSpacesResult>['remainingSpaces'][number];

/** `;` between cells, as Belgian spreadsheets expect; text cells are defused (DESIGN §4). */
function csv(fields: string[], rows: (string | number)[][]): string {
  const data = rows.map((row) => row.map((v) => (typeof v === 'number' ? String(v) : safeCell(v))));
  return Papa.unparse({ fields, data }, { delimiter: ';' });
}

/** 'Vrije plaatsen CSV': per container its tubes and the places left. */
export function freeSpaceCsv(spaces: readonly RemainingSpace[]): string {
  return csv(
    ['Vat', 'Aantal kokers', 'Vrije plaatsen'],
    spaces.map((s) => [s.container_name, s.tubes, s.remaining_space]),
  );
}

/** 'actieve loten': every lot with straws left, where it is and what it holds. */
export function activeLotsCsv(lots: readonly SemenLot[]): string {
  return csv(
    [
      'Lot',
      'Hengst',
      'Eigenaar',
      'Type',
      'Productiedatum',
      'Importdatum',
      'Export type',
      'Vat',
      'Koker',
      'Positie',
      'Kleur',
      'Initiële voorraad',
      'Huidige voorraad',
    ],
    lots.map((l) => [
      l.lotNumber,
      l.stallion.name,
      l.owner.name,
      l.type,
      formatDate(l.production_date),
      formatDate(l.import_date),
      l.export_type ? EXPORT_TYPE_LABELS[l.export_type] : '',
      l.location.container.name,
      l.location.tube,
      l.location.position,
      l.color ?? '',
      l.initial_inventory,
      l.current_inventory,
    ]),
  );
}

/** GET /api/nitrogen-container/free-space, offered as vrije-plaatsen.csv. */
export async function downloadFreeSpaceCsv(): Promise<void> {
  const { remainingSpaces } = await apiFetch<{ remainingSpaces: RemainingSpace[] }>(
    '/api/nitrogen-container/free-space',
  );
  saveCsv(freeSpaceCsv(remainingSpaces), 'vrije-plaatsen.csv');
}

/** GET /api/semen/active-semen-data, offered as actieve-loten.csv. */
export async function downloadActiveLotsCsv(): Promise<void> {
  const { collections } = await apiFetch<{ collections: SemenLot[] }>(
    '/api/semen/active-semen-data',
  );
  saveCsv(activeLotsCsv(collections), 'actieve-loten.csv');
}
