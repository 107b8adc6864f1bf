import { eq } from 'drizzle-orm';
import { LABO_ACCOUNT_NUMBER, protocolFields, type ProtocolInput } from '@stalboek/domain';
import type { Tx } from '../db/client.ts';
import { accounts, labos, products, protocols } from '../db/schema/index.ts';
import { protocolColumns } from '../modules/protocols/index.ts';
import { DIENSTEN, demoProtocols, FERTILITEIT, type Demo } from './protocol-catalogue.ts';
import { demoLabos } from './labo-catalogue.ts';

async function accountId(tx: Tx, number: string, name: string): Promise<string> {
  const [found] = await tx.select().from(accounts).where(eq(accounts.number, number));
  if (found) return found.id;
  const [made] = await tx.insert(accounts).values({ number, name }).returning();
  if (!made) throw new Error(`seed: account ${number} not created`);
  return made.id;
}

/** Demo protocols and lab tests; each passes the API's own form rules before it is written. */
export async function seedProtocols(tx: Tx): Promise<void> {
  const ids: Record<string, string> = {
    [DIENSTEN]: await accountId(tx, DIENSTEN, 'Verkopen diensten'),
    [FERTILITEIT]: await accountId(tx, FERTILITEIT, 'Fertiliteit'),
    [LABO_ACCOUNT_NUMBER]: await accountId(tx, LABO_ACCOUNT_NUMBER, 'Labo-onderzoeken'),
  };
  const catalogue = await tx.select({ id: products.id, name: products.name }).from(products);
  const productId = new Map(catalogue.map((p) => [p.name, p.id]));
  const toRow = ({ book, use = [], ...d }: Demo) => {
    const p: ProtocolInput = protocolFields.parse({
      ...d,
      account: ids[book],
      products: use
        .filter(([name]) => productId.has(name))
        .map(([name, amount]) => ({ product: productId.get(name), amount })),
    });
    return protocolColumns(p);
  };
  await tx.insert(protocols).values(demoProtocols.map(toRow));
  await tx.insert(labos).values(demoLabos.map(toRow));
}
