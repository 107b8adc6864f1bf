import type { Tx } from '../client.ts';

/** Demo protocols and lab tests. */
export async function seedProtocols(_tx: Tx): Promise<void> {}
