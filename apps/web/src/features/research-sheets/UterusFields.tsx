import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UTERUS_RATINGS, type SheetInformation } from '@stalboek/domain';
import type { ResearchOptions } from './api.ts';

type Uterus = SheetInformation['uterus'];
type Pregnant = SheetInformation['pregnant'];

/**
 * Uterus (oedeem 0–4 Geen … Graad 3; moisture; its type only with a moisture) and pregnancy (the
 * count only when pregnant, default 'Eenling').
 */
export function UterusFields(props: {
  uterus: Uterus;
  pregnant: Pregnant;
  options: ResearchOptions | undefined;
  readOnly: boolean;
  onChange: (next: { uterus?: Uterus; pregnant?: Pregnant }) => void;
}) {
  const { uterus, pregnant, readOnly, onChange, options } = props;
  return (
    <Stack spacing={2} component="section" aria-labelledby="uterus-title">
      <Typography variant="subtitle1" component="h3" id="uterus-title" sx={{ fontWeight: 600 }}>
        Uterus
      </Typography>
      <div>
        <Typography id="oedeem-label" gutterBottom>
          Oedeem: {UTERUS_RATINGS[uterus.rating]}
        </Typography>
        <Slider
          aria-labelledby="oedeem-label"
          value={uterus.rating}
          min={0}
          max={4}
          step={1}
          marks={UTERUS_RATINGS.map((label, value) => ({ value, label }))}
          disabled={readOnly}
          getAriaValueText={(v) => UTERUS_RATINGS[v] ?? ''}
          onChange={(_e, v) => onChange({ uterus: { ...uterus, rating: v as number } })}
          sx={{ maxWidth: 480, mx: 2 }}
        />
      </div>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="Vocht"
          value={uterus.content.moist ?? ''}
          disabled={readOnly}
          onChange={(e) =>
            onChange({
              uterus: {
                ...uterus,
                content: e.target.value
                  ? { ...uterus.content, moist: e.target.value }
                  : { moist: null, type: null },
              },
            })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Geen</MenuItem>
          {(options?.moistList ?? []).map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Soort vocht"
          value={uterus.content.type ?? ''}
          disabled={readOnly || !uterus.content.moist}
          onChange={(e) =>
            onChange({
              uterus: { ...uterus, content: { ...uterus.content, type: e.target.value || null } },
            })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Geen</MenuItem>
          {(options?.moistType ?? []).map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={pregnant.isPregnant}
              disabled={readOnly}
              onChange={(e) =>
                onChange({
                  pregnant: e.target.checked
                    ? { isPregnant: true, count: pregnant.count ?? 'Eenling' }
                    : { isPregnant: false, count: null },
                })
              }
            />
          }
          label="Drachtig"
        />
        <TextField
          select
          size="small"
          label="Aantal vruchten"
          value={pregnant.isPregnant ? (pregnant.count ?? 'Eenling') : ''}
          disabled={readOnly || !pregnant.isPregnant}
          onChange={(e) => onChange({ pregnant: { isPregnant: true, count: e.target.value } })}
          sx={{ minWidth: 180 }}
        >
          {(options?.pregnantOptions ?? ['Eenling']).map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
