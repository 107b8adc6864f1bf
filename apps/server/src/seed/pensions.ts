import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { accounts, pensionTypes } from '../db/schema/index.ts';

/** The clinic's pension types, booked on the pension account. */
export async function seedPensions(tx: Tx): Promise<void> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.number, '701000'));
  if (!account) throw new Error('seed: pension account 701000 missing');
  await tx.insert(pensionTypes).values([
    {
      name: 'Weide draagmoeder',
      nameEn: 'Pasture recipient mare',
      nameFr: 'Pâture jument porteuse',
      accountId: account.id,
      tax: 21,
      pricePerDay: 6.5,
      availableFor: ['Merrie'],
    },
    {
      name: 'Box met stro',
      nameEn: 'Stable on straw',
      nameFr: 'Box sur paille',
      accountId: account.id,
      tax: 21,
      pricePerDay: 14,
      availableFor: ['Hengst', 'Merrie'],
    },
    {
      name: 'Box hengst dekseizoen',
      nameEn: 'Stallion box breeding season',
      nameFr: 'Box étalon saison de monte',
      accountId: account.id,
      tax: 21,
      pricePerDay: 18.5,
      availableFor: ['Hengst'],
    },
    {
      name: 'Merrie met veulen',
      nameEn: 'Mare with foal',
      nameFr: 'Jument suitée',
      accountId: account.id,
      tax: 21,
      pricePerDay: 16,
      availableFor: ['Merrie'],
    },
  ]);
}
