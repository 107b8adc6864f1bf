import { useCallback, useContext, useMemo } from 'react';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@stalboek/domain';
import { PreferenceUser, readPreference, writePreference } from '../../lib/devicePreferences.ts';

/** What a list remembers of the user's choices on this device. */
const listPreference = z.object({
  /** Columns shown (true) or hidden (false) by the column chooser. */
  columnVisibility: z.record(z.string(), z.boolean()).optional(),
  /** The data columns in the order the user dragged them to. */
  columnOrder: z.array(z.string()).optional(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type ListPreference = z.infer<typeof listPreference>;

export type ListPreferences = {
  /** Tells one list's choices from another's (and one kind of rows from another). */
  key: string;
  saved: ListPreference;
  save: (patch: ListPreference) => void;
};

/**
 * The remembered choices of the list called `name` for the signed-in user; undefined without a
 * name or a user (nothing is remembered then).
 */
export function useListPreference(name: string | undefined): ListPreferences | undefined {
  const user = useContext(PreferenceUser);
  const save = useCallback(
    (patch: ListPreference) => {
      if (!name || !user) return;
      const current = readPreference(user, `lijst.${name}`, listPreference) ?? {};
      writePreference(user, `lijst.${name}`, { ...current, ...patch });
    },
    [name, user],
  );
  return useMemo(() => {
    if (!name || !user) return undefined;
    const saved = readPreference(user, `lijst.${name}`, listPreference) ?? {};
    return { key: `${user}.${name}`, saved, save };
  }, [name, user, save]);
}
