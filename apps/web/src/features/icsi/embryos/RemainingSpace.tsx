import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { CONTAINER_POSITIONS } from '@stalboek/domain';
import type { ContainerPosition, SemenLocationInput } from '@stalboek/domain';
import { useEmbryoSpace } from './api/useEmbryos.ts';
import type { z } from 'zod';
import type { semenLocationInput } from '@stalboek/domain';

/** The relocation form's values: a container, a tube and a position. */
export type LocationFieldValues = z.input<typeof semenLocationInput>;

const isPosition = (v: unknown): v is ContainerPosition =>
  (CONTAINER_POSITIONS as readonly unknown[]).includes(v);

/** The room left at the chosen tube position, once container, tube and position are chosen. */
export function RemainingSpace({
  control,
}: {
  control: Control<LocationFieldValues, unknown, SemenLocationInput>;
}) {
  const [containerId, tubeText, position] = useWatch({
    control,
    name: ['container', 'tube', 'position'],
  });
  const tube = Number(tubeText);
  const place =
    typeof containerId === 'string' && containerId && tube > 0 && isPosition(position)
      ? { containerId, tube, position }
      : null;
  const space = useEmbryoSpace(place);
  if (!place || !space.data) return null;
  const left = space.data.remaining_container_space;
  return (
    <Alert role="status" severity={left > 0 ? 'info' : 'warning'} sx={{ mt: 2 }}>
      {left > 0
        ? `Nog ${left} ${left === 1 ? 'plaats' : 'plaatsen'} vrij in koker ${tube} (${position}) van ${space.data.name}.`
        : `Koker ${tube} (${position}) van ${space.data.name} is vol.`}
    </Alert>
  );
}
