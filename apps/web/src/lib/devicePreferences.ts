import { createContext } from 'react';
import type { z } from 'zod';

/**
 * What a user chose on this device and expects to find again (issue 17): kept in localStorage
 * per signed-in user (the identity provider's `sub`) and per name, e.g. a list's columns. What is
 * stored is checked when read: another version of the app, or a hand-edited entry, falls back to
 * the defaults instead of breaking the screen.
 */
const PREFIX = 'stalboek.voorkeur';

/** Whose choices these are: the signed-in user's `sub` (set by auth/AuthContext.tsx), or none. */
export const PreferenceUser = createContext<string | null>(null);

const keyOf = (user: string, name: string) => `${PREFIX}.${user}.${name}`;

export function readPreference<T>(user: string, name: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(keyOf(user, name));
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // storage switched off, or not JSON
  }
}

export function writePreference(user: string, name: string, value: unknown): void {
  try {
    window.localStorage.setItem(keyOf(user, name), JSON.stringify(value));
  } catch {
    // Storage full or switched off: the choice holds for this visit only.
  }
}
