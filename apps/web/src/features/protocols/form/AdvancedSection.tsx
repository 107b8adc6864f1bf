import type { ProtocolInput } from '@stalboek/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { ParameterModel } from '@stalboek/domain';
import type { ProtocolOptions } from '../api/useProtocolOptions.ts';
import type { TreatmentFormValues } from './formValues.ts';
import { NotificationsSection } from './NotificationsSection.tsx';
import { ParametersSection } from './ParametersSection.tsx';
import { ReportTypeSection } from './ReportTypeSection.tsx';
import { SimpleParametersSection } from './SimpleParametersSection.tsx';
import { TransactionConfigSection } from './TransactionConfigSection.tsx';

/**
 * The advanced configuration (spec 02 /settings/protocol): transaction config, extra fields,
 * notifications and report type, behind a toggle. Off means the record has none of them: what
 * was configured is removed on save, and the switch says so.
 */
export function AdvancedSection({
  on,
  onToggle,
  options,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  options: ProtocolOptions;
}) {
  const { control } = useFormContext<TreatmentFormValues, unknown, ProtocolInput>();
  const [parameters, simple, notifications, transactions, reportType] = useWatch({
    control,
    name: ['parameters', 'simple_parameters', 'notifications', 'transactionConfig', 'reportType'],
  });
  const report = options.reportTypes.find((r) => r.name === reportType);
  const present = new Set(parameters.map((p) => p.elementModel));
  const missing: ParameterModel[] = report
    ? report.fields.filter((f) => f.required && !present.has(f.type)).map((f) => f.type)
    : [];
  const hasContent =
    [parameters, simple, notifications, transactions].some((l) => l.length > 0) || !!reportType;
  return (
    <Stack spacing={3}>
      <div>
        <FormControlLabel
          label="Geavanceerde configuratie"
          control={<Switch checked={on} onChange={(event) => onToggle(event.target.checked)} />}
        />
        {!on && hasContent ? (
          <FormHelperText>
            Bij opslaan wordt de geavanceerde configuratie van dit record verwijderd.
          </FormHelperText>
        ) : null}
      </div>
      {on ? (
        <Stack spacing={3} divider={<Divider flexItem />}>
          <TransactionConfigSection options={options} />
          <ParametersSection missing={missing} />
          <SimpleParametersSection />
          <NotificationsSection tags={options.notificationTags} />
          <ReportTypeSection reportTypes={options.reportTypes} report={report} missing={missing} />
        </Stack>
      ) : null}
    </Stack>
  );
}
