import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import type { SemenLotDetail } from '@stalboek/domain';
import { NotFound } from '../../components/NotFound.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { paths } from '../../lib/paths.ts';
import { useDeliveryLots } from './api/useDeliveryLots.ts';
import { useHorses } from './api/useReportRefs.ts';
import { destinationOf } from './deliveryLots.ts';
import { DeliveryOptions, initialDeliveryChoices } from './DeliveryOptions.tsx';
import { DeliveryReportSheet } from './DeliveryReportSheet.tsx';
import { useDestination } from './destination.ts';
import { PrintStyles } from './PrintStyles.tsx';

const TITLE = 'Leveringsrapport';
const NONE_TITLE = 'Geen loten voor het leveringsrapport';

function noLotsReason(asked: number, failed: boolean): string {
  if (asked === 0)
    return 'Deze link noemt geen enkel lot. Open het rapport na een export vanuit de sperma loten.';
  if (failed) return 'De loten konden niet geladen worden. Probeer het later opnieuw.';
  return 'Geen van de loten van deze link bestaat. Misschien werden ze verwijderd of is de link onvolledig.';
}

function ReportView({ lots, missing }: { lots: SemenLotDetail[]; missing: string[] }) {
  const [choices, setChoices] = useState(initialDeliveryChoices);
  const destination = useDestination(destinationOf(lots), choices.language);
  const stallions = useHorses(lots.map((l) => l.stallion._id));
  return (
    <>
      {missing.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2, displayPrint: 'none' }}>
          {missing.length === 1 ? '1 lot werd' : `${missing.length} loten werden`} niet gevonden en
          staat niet op het rapport.
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DeliveryOptions choices={choices} onChange={setChoices} destination={destination} />
        <DeliveryReportSheet
          choices={choices}
          destination={destination.address}
          lots={lots}
          stallions={stallions}
        />
      </Stack>
    </>
  );
}

/**
 * /semen/{id}/delivery-report?lot=…&lot=… (spec 02 §2): the printable delivery report of exported
 * lots — A the centre, B the destination (the last Export's customer, editable), C the lots with
 * the straws of their last Export — in NL or ENG, with shipping date, signatory and approval
 * number chosen beside it.
 */
export default function DeliveryReport() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = [...new Set(params.getAll('lot').filter(Boolean))];
  const delivery = useDeliveryLots(ids);
  const back = paths.semenHorse(id);
  const header = (
    <Box sx={{ displayPrint: 'none' }}>
      <PageHeader
        title={TITLE}
        actions={
          <>
            <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(back)}>
              Terug
            </Button>
            {delivery.lots.length > 0 ? (
              <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                Afdrukken
              </Button>
            ) : null}
          </>
        }
      />
    </Box>
  );
  if (!delivery.isLoading && delivery.lots.length === 0) {
    return (
      <NotFound title={NONE_TITLE} backTo={back} backLabel="Terug naar de loten">
        {noLotsReason(ids.length, delivery.failed)}
      </NotFound>
    );
  }
  return (
    <>
      <PrintStyles />
      {header}
      {delivery.isLoading ? (
        <LinearProgress aria-label="Leveringsrapport wordt geladen" />
      ) : (
        <ReportView lots={delivery.lots} missing={delivery.missing} />
      )}
    </>
  );
}
