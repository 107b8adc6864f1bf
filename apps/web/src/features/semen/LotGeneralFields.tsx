import type { Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { semenMsg } from '@stalboek/domain';
import type { SemenLotFields, SemenLotInput, SemenType } from '@stalboek/domain';
import { FormDate } from '../../components/form/FormDate.tsx';
import { FormRef } from '../../components/form/FormRef.tsx';
import { FormSelect, optionsOf } from '../../components/form/FormSelect.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { customerSource, searchHorses } from '../../lib/refs.ts';
import type { Ref } from '../../lib/refs.ts';
import { useCollectionColors } from './api/useSemenLots.ts';
import { EXPORT_TYPE_OPTIONS, TYPE_OPTIONS } from './labels.ts';

const cell = { xs: 12, sm: 6, md: 4 };
const searchStallions = (text: string, signal: AbortSignal) =>
  searchHorses(text, signal, { type: 'Hengst' });

export type LotGeneralFieldsProps = {
  control: Control<SemenLotFields, unknown, SemenLotInput>;
  /** The chosen type: Productie needs a production date, Import an import date. */
  type: SemenType | undefined;
  /** A saved lot: stallion, owner, type and initial inventory stay as created (spec 02 §4). */
  locked: boolean;
  stallion: Ref | null;
  owner: Ref | null;
  onTypePicked: (type: string) => void;
};

/**
 * 'Algemeen' of the lot form: lot number, stallion (a Hengst), owner, type, the dates the type
 * asks for (none until a type is chosen; never after today), export type, colour, initial
 * inventory.
 */
export function LotGeneralFields(props: LotGeneralFieldsProps) {
  const { control, type, locked } = props;
  const colors = useCollectionColors();
  const today = new Date();
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="lotNumber"
          label="Lotnummer"
          fullWidth
          helperText={locked ? undefined : 'Leeg: de productie- of importdatum'}
        />
      </Grid>
      <Grid size={cell}>
        <FormRef
          control={control}
          name="stallion"
          label="Hengst"
          required
          disabled={locked}
          helperText={locked ? semenMsg.locked('Hengst') : undefined}
          initial={props.stallion}
          search={searchStallions}
          queryKey={['horses', 'stallions']}
        />
      </Grid>
      <Grid size={cell}>
        <FormRef
          control={control}
          name="owner"
          label="Eigenaar"
          required
          disabled={locked}
          helperText={locked ? semenMsg.locked('Eigenaar') : undefined}
          initial={props.owner}
          search={customerSource.search}
          queryKey={[customerSource.key]}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="type"
          label="Type"
          required
          disabled={locked}
          helperText={locked ? semenMsg.locked('Type') : undefined}
          options={TYPE_OPTIONS}
          onPicked={props.onTypePicked}
        />
      </Grid>
      <Grid size={cell}>
        <FormDate
          control={control}
          name="production_date"
          label="Productiedatum"
          required={type === 'Productie'}
          disabled={type === undefined}
          maxDate={today}
        />
      </Grid>
      <Grid size={cell}>
        <FormDate
          control={control}
          name="import_date"
          label="Importdatum"
          required={type === 'Import'}
          disabled={type !== 'Import'}
          maxDate={today}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="export_type"
          label="Export type"
          emptyLabel="Geen"
          empty={null}
          options={EXPORT_TYPE_OPTIONS}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="color"
          label="Kleur"
          emptyLabel="Geen"
          empty={null}
          options={optionsOf(colors.data ?? [])}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="initial_inventory"
          label="Initiële voorraad (rietjes)"
          type="number"
          required
          fullWidth
          disabled={locked}
          helperText={locked ? semenMsg.locked('De initiële voorraad') : undefined}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Grid>
    </Grid>
  );
}
