import type { MRT_ColumnDef, MRT_VisibilityState } from 'material-react-table';
import { EXPORT_TYPE_LABELS } from '@stalboek/domain';
import type { SemenLot } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';
import { locationText } from './labels.ts';
import type { LotScope } from './lotListState.ts';

/** The columns of 'Sperma loten'; ids are the API's sort fields where it sorts on them. */
export const lotColumns: MRT_ColumnDef<SemenLot>[] = [
  { id: 'lotNumber', header: 'Lot', accessorKey: 'lotNumber' },
  { id: 'stallion', header: 'Hengst', accessorFn: (l) => l.stallion.name },
  { id: 'owner', header: 'Eigenaar', accessorFn: (l) => l.owner.name },
  { id: 'initial_inventory', header: 'Initieel', accessorKey: 'initial_inventory' },
  { id: 'current_inventory', header: 'Huidige stock', accessorKey: 'current_inventory' },
  { id: 'type', header: 'Type', accessorKey: 'type' },
  {
    id: 'production_date',
    header: 'Productiedatum',
    accessorFn: (l) => formatDate(l.production_date),
  },
  { id: 'import_date', header: 'Importdatum', accessorFn: (l) => formatDate(l.import_date) },
  {
    id: 'export_type',
    header: 'Export type',
    accessorFn: (l) => (l.export_type ? EXPORT_TYPE_LABELS[l.export_type] : ''),
  },
  { id: 'container', header: 'Locatie', accessorFn: locationText },
  { id: 'color', header: 'Kleur', accessorFn: (l) => l.color ?? '' },
  { id: 'updatedAt', header: 'Aangepast', accessorFn: (l) => formatDate(l.updatedAt) },
];

const ON_STALLION: MRT_VisibilityState = { stallion: false, updatedAt: false };
const ON_OWNER: MRT_VisibilityState = { owner: false, updatedAt: false };

/** A stallion's lots need no stallion column, an owner's no owner column. */
export function hiddenLotColumns(scope: LotScope): MRT_VisibilityState {
  return scope.owner ? ON_OWNER : ON_STALLION;
}
