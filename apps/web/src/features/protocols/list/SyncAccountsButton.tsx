import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SyncIcon from '@mui/icons-material/Sync';
import { reloadAccounts } from '../../../lib/accounts.ts';
import { treatmentKeys } from '../api/keys.ts';
import type { TreatmentKind } from '../kinds.ts';

export type SyncState = 'idle' | 'loading' | 'success' | 'error';

/** How long 'success' or 'error' stays on the button before it is idle again. */
export const SYNC_RESULT_MS = 3000;

const look: Record<SyncState, { text: string; color: 'primary' | 'success' | 'error' }> = {
  idle: { text: 'Rekeningen synchroniseren', color: 'primary' },
  loading: { text: 'Rekeningen synchroniseren…', color: 'primary' },
  success: { text: 'Rekeningen gesynchroniseerd', color: 'success' },
  error: { text: 'Synchroniseren mislukt', color: 'error' },
};

/**
 * The accounts sync button of spec 02 §4 (idle → loading → success or error → idle). Until the
 * invoicing integration syncs accounts, it reloads the accounts (GET /api/account) and then the
 * list; a failure also shows in the banner.
 */
export function SyncAccountsButton({ kind }: { kind: TreatmentKind }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SyncState>('idle');
  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    const timer = setTimeout(() => setState('idle'), SYNC_RESULT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const sync = async () => {
    setState('loading');
    try {
      await reloadAccounts(queryClient, kind.accountNumber);
      await queryClient.invalidateQueries({ queryKey: treatmentKeys.all(kind) });
      setState('success');
    } catch {
      setState('error');
    }
  };

  const { text, color } = look[state];
  const icon =
    state === 'loading' ? (
      <CircularProgress size={18} color="inherit" />
    ) : state === 'success' ? (
      <CheckIcon />
    ) : state === 'error' ? (
      <ErrorOutlineIcon />
    ) : (
      <SyncIcon />
    );
  return (
    <Button
      variant="outlined"
      color={color}
      startIcon={icon}
      onClick={() => void sync()}
      disabled={state === 'loading'}
      data-state={state}
    >
      {text}
    </Button>
  );
}
