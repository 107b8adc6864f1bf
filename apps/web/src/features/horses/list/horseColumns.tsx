import type { ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import HeartBrokenIcon from '@mui/icons-material/HeartBroken';
import type { MRT_ColumnDef } from 'material-react-table';
import type { Horse } from '@stalboek/domain';
import { formatDate } from '../../../lib/format.ts';
import { DonorMareCell } from './DonorMareCell.tsx';
import { ImplantationCell } from './ImplantationCell.tsx';

/** The group of horses without a location ('Groepeer per locatie'). */
export const NO_LOCATION = 'Zonder locatie';

/** What a cell shows for horses the column does not apply to. */
export const NOT_APPLICABLE = 'N.V.T';

// Cells render plain elements where they can: a styled component per cell is work on every
// page of rows (material-react-table already styles each cell).
const NAME_CELL_STYLE = { display: 'flex', alignItems: 'center', gap: 4 } as const;

/** Inline editors live in a clickable row: their clicks must not open the horse. */
function Editable({ children }: { children: ReactNode }) {
  return <div onClick={(event) => event.stopPropagation()}>{children}</div>;
}

function Tick({ on, label }: { on: boolean; label: string }) {
  return on ? <CheckIcon fontSize="small" color="primary" aria-label={label} /> : null;
}

/** Father and mother's father of a stud horse ('Vader x Grootvader'). */
export function origin(h: Horse): string {
  if (!h.stud_horse) return '';
  return [h.father, h.grandfather].filter(Boolean).join(' x ');
}

/** The columns of the horse list (spec 01 "Horse list"); ids are the API's sort names. */
export function horseColumns({
  withDeathDate,
  grouped,
}: {
  withDeathDate: boolean;
  /** 'Groepeer per locatie': the location comes first. */
  grouped: boolean;
}): MRT_ColumnDef<Horse>[] {
  const columns: MRT_ColumnDef<Horse>[] = [
    {
      id: 'name',
      header: 'Naam',
      accessorKey: 'name',
      Cell: ({ row }) => (
        <div style={NAME_CELL_STYLE}>
          <span>{row.original.name}</span>
          {row.original.death ? (
            <Tooltip title="Overleden">
              <HeartBrokenIcon fontSize="small" color="action" aria-label="Overleden" />
            </Tooltip>
          ) : null}
        </div>
      ),
    },
    { id: 'origin', header: 'Vader / afstamming', accessorFn: origin, size: 160 },
    { id: 'type', header: 'Type', accessorKey: 'type', size: 90 },
    {
      id: 'surrogate_uid',
      header: 'Draagmoeder brandnummer',
      accessorFn: (h) => h.surrogate_uid ?? '',
      size: 130,
    },
    { id: 'microchip', header: 'Microchip', accessorFn: (h) => h.microchip ?? '', size: 150 },
    {
      id: 'location',
      header: 'Locatie',
      // Grouped, the value heads its rows (with their count on this page), 'Zonder locatie' too.
      accessorFn: grouped ? (h) => h.fullLocation || NO_LOCATION : (h) => h.fullLocation ?? '',
    },
    { id: 'owner', header: 'Eigenaar', accessorFn: (h) => h.owner?.name ?? '' },
    {
      id: 'stud_horse',
      header: 'Dekhengst',
      accessorKey: 'stud_horse',
      size: 90,
      Cell: ({ row }) => <Tick on={row.original.stud_horse} label="Dekhengst" />,
    },
    {
      id: 'surrogate',
      header: 'Draagmoeder',
      accessorKey: 'surrogate',
      size: 100,
      Cell: ({ row }) => <Tick on={row.original.surrogate} label="Draagmoeder" />,
    },
    {
      id: 'donor_mare',
      header: 'Donormerrie',
      accessorFn: (h) => h.donor_mare?.name ?? '',
      size: 220,
      Cell: ({ row }) =>
        row.original.surrogate ? (
          <Editable>
            <DonorMareCell horse={row.original} />
          </Editable>
        ) : (
          NOT_APPLICABLE
        ),
    },
    {
      id: 'embryoImplanted',
      header: 'Implantatie (45 dagen)',
      accessorFn: (h) => h.embryoImplanted ?? '',
      size: 220,
      Cell: ({ row }) =>
        row.original.surrogate ? (
          <Editable>
            <ImplantationCell horse={row.original} />
          </Editable>
        ) : (
          NOT_APPLICABLE
        ),
    },
  ];
  if (withDeathDate)
    columns.splice(1, 0, {
      id: 'date_of_death',
      header: 'Datum overlijden',
      accessorFn: (h) => formatDate(h.date_of_death),
    });
  if (grouped) {
    const at = columns.findIndex((c) => c.id === 'location');
    columns.unshift(...columns.splice(at, 1));
  }
  return columns;
}
