import type { Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { COLLECTION_COLORS, icsiMsg } from '@stalboek/domain';
import type { IcsiLotDetail, IcsiLotFields as Fields, IcsiLotInput } from '@stalboek/domain';
import { FormDate } from '../../components/form/FormDate.tsx';
import { FormRef } from '../../components/form/FormRef.tsx';
import { FormSelect, optionsOf } from '../../components/form/FormSelect.tsx';
import { FormSwitch } from '../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { customerSource } from '../../lib/refs.ts';
import { donorMareSource, donorStallionSource } from './donorSources.ts';

const cell = { xs: 12, sm: 6, md: 4 };
const COLOR_OPTIONS = optionsOf(COLLECTION_COLORS);

export type IcsiLotFieldsProps = {
  control: Control<Fields, unknown, IcsiLotInput>;
  /** The saved lot: amount, owner and donors stay as created; the code while embryos are active. */
  lot: IcsiLotDetail | undefined;
};

/**
 * The lot's own fields (spec 02 §3, §5): code, amount ('Aantal'), owner, donor mare (a Merrie),
 * donor stallion (a Hengst), collection date (never after today), TRACES and collection colour.
 */
export function IcsiLotFields({ control, lot }: IcsiLotFieldsProps) {
  const locked = lot !== undefined;
  const codeLocked = locked && lot.activeEmbryos > 0;
  const lockedText = (field: string) => (locked ? icsiMsg.locked(field) : undefined);
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="code"
          label="Code"
          required
          fullWidth
          disabled={codeLocked}
          helperText={codeLocked ? icsiMsg.codeLocked : undefined}
        />
      </Grid>
      <Grid size={cell}>
        <FormTextField
          control={control}
          name="amount"
          label="Aantal"
          type="number"
          required
          fullWidth
          disabled={locked}
          helperText={lockedText('Aantal')}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      </Grid>
      <Grid size={cell}>
        <FormRef
          control={control}
          name="owner"
          label="Eigenaar"
          required
          disabled={locked}
          helperText={lockedText('Eigenaar')}
          initial={lot?.owner ?? null}
          search={customerSource.search}
          queryKey={[customerSource.key]}
        />
      </Grid>
      <Grid size={cell}>
        <FormRef
          control={control}
          name="donor_mare"
          label="Donormerrie"
          required
          disabled={locked}
          helperText={lockedText('Donormerrie')}
          initial={lot?.donor_mare ?? null}
          search={donorMareSource.search}
          queryKey={[donorMareSource.key]}
        />
      </Grid>
      <Grid size={cell}>
        <FormRef
          control={control}
          name="donor_stallion"
          label="Donorhengst"
          required
          disabled={locked}
          helperText={lockedText('Donorhengst')}
          initial={lot?.donor_stallion ?? null}
          search={donorStallionSource.search}
          queryKey={[donorStallionSource.key]}
        />
      </Grid>
      <Grid size={cell}>
        <FormDate
          control={control}
          name="collectionDate"
          label="Collectiedatum"
          maxDate={new Date()}
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="collectionColor"
          label="Collectiekleur"
          emptyLabel="Geen"
          empty={null}
          options={COLOR_OPTIONS}
        />
      </Grid>
      <Grid size={cell}>
        <FormSwitch control={control} name="traces" label="TRACES" />
      </Grid>
    </Grid>
  );
}
