import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { caseMsg } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { RefAutocomplete } from '../../components/form/RefAutocomplete.tsx';
import type { Ref } from '../../lib/refs.ts';
import { searchProducts } from '../../lib/refs.ts';

export type MedicationChoice = { product: Ref; remaining: number; amount: number; sell: boolean };

/** Add a product (spec 01 §5): amount above 0 and at most the product's remaining stock. */
export function MedicationDialog(props: {
  onClose: () => void;
  onAdd: (choice: MedicationChoice) => void;
}) {
  const [product, setProduct] = useState<Ref | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [amount, setAmount] = useState('1');
  const [sell, setSell] = useState(true);

  const choose = async (ref: Ref | null) => {
    setProduct(ref);
    setRemaining(null);
    if (!ref) return;
    const { results } = await apiFetch<{ results: { product: string; remaining: number }[] }>(
      '/api/stock/remaining',
      { query: { product: [ref._id] } },
    );
    setRemaining(results[0]?.remaining ?? 0);
  };
  const n = Number(amount);
  const error =
    amount === '' || !(n > 0)
      ? 'Dit veld is verplicht en moet groter zijn dan 0'
      : remaining !== null && n > remaining
        ? caseMsg.amountOverStock(remaining)
        : undefined;
  return (
    <ActionDialog
      titleId="medication-title"
      title="Medicatie toevoegen"
      onClose={props.onClose}
      actionLabel="Toevoegen"
      canAct={product !== null && remaining !== null && !error}
      onAct={() =>
        product && remaining !== null && props.onAdd({ product, remaining, amount: n, sell })
      }
    >
      <RefAutocomplete
        label="Product"
        required
        value={product}
        onChange={(v) => void choose(v)}
        search={searchProducts}
        queryKey={['products']}
      />
      <TextField
        label="Aantal"
        type="number"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(product && error)}
        helperText={
          product && error ? error : remaining !== null ? `Nog ${remaining} in stock` : ' '
        }
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      />
      <FormControlLabel
        control={<Switch checked={sell} onChange={(e) => setSell(e.target.checked)} />}
        label="Aanrekenen"
      />
    </ActionDialog>
  );
}
