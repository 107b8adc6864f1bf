import { StockModReport } from './StockModReport.tsx';

/** /report/applied-medication?type=Toediening: the medicine administered to horses. */
export default function AppliedMedicationReport() {
  return (
    <StockModReport
      title="Toegediende medicatie"
      scope={{ type: 'Toediening' }}
      filename="toegediende-medicatie.csv"
    />
  );
}
