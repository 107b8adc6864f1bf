import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { APPROVAL_NUMBERS, SIGNATORIES, brusselsDay, brusselsNoon } from '@stalboek/domain';
import type { ApprovalNumber, Signatory } from '@stalboek/domain';
import { DateInput } from '../../components/form/DateInput.tsx';
import { RefAutocomplete } from '../../components/form/RefAutocomplete.tsx';
import { customerSource } from '../../lib/refs.ts';
import { REPORT_LANGUAGES } from './deliveryText.ts';
import type { ReportLanguage } from './deliveryText.ts';
import type { AddressField, Destination } from './destination.ts';

/** What the user chooses before printing (spec 02 §2 delivery report). */
export type DeliveryChoices = {
  language: ReportLanguage;
  /** The shipping day, at 12:00 Belgian time (ISO). */
  shippingDate: string | null;
  signatory: Signatory;
  approvalNumber: ApprovalNumber;
};

/** Before the user chooses: NL, shipped today, the first signatory and approval number. */
export function initialDeliveryChoices(): DeliveryChoices {
  return {
    language: 'NL',
    shippingDate: brusselsNoon(brusselsDay(new Date())).toISOString(),
    signatory: SIGNATORIES[0],
    approvalNumber: APPROVAL_NUMBERS[0],
  };
}

const ADDRESS_FIELDS: { field: AddressField; label: string }[] = [
  { field: 'name', label: 'Naam' },
  { field: 'address', label: 'Adres' },
  { field: 'postalCode', label: 'Postcode' },
  { field: 'city', label: 'Gemeente' },
  { field: 'country', label: 'Land' },
];

/** A heading or the language buttons: the whole width of the panel. */
const wide = { gridColumn: '1 / -1' };

export type DeliveryOptionsProps = {
  choices: DeliveryChoices;
  onChange: (next: DeliveryChoices) => void;
  destination: Destination;
};

/** The options panel beside the report: language, date, signatory, approval number, destination. */
export function DeliveryOptions({ choices, onChange, destination }: DeliveryOptionsProps) {
  const set = (patch: Partial<DeliveryChoices>) => onChange({ ...choices, ...patch });
  return (
    <Paper
      component="aside"
      aria-label="Opties"
      variant="outlined"
      sx={{ p: 2, width: { xs: '100%', lg: 340 }, flexShrink: 0, displayPrint: 'none' }}
    >
      {/* Two columns while the panel lies above the report (tablet), one beside it. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' },
        }}
      >
        <Typography variant="h6" component="h2" sx={wide}>
          Opties
        </Typography>
        <ToggleButtonGroup
          sx={wide}
          exclusive
          size="small"
          aria-label="Taal"
          value={choices.language}
          onChange={(_event, language: ReportLanguage | null) => {
            if (language) set({ language });
          }}
        >
          {REPORT_LANGUAGES.map((l) => (
            <ToggleButton key={l} value={l}>
              {l}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateInput
          label="Verzenddatum"
          size="small"
          value={choices.shippingDate}
          onChange={(shippingDate) => set({ shippingDate })}
        />
        <TextField
          select
          size="small"
          label="Ondertekenaar"
          value={choices.signatory}
          onChange={(e) => set({ signatory: e.target.value as Signatory })}
        >
          {SIGNATORIES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Erkenningsnummer"
          value={choices.approvalNumber}
          onChange={(e) => set({ approvalNumber: e.target.value as ApprovalNumber })}
        >
          {APPROVAL_NUMBERS.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="subtitle2" component="h3" sx={wide}>
          Bestemming
        </Typography>
        <RefAutocomplete
          label="Klant"
          size="small"
          value={destination.customer}
          onChange={destination.choose}
          search={customerSource.search}
          queryKey={[customerSource.key]}
        />
        {ADDRESS_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            size="small"
            label={label}
            value={destination.address[field]}
            onChange={(e) => destination.edit(field, e.target.value)}
          />
        ))}
      </Box>
    </Paper>
  );
}
