import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useFeedback } from '../../lib/feedback.ts';
import { useUnsavedChanges } from './UnsavedChanges.tsx';

/** Checks the typed values and parses them into what is saved: a domain schema, or a resolver. */
type Validation<TIn extends FieldValues, TOut> =
  | { schema: z.ZodType<TOut, TIn>; resolver?: never }
  | { resolver: Resolver<TIn, unknown, TOut>; schema?: never };

export type SaveFormOptions<TIn extends FieldValues, TOut, TSaved, TVars> = Validation<
  TIn,
  TOut
> & {
  defaultValues: DefaultValues<TIn>;
  /** When fields are checked: on every change and blur ('all', the default) or on change. */
  mode?: 'all' | 'onChange';
  /** The module's save mutation; its failure goes to the banner (api/queryClient.ts). */
  save: UseMutationResult<TSaved, Error, TVars>;
  /** The mutation's variables for the parsed values (e.g. `{ id, body }`). */
  toVariables: (values: NoInfer<TOut>) => TVars;
  /** The success snackbar, e.g. '{name} succesvol opgeslagen'. */
  successMessage: (saved: TSaved, values: NoInfer<TOut>) => string;
  /** After the success message: close the dialog, go back, reset the form… */
  onSaved: (saved: TSaved) => void;
};

export type SaveForm<TIn extends FieldValues, TOut> = UseFormReturn<TIn, unknown, TOut> & {
  onSubmit: () => Promise<void>;
  /** The save is running. */
  busy: boolean;
  /** The form may be saved now: valid and not saving. */
  canSave: boolean;
};

/**
 * A form that saves through a mutation and says so (spec 01 §8): checked as typed, saved on
 * submit, a success snackbar, then `onSaved`. A refused save shows in the banner and keeps what
 * was typed. Leaving it with unsaved changes asks first (UnsavedChanges.tsx); once saved, what
 * it holds counts as saved and leaving goes without asking.
 */
export function useSaveForm<TIn extends FieldValues, TOut, TSaved, TVars>(
  options: SaveFormOptions<TIn, TOut, TSaved, TVars>,
): SaveForm<TIn, TOut> {
  const { showSuccess } = useFeedback();
  const { save, toVariables, successMessage, onSaved } = options;
  const form = useForm<TIn, unknown, TOut>({
    resolver: options.resolver ?? zodResolver<TIn, unknown, TOut>(options.schema),
    mode: options.mode ?? 'all',
    defaultValues: options.defaultValues,
  });
  const { markSaved } = useUnsavedChanges(form.formState.isDirty);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toVariables(values), {
      onSuccess: (saved) => {
        markSaved();
        form.reset(form.getValues());
        showSuccess(successMessage(saved, values));
        onSaved(saved);
      },
    }),
  );
  const busy = save.isPending;
  return { ...form, onSubmit, busy, canSave: form.formState.isValid && !busy };
}
