import type { ProtocolInput } from '@stalboek/domain';
import { useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { PARAMETER_MODEL_LABELS } from '@stalboek/domain';
import type { ParameterModel, ReportType } from '@stalboek/domain';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import type { TreatmentFormValues } from './formValues.ts';
import { SubSection } from './SectionTitle.tsx';

const labels = (models: readonly ParameterModel[]) =>
  models.map((m) => PARAMETER_MODEL_LABELS[m]).join(', ');

/**
 * The report the treatment issues in a case. The alert is info when every required field of the
 * report is among the parameters and error otherwise (spec 02 §4).
 */
export function ReportTypeSection({
  reportTypes,
  report,
  missing,
}: {
  reportTypes: readonly ReportType[];
  report: ReportType | undefined;
  missing: readonly ParameterModel[];
}) {
  const { control } = useFormContext<TreatmentFormValues, unknown, ProtocolInput>();
  const required = report ? report.fields.filter((f) => f.required).map((f) => f.type) : [];
  return (
    <SubSection title="Rapport">
      <FormSelect
        control={control}
        name="reportType"
        label="Rapporttype"
        emptyLabel="Geen rapport"
        displayEmpty
        options={reportTypes.map((r) => ({ value: r.name, label: `${r.name} (${r.eng})` }))}
      />
      {report ? (
        missing.length === 0 ? (
          <Alert severity="info">
            Alle verplichte velden van {report.name} staan aan: {labels(required)}.
          </Alert>
        ) : (
          <Alert severity="error">
            Niet alle verplichte velden van {report.name} staan aan; ontbreekt: {labels(missing)}.
          </Alert>
        )
      ) : null}
    </SubSection>
  );
}
