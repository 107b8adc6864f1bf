import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A tab whose data comes with a later module: its empty text. */
export function EmptyTab({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
