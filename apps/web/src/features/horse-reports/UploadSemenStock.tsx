import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LODGING_CSV_COLUMNS } from '@stalboek/domain';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CsvUploadForm } from './CsvUploadForm.tsx';

function LodgingColumns() {
  return (
    <Typography variant="body2" color="text.secondary" component="div">
      Kolommen (met kopregel, gescheiden door ; of ,):
      <ul style={{ margin: '4px 0 0' }}>
        {Object.entries(LODGING_CSV_COLUMNS).map(([name, what]) => (
          <li key={name}>
            <code>{name}</code>: {what}
          </li>
        ))}
      </ul>
      Alle rijen worden geïmporteerd, of geen enkele.
    </Typography>
  );
}

/** /settings/uploadSemenStock: 'Upload sperma stock' and 'Upload verblijven' (CSV). */
export default function UploadSemenStock() {
  return (
    <>
      <PageHeader title="Spermastock opladen" />
      <Stack spacing={2}>
        <CsvUploadForm title="Upload sperma stock" type="Semen" />
        <CsvUploadForm title="Upload verblijven" type="Lodging" help={<LodgingColumns />} />
      </Stack>
    </>
  );
}
