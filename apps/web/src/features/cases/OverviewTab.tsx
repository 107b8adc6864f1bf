import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';
import { InvoicePreviewPanel } from './InvoicePreviewPanel.tsx';

/** The case at a glance and what it would be invoiced for. */
export function OverviewTab({ c }: { c: CaseDetail }) {
  const facts: [string, string][] = [
    ['Referentie', c.reference],
    ['Status', c.status],
    ['Hoofdactiviteit', c.mainActivity],
    ['Paard', c.horse.name],
    ['Klant', c.customer?.name ?? '-'],
    ['Dekhengst', c.extra?.name ?? '-'],
    ['Aangemaakt op', formatDate(c.createdAt)],
    ['Onderzoeksfiches', String(c.researchSheets.length)],
    ['Protocollen', String(c.protocols.length)],
    ['Labo-onderzoeken', String(c.labos.length)],
    ['Producten', String(c.products.length)],
  ];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {facts.map(([label, value]) => (
          <Typography key={label}>
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
      </Paper>
      <InvoicePreviewPanel caseId={c._id} />
    </Stack>
  );
}
