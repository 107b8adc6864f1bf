import Stack from '@mui/material/Stack';
import { LODGING_CSV_COLUMNS, SEMEN_CSV_COLUMNS } from '@stalboek/domain';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CsvColumns } from './CsvColumns.tsx';
import { CsvUploadForm } from './CsvUploadForm.tsx';

/** /settings/uploadSemenStock: 'Upload sperma stock' and 'Upload verblijven' (CSV). */
export default function UploadSemenStock() {
  return (
    <>
      <PageHeader title="Spermastock opladen" />
      <Stack spacing={2}>
        <CsvUploadForm
          title="Upload sperma stock"
          type="Semen"
          help={<CsvColumns columns={SEMEN_CSV_COLUMNS} />}
        />
        <CsvUploadForm
          title="Upload verblijven"
          type="Lodging"
          help={<CsvColumns columns={LODGING_CSV_COLUMNS} />}
        />
      </Stack>
    </>
  );
}
