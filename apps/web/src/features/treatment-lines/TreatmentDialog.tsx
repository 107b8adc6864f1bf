import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  HORSE_SPECIFICATION_FILTERS,
  PARAMETER_MODEL_LABELS,
  type LineParameter,
  type Protocol,
} from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { RefAutocomplete } from '../../components/form/RefAutocomplete.tsx';
import type { Ref } from '../../lib/refs.ts';
import { searchCustomers, searchEmbryos, searchHorses, searchSemenLots } from '../../lib/refs.ts';

export type TreatmentKind = 'protocol' | 'labo';
const TITLES = { protocol: 'Protocol toevoegen', labo: 'Labo-onderzoek toevoegen' };
const LABELS = { protocol: 'Protocol', labo: 'Labo-onderzoek' };

/** What the dialog adds: the chosen protocol or lab test filled in. */
export type TreatmentChoice = {
  treatment: Protocol;
  parameters: LineParameter[];
  simple_parameters: { elementType: 'Amount'; elementName: string; elementAmount: number }[];
  amount: number;
  invoiceDescription: string | null;
};

async function searchTreatments(kind: TreatmentKind, text: string, signal: AbortSignal) {
  const { results } = await apiFetch<{ results: Protocol[] }>(`/api/${kind}/search`, {
    query: { searchValue: text, limit: 5 },
    signal,
  });
  return results;
}

/**
 * Add a protocol or lab test (spec 01 §5): every parameter needs its element (horses filtered by
 * gender and specification, semen lots with straws left, active embryos), simple parameters
 * ≥ 1, amount ≥ 1 behind a switch, an invoice description when the protocol has a custom one.
 */
export function TreatmentDialog(props: {
  kind: TreatmentKind;
  onClose: () => void;
  onAdd: (choice: TreatmentChoice) => void;
}) {
  const { kind } = props;
  const [found, setFound] = useState<Map<string, Protocol>>(new Map());
  const [treatment, setTreatment] = useState<Protocol | null>(null);
  const [elements, setElements] = useState<(Ref | null)[]>([]);
  const [amounts, setAmounts] = useState<string[]>([]);
  const [editAmount, setEditAmount] = useState(false);
  const [amount, setAmount] = useState('1');
  const [description, setDescription] = useState('');

  const choose = (ref: Ref | null) => {
    const t = ref ? (found.get(ref._id) ?? null) : null;
    setTreatment(t);
    setElements(t ? t.parameters.map(() => null) : []);
    setAmounts(t ? t.simple_parameters.map(() => '1') : []);
    setDescription(t?.invoiceDescription ?? '');
  };
  const amountOk = Number.isInteger(Number(amount)) && Number(amount) >= 1;
  const simpleOk = amounts.every((a) => Number.isInteger(Number(a)) && Number(a) >= 1);
  const valid = treatment && elements.every(Boolean) && simpleOk && (!editAmount || amountOk);

  const add = () => {
    if (!treatment || !valid) return;
    props.onAdd({
      treatment,
      parameters: treatment.parameters.map((p, i) => ({
        ...p,
        element: elements[i]?._id ?? null,
        elementName: elements[i]?.name ?? null,
      })),
      simple_parameters: treatment.simple_parameters.map((s, i) => ({
        elementType: 'Amount',
        elementName: s.elementName,
        elementAmount: Number(amounts[i]),
      })),
      amount: editAmount ? Number(amount) : 1,
      invoiceDescription: treatment.hasCustomDescription ? description || null : null,
    });
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="treatment-title">
      <DialogTitle id="treatment-title">{TITLES[kind]}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <RefAutocomplete
            label={LABELS[kind]}
            required
            value={treatment ? { _id: treatment._id, name: treatment.name } : null}
            onChange={choose}
            search={async (text, signal) => {
              const results = await searchTreatments(kind, text, signal);
              setFound((prev) => new Map([...prev, ...results.map((r) => [r._id, r] as const)]));
              return results.map((r) => ({ _id: r._id, name: r.name }));
            }}
            queryKey={[`${kind}s`]}
          />
          {treatment?.parameters.map((p, i) =>
            p.elementModel === 'SemenCollection' ? (
              <RefAutocomplete
                key={i}
                label={PARAMETER_MODEL_LABELS.SemenCollection}
                required
                value={elements[i] ?? null}
                onChange={(v) => setElements((prev) => prev.map((e, j) => (j === i ? v : e)))}
                search={searchSemenLots}
                queryKey={['semen']}
                helperText="Lotnummer of hengst; de rietjes worden uit dit lot genomen"
              />
            ) : p.elementModel === 'Embryo' ? (
              <RefAutocomplete
                key={i}
                label={PARAMETER_MODEL_LABELS.Embryo}
                required
                value={elements[i] ?? null}
                onChange={(v) => setElements((prev) => prev.map((e, j) => (j === i ? v : e)))}
                search={searchEmbryos}
                queryKey={['icsi', 'embryo-picker']}
                helperText="Embryocode; enkel actieve embryo's"
              />
            ) : p.elementModel === 'Customer' || p.elementModel === 'Horse' ? (
              <RefAutocomplete
                key={i}
                label={`${PARAMETER_MODEL_LABELS[p.elementModel]}${p.elementSpecification ? ` (${p.elementSpecification})` : p.elementType ? ` (${p.elementType})` : ''}`}
                required
                value={elements[i] ?? null}
                onChange={(v) => setElements((prev) => prev.map((e, j) => (j === i ? v : e)))}
                search={(text, signal) =>
                  p.elementModel === 'Customer'
                    ? searchCustomers(text, signal)
                    : searchHorses(
                        text,
                        signal,
                        p.elementSpecification
                          ? HORSE_SPECIFICATION_FILTERS[p.elementSpecification]
                          : p.elementType
                            ? { type: p.elementType }
                            : {},
                      )
                }
                queryKey={[p.elementModel === 'Customer' ? 'customers' : 'horses']}
              />
            ) : (
              <TextField
                key={i}
                label={PARAMETER_MODEL_LABELS[p.elementModel]}
                disabled
                value=""
                helperText="Dit soort parameter kan hier niet gekozen worden"
              />
            ),
          )}
          {treatment?.simple_parameters.map((s, i) => (
            <TextField
              key={s.elementName}
              label={s.elementName}
              type="number"
              required
              value={amounts[i] ?? ''}
              onChange={(e) =>
                setAmounts((prev) => prev.map((a, j) => (j === i ? e.target.value : a)))
              }
              error={!(Number(amounts[i]) >= 1)}
              helperText={Number(amounts[i]) >= 1 ? ' ' : 'Minimum 1'}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          ))}
          {treatment && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                control={
                  <Switch checked={editAmount} onChange={(e) => setEditAmount(e.target.checked)} />
                }
                label="Aantal aanpassen"
              />
              <TextField
                label="Aantal"
                type="number"
                size="small"
                disabled={!editAmount}
                value={editAmount ? amount : '1'}
                onChange={(e) => setAmount(e.target.value)}
                error={editAmount && !amountOk}
                helperText={editAmount && !amountOk ? 'Minimum 1' : ' '}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
            </Stack>
          )}
          {treatment?.hasCustomDescription && (
            <TextField
              label="Omschrijving op de factuur"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 256 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuleren</Button>
        <Button variant="contained" disabled={!valid} onClick={add}>
          Toevoegen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
