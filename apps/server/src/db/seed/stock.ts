import type { Tx } from '../client.ts';

/** Demo products, batches and a year of stock modifications. */
export async function seedStock(_tx: Tx): Promise<void> {}
