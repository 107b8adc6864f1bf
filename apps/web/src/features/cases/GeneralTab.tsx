import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { sheetBillableLabel, type CaseDetail } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { EmbeddedPagination, useEmbeddedPage } from '../../components/list/EmbeddedPagination.tsx';
import { TreatmentTables } from '../treatment-lines/index.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { BoardingTable } from './BoardingTable.tsx';
import type { CaseDraft } from './draft.ts';
import { EmptyRow } from '../../components/list/EmptyRow.tsx';

/** Chosen elements of the case's protocols (stallion, surrogate, …), shown at a glance. */
function HighlightedParameters({ c }: { c: CaseDetail }) {
  const chips = [...c.protocols, ...c.labos].flatMap((l) =>
    l.parameters.filter((p) => p.elementName).map((p) => `${p.elementName}`),
  );
  if (!chips.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }} aria-label="Parameters">
      {[...new Set(chips)].map((name) => (
        <Chip key={name} label={name} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

/** A small table under its own heading, which names it. */
function TitledTable(props: {
  id: string;
  title: string;
  headers: readonly string[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <Typography variant="subtitle1" component="h3" id={props.id} sx={{ mt: 3, fontWeight: 600 }}>
        {props.title}
      </Typography>
      <Table size="small" aria-labelledby={props.id}>
        <TableHead>
          <TableRow>
            {props.headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{props.children}</TableBody>
      </Table>
      {props.footer}
    </section>
  );
}

/** The lines added in research sheets: edited in their sheet, listed here. */
function SheetLines({ c }: { c: CaseDetail }) {
  const sheetDate = (id: string | null) =>
    formatDate(c.researchSheets.find((s) => s._id === id)?.researchDate);
  const rows = [
    ...c.protocols.filter((l) => l.sheet).map((l) => ({ ...l, name: l.protocol.name })),
    ...c.labos.filter((l) => l.sheet).map((l) => ({ ...l, name: l.labo.name })),
    ...c.products.filter((l) => l.sheet).map((l) => ({ ...l, name: l.product.name })),
  ];
  if (!rows.length) return null;
  return (
    <TitledTable
      id="sheet-lines-title"
      title="Uit onderzoeksfiches"
      headers={['Naam', 'Aantal', 'Fiche']}
    >
      {rows.map((r) => (
        <TableRow key={r._id}>
          <TableCell>{r.name}</TableCell>
          <TableCell>{r.amount}</TableCell>
          <TableCell>{sheetDate(r.sheet)}</TableCell>
        </TableRow>
      ))}
    </TitledTable>
  );
}

/** Spec 01 'Case detail' general tab. */
export function GeneralTab(props: {
  c: CaseDetail;
  draft: CaseDraft;
  onChange: (next: Partial<CaseDraft>) => void;
}) {
  const { c, draft, onChange } = props;
  const navigate = useNavigate();
  const sheets = useEmbeddedPage(c.researchSheets);
  const readOnly = Boolean(c.invoice);
  return (
    <>
      <HighlightedParameters c={c} />
      <TreatmentTables
        value={draft.lines}
        onChange={(lines) => onChange({ lines })}
        context={{
          customerId: c.customer?._id ?? null,
          horseId: c.horse._id,
          horseType: c.horse.type,
        }}
        readOnly={readOnly}
      />
      <SheetLines c={c} />
      <BoardingTable
        lines={draft.pension}
        horseType={c.horse.type}
        readOnly={readOnly}
        onChange={(pension) => onChange({ pension })}
      />
      <TitledTable
        id="sheets-title"
        title="Onderzoeksfiches"
        headers={['Datum', 'Dierenarts', 'Status']}
        footer={
          <EmbeddedPagination
            count={c.researchSheets.length}
            page={sheets.page}
            onPage={sheets.setPage}
          />
        }
      >
        {c.researchSheets.length === 0 && <EmptyRow colSpan={3}>Geen onderzoeksfiches</EmptyRow>}
        {sheets.visible.map((s) => (
          <TableRow
            key={s._id}
            hover
            sx={{ cursor: 'pointer' }}
            onClick={() => void navigate(paths.case(c._id, s._id))}
          >
            <TableCell>{formatDateTime(s.researchDate)}</TableCell>
            <TableCell>{s.doctor}</TableCell>
            <TableCell>{sheetBillableLabel(s.billable)}</TableCell>
          </TableRow>
        ))}
      </TitledTable>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
        Opslagkosten
      </Typography>
      <Typography color="text.secondary">
        Geen opslagkosten: ICSI- en spermaopslag komen met hun eigen module.
      </Typography>
    </>
  );
}
