import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MAIN_ACTIVITIES, type Horse, type MainActivity } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { paths } from '../../lib/paths.ts';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { RefAutocomplete } from '../../components/form/RefAutocomplete.tsx';
import type { Ref } from '../../lib/refs.ts';
import { searchCustomers, searchHorses } from '../../lib/refs.ts';
import { useCreateCase } from './api/useCases.ts';

/**
 * 'Case toevoegen': a horse is needed; the customer follows the chosen horse's owner (none when
 * the horse has none) until the user picks a customer; the main activity defaults to '-'.
 */
export function NewCaseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateCase();
  const [horse, setHorse] = useState<Ref | null>(null);
  const [customer, setCustomer] = useState<Ref | null>(null);
  const [activity, setActivity] = useState<MainActivity>('-');
  // The customer the user picked: from then on it no longer follows the horse.
  const chosen = useRef(false);
  const latestHorse = useRef<string | null>(null);

  const pickHorse = async (next: Ref | null) => {
    setHorse(next);
    latestHorse.current = next?._id ?? null;
    if (!next) {
      if (!chosen.current) setCustomer(null);
      return;
    }
    const h = await apiFetch<Horse>(`/api/horse/${next._id}`);
    // A slower answer for a horse picked before this one changes nothing.
    if (latestHorse.current !== next._id || chosen.current) return;
    setCustomer(h.owner ? { _id: h.owner._id, name: h.owner.name } : null);
  };
  const pickCustomer = (next: Ref | null) => {
    chosen.current = next !== null;
    setCustomer(next);
  };
  const submit = () => {
    if (!horse) return;
    create.mutate(
      { horse: horse._id, customer: customer?._id ?? null, mainActivity: activity },
      { onSuccess: ({ _id }) => void navigate(paths.case(_id, 'general')) },
    );
  };
  return (
    <ActionDialog
      titleId="new-case-title"
      title="Case toevoegen"
      open={open}
      onClose={onClose}
      actionLabel="Aanmaken"
      canAct={horse !== null && !create.isPending}
      onAct={submit}
    >
      <RefAutocomplete
        label="Paard"
        required
        value={horse}
        onChange={(v) => void pickHorse(v)}
        search={searchHorses}
        queryKey={['horses']}
      />
      <RefAutocomplete
        label="Klant"
        value={customer}
        onChange={pickCustomer}
        search={searchCustomers}
        queryKey={['customers']}
      />
      <TextField
        select
        label="Hoofdactiviteit"
        value={activity}
        onChange={(e) => setActivity(e.target.value as MainActivity)}
      >
        {MAIN_ACTIVITIES.map((a) => (
          <MenuItem key={a} value={a}>
            {a}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
