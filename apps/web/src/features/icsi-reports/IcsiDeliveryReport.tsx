import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { NotFound } from '../../components/NotFound.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { paths } from '../../lib/paths.ts';
import { useGoBack } from '../../lib/useGoBack.ts';
import { PrintStyles } from '../semen-reports/index.ts';
import { useDeliveryEmbryos, useDeliveryLot, useExportCustomer } from './api/useDeliveryEmbryos.ts';
import { EmbryoDeliveryView } from './EmbryoDeliveryView.tsx';

export const NO_LOT_TITLE = 'ICSI lot niet gevonden';
export const NO_EMBRYOS_TITLE = "Geen embryo's voor het leveringsrapport";

function noEmbryosReason(asked: number, failed: boolean): string {
  if (asked === 0)
    return "Deze link noemt geen enkel embryo. Open het rapport na een export vanuit de embryo's van een ICSI lot.";
  if (failed) return "De embryo's konden niet geladen worden. Probeer het later opnieuw.";
  return "Geen van de embryo's van deze link bestaat. Misschien werden ze verwijderd of is de link onvolledig.";
}

/**
 * /icsi/{id}/delivery-report?embryo=…&embryo=… (spec 02 §2): the printable delivery report of
 * exported embryos — A the centre, B the destination (the last export's customer, editable), C
 * the embryos — in NL or ENG, with shipping date, signatory and approval number chosen beside it.
 * An unknown lot or embryo says so in Dutch; it is never a blank page.
 */
export default function IcsiDeliveryReport() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const ids = [...new Set(params.getAll('embryo').filter(Boolean))];
  const lot = useDeliveryLot(id);
  const delivery = useDeliveryEmbryos(ids);
  const exported = useExportCustomer(delivery.embryos.map((e) => e._id));
  const goBack = useGoBack(paths.icsiLot(id));
  if (lot.data === null) {
    return (
      <NotFound title={NO_LOT_TITLE} backTo={paths.icsi} backLabel="Terug naar de ICSI loten">
        Dit ICSI lot bestaat niet (meer). Open het leveringsrapport na een export vanuit een lot.
      </NotFound>
    );
  }
  if (!delivery.isLoading && delivery.embryos.length === 0) {
    return (
      <NotFound title={NO_EMBRYOS_TITLE} backTo={paths.icsiLot(id)} backLabel="Terug naar het lot">
        {noEmbryosReason(ids.length, delivery.failed)}
      </NotFound>
    );
  }
  const loading = lot.isPending || delivery.isLoading || exported.isLoading;
  return (
    <>
      <PrintStyles />
      <Box sx={{ displayPrint: 'none' }}>
        <PageHeader
          title={lot.data ? `Leveringsrapport lot ${lot.data.code}` : 'Leveringsrapport'}
          actions={
            <>
              <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
                Terug
              </Button>
              {loading ? null : (
                <Button
                  variant="contained"
                  startIcon={<PrintIcon />}
                  onClick={() => window.print()}
                >
                  Afdrukken
                </Button>
              )}
            </>
          }
        />
      </Box>
      {loading ? (
        <LinearProgress aria-label="Leveringsrapport wordt geladen" />
      ) : (
        <EmbryoDeliveryView
          embryos={delivery.embryos}
          missing={delivery.missing}
          exportedTo={exported.customer}
        />
      )}
    </>
  );
}
