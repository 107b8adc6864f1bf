import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { StoppedAt } from './api/useEmbryoMutations.ts';
import { embryoCount } from './labels.ts';

export type DialogStatusProps = {
  /** The call runs: the dialog waits. */
  busy: boolean;
  /** The last call's failure: the server's message. */
  error: Error | null;
  /** For one call per embryo: how many are done, of how many, and what was done ('verplaatst'). */
  run?: { done: number; total: number; verb: string };
};

/** Under a dialog's fields: 'bezig' while the call runs, and why it failed. */
export function DialogStatus({ busy, error, run }: DialogStatusProps) {
  const stopped = error instanceof StoppedAt && run && run.total > 1 ? error : null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {busy ? <LinearProgress aria-label="Bezig" /> : null}
      {error && !busy ? (
        <Alert severity="error">
          {stopped ? `${stopped.embryo.code}: ${stopped.message}` : error.message}
          {stopped && run
            ? ` ${run.done} van ${embryoCount(run.total)} ${run.done === 1 ? 'werd' : 'werden'} ${run.verb}.`
            : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
