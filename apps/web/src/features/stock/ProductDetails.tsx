import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import type { Product } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { formatEuro, formatTax } from '../../lib/format.ts';

const cell = { xs: 12, sm: 6, md: 4 };

/**
 * The 'details' tab: the product form read-only (spec 02 §2), back to /stock, and a button to
 * the editable form (/settings/product/{id}, which comes back here after saving).
 */
export function ProductDetails({ product }: { product: Product }) {
  const navigate = useNavigate();
  const fields: [string, string][] = [
    ['Naam', product.name],
    ['Type', product.type],
    ['BTW', formatTax(product.tax)],
    ['CNK', product.CNK],
    ['Dosis', String(product.dosage)],
    ['Eenheid', product.outgoingUnit ?? ''],
    ['Verkoopprijs per eenheid', formatEuro(product.sellingPricePerUnit)],
    ['Wachttijd (dagen)', product.waitingTime === null ? '' : String(product.waitingTime)],
    ['Toeslag manuele toediening', formatEuro(product.supplementAdministration)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Grid container spacing={2}>
        {fields.map(([label, value]) => (
          <Grid key={label} size={cell}>
            <TextField
              label={label}
              value={value}
              fullWidth
              slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(paths.stock)}>
          Terug
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => void navigate(paths.settings.product(product._id))}
        >
          Product aanpassen
        </Button>
      </Stack>
    </Paper>
  );
}
