import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Embryo,
  EmbryoTransferBody,
  SemenLocationInput,
  embryoExportBody,
} from '@stalboek/domain';
import { apiFetch } from '../../../../api/client.ts';
import { messageOf } from '../../../../api/queryClient.ts';
import { transactionKeys } from '../../../transactions/index.ts';
import { embryoKeys } from './keys.ts';

/**
 * An embryo write: afterwards the embryos, the lots and the ledger reload. Its failure is shown
 * in the dialog that made it (not in the banner behind the dialog), which stays open.
 */
function useEmbryoWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silentError: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: embryoKeys.icsi });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    },
  });
}

/** A run over several embryos stopped at `embryo`: the ones before it were done. */
export class StoppedAt extends Error {
  readonly embryo: Embryo;
  constructor(embryo: Embryo, cause: unknown) {
    super(messageOf(cause));
    this.embryo = embryo;
  }
}

/** The embryos to do one by one, in order; `onEach` hears of each one done. */
export type EmbryoRun = { embryos: readonly Embryo[]; onEach: (embryoId: string) => void };

/** One call per embryo, in order, stopping at the first failure (a StoppedAt). */
function useEmbryoRun<V>(call: (embryo: Embryo, vars: V) => Promise<unknown>) {
  return useEmbryoWrite(async (vars: V & EmbryoRun) => {
    for (const embryo of vars.embryos) {
      try {
        await call(embryo, vars);
      } catch (error) {
        throw new StoppedAt(embryo, error);
      }
      vars.onEach(embryo._id);
    }
  });
}

/** POST /api/icsi/transfer {embryoId, surrogateId, transferDate}. */
export function useTransferEmbryo() {
  return useEmbryoWrite((body: EmbryoTransferBody) =>
    apiFetch<{ embryo: Embryo }>('/api/icsi/transfer', { method: 'POST', body }),
  );
}

/** POST /api/icsi/export: all selected embryos at once; answers the lot, for its delivery report. */
export function useExportEmbryos() {
  return useEmbryoWrite((body: z.input<typeof embryoExportBody>) =>
    apiFetch<{ id: string }>('/api/icsi/export', { method: 'POST', body }),
  );
}

const putEmbryo = (embryo: Embryo, body: unknown) =>
  apiFetch<{ embryo: Embryo }>(`/api/icsi/embryo/${embryo._id}`, { method: 'PUT', body });

/** A relocation: the embryos left to move and where to. */
export type RelocateRun = EmbryoRun & { location: SemenLocationInput };

/** PUT /api/icsi/embryo/{id} {location}, once per embryo. */
export function useRelocateEmbryos() {
  return useEmbryoRun((embryo, { location }: Omit<RelocateRun, keyof EmbryoRun>) =>
    putEmbryo(embryo, { location }),
  );
}

/** PUT /api/icsi/embryo/{id} {traces: true}, once per embryo. */
export function useSetTraces() {
  return useEmbryoRun((embryo) => putEmbryo(embryo, { traces: true }));
}

export type NoteAction = 'deactivate' | 'reactivate' | 'lost';

/** PUT /api/icsi/{lotId}/{embryoId}/deactivate | reactivate | lost {note}, once per embryo. */
export function useNoteAction(action: NoteAction) {
  return useEmbryoRun((embryo, { note }: { note: string }) =>
    apiFetch<{ embryo: Embryo }>(`/api/icsi/${embryo.lot._id}/${embryo._id}/${action}`, {
      method: 'PUT',
      body: { note },
    }),
  );
}
