import Typography from '@mui/material/Typography';

/**
 * What a CSV upload's file must hold: its columns, each with what goes in it (the domain's
 * LODGING_CSV_COLUMNS, SEMEN_CSV_COLUMNS), and the all-or-nothing rule.
 */
export function CsvColumns({ columns }: { columns: Readonly<Record<string, string>> }) {
  return (
    <Typography variant="body2" color="text.secondary" component="div">
      Kolommen (met kopregel, gescheiden door ; of ,):
      <ul style={{ margin: '4px 0 0' }}>
        {Object.entries(columns).map(([name, what]) => (
          <li key={name}>
            <code>{name}</code>: {what}
          </li>
        ))}
      </ul>
      Alle rijen worden geïmporteerd, of geen enkele.
    </Typography>
  );
}
