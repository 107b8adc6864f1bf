import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Embryo } from '@stalboek/domain';
import type { Ref } from '../../lib/refs.ts';
import {
  DeliveryOptions,
  DeliverySheet,
  initialDeliveryChoices,
  useDestination,
  useHorses,
} from '../semen-reports/index.ts';
import { DeliveryEmbryosTable } from './DeliveryEmbryosTable.tsx';
import { EMBRYO_DELIVERY_TEXT } from './embryoText.ts';

export type EmbryoDeliveryViewProps = {
  embryos: Embryo[];
  /** Ids of the link that are no embryo (left off the report, with a warning). */
  missing: string[];
  /** The default destination: the customer of the embryos' last export. */
  exportedTo: Ref | null;
};

function missingText(n: number): string {
  return `${n === 1 ? '1 embryo werd' : `${n} embryo's werden`} niet gevonden en ${
    n === 1 ? 'staat' : 'staan'
  } niet op het rapport.`;
}

/** The options beside the printable sheet; mounted once the embryos and their history are in. */
export function EmbryoDeliveryView({ embryos, missing, exportedTo }: EmbryoDeliveryViewProps) {
  const [choices, setChoices] = useState(initialDeliveryChoices);
  const destination = useDestination(exportedTo, choices.language);
  const horses = useHorses(embryos.flatMap((e) => [e.donor_mare._id, e.donor_stallion._id]));
  const text = EMBRYO_DELIVERY_TEXT[choices.language];
  return (
    <>
      {missing.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2, displayPrint: 'none' }}>
          {missingText(missing.length)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DeliveryOptions choices={choices} onChange={setChoices} destination={destination} />
        <DeliverySheet text={text} choices={choices} destination={destination.address}>
          <DeliveryEmbryosTable text={text} embryos={embryos} horses={horses} />
        </DeliverySheet>
      </Stack>
    </>
  );
}
