import { useCallback, useState } from 'react';
import { z } from 'zod';
import type { Embryo } from '@stalboek/domain';

/** What every dialog of 'Acties' gets: the embryos chosen when it opened, and what to do after. */
export type EmbryoDialogProps = {
  embryos: readonly Embryo[];
  onClose: () => void;
  /** The action succeeded: close, and start over without a selection. */
  onDone: () => void;
};

/** A picked entity's id (a form's null until chosen), required with `message`. */
export const requiredId = (message: string) =>
  z
    .string()
    .nullable()
    .transform((id, ctx) => {
      if (id) return id;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/**
 * A dialog that calls once per embryo: the embryos done so far (a retry after a failure does the
 * others only), and `onEach` to hand to the run.
 */
export function useRunProgress(embryos: readonly Embryo[]) {
  const [done, setDone] = useState<readonly string[]>([]);
  const onEach = useCallback((id: string) => setDone((d) => [...d, id]), []);
  const left = embryos.filter((e) => !done.includes(e._id));
  return { done: done.length, total: embryos.length, left, onEach };
}
