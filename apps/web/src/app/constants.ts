/** Business constants of the shell (spec 01 §9). */

/** The page reloads after this many milliseconds without user activity (5 minutes). */
export const IDLE_RELOAD_MS = 300000;

/** How long a success snackbar stays visible. */
export const SNACKBAR_MS = 6000;
