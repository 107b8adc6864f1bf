import CheckIcon from '@mui/icons-material/Check';
import type { MRT_ColumnDef } from 'material-react-table';
import type { IcsiLot } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';

/** The columns of 'ICSI Loten' (spec 02 §2); ids are the API's sort fields where it sorts on them. */
export const icsiLotColumns: MRT_ColumnDef<IcsiLot>[] = [
  { id: 'code', header: 'Code', accessorKey: 'code' },
  { id: 'donor_mare', header: 'Donormerrie', accessorFn: (l) => l.donor_mare.name },
  { id: 'donor_stallion', header: 'Donorhengst', accessorFn: (l) => l.donor_stallion.name },
  { id: 'activeEmbryos', header: "Actieve embryo's", accessorKey: 'activeEmbryos' },
  {
    id: 'traces',
    header: 'TRACES',
    accessorKey: 'traces',
    Cell: ({ row }) =>
      row.original.traces ? (
        <CheckIcon fontSize="small" color="primary" aria-label="TRACES aangevinkt" />
      ) : null,
  },
  { id: 'updatedAt', header: 'Aangepast', accessorFn: (l) => formatDate(l.updatedAt) },
  { id: 'createdAt', header: 'Aangemaakt', accessorFn: (l) => formatDate(l.createdAt) },
];
