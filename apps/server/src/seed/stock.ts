import { brusselsDay, brusselsNoon } from '@stalboek/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { customers, horses, products } from '../db/schema/index.ts';
import { writeStockHistory, type PastBatch, type PastMod } from '../modules/stock/index.ts';
import { catalogue, type CatalogueItem } from './stock-catalogue.ts';
import { generator } from './random.ts';

const DAY_MS = 86_400_000;
const CREATED_BY = 'Demodata';
type ModType = PastMod['type'];

const cents = (n: number) => Math.round(n * 100) / 100;
/** The calendar day `days` after `day` (YYYY-MM-DD). */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How the outgoing amount of a batch is used, by product type. */
function pickType(item: CatalogueItem, r: number): ModType {
  const sold = item[1] === 'Voedingssupplement' || item[1] === 'Ontsmetting' ? 0.6 : 0.15;
  if (r < sold) return 'Verkoop';
  if (r < 0.86) return 'Toediening';
  return r < 0.93 ? 'Beschadigd' : 'Controle';
}

/**
 * Demo products, batches and a year of stock modifications, relative to today: every batch has
 * its Aankoop (amount = initialAmount) and remaining = initial − Σ outgoing mods. Some products
 * have a batch expiring within 30 days, some an expired batch still holding stock, some are out of
 * stock, and some have an inactive batch. Dates without time are 12:00 Europe/Brussels.
 */
export async function seedStock(tx: Tx): Promise<void> {
  const rand = generator(20_260_601);
  const now = Date.now();
  const today = brusselsDay(new Date(now));
  const alive = await tx
    .select({ id: horses.id, ownerId: horses.ownerId })
    .from(horses)
    .where(eq(horses.death, false))
    .orderBy(asc(horses.name));
  const buyers = await tx
    .select({ id: customers.id })
    .from(customers)
    .orderBy(asc(customers.lastName), asc(customers.company));

  const productRows = await tx
    .insert(products)
    .values(
      catalogue.map(([name, type, tax, unit, dosage, buyIn, , waitingTime, supplement], i) => ({
        name,
        type,
        tax,
        // Belgian pharmacy codes: 7 digits, unique.
        cnk: String(1_402_517 + i * 37_813),
        dosage,
        sellingPricePerUnit: cents(Math.max(0.01, (buyIn * 1.55) / dosage)),
        outgoingUnit: unit,
        waitingTime,
        supplementAdministration: supplement,
      })),
    )
    .returning({ id: products.id });

  const batches: PastBatch[] = [];
  catalogue.forEach((item, i) => {
    const [, , , , dosage, buyIn, supplier] = item;
    const productId = productRows[i]!.id;
    const n = 1 + (i % 3);
    const outOfStock = i % 9 === 4;
    for (let b = 0; b < n; b++) {
      const newest = b === n - 1;
      const delivery = plusDays(today, -Math.round(350 - (b * 300) / n - rand() * 30));
      let expiry = plusDays(delivery, 540 + Math.floor(rand() * 360));
      if (newest && i % 7 === 0) expiry = plusDays(today, 3 + ((i * 5) % 25));
      const expiredWithStock = b === 0 && i % 13 === 6;
      if (expiredWithStock) expiry = plusDays(today, -(5 + (i % 30)));
      const initial = 4 + Math.floor(rand() * 30);
      let remaining = 0;
      if (expiredWithStock) remaining = 1 + (i % 3);
      else if (newest && !outOfStock)
        remaining = Math.max(1, Math.round(initial * (0.25 + rand() * 0.6)));
      const deliveredAt = brusselsNoon(delivery);
      const usedUntil = Math.min(now - DAY_MS, brusselsNoon(expiry).getTime());
      const mods = outgoingMods(item, initial - remaining, deliveredAt.getTime(), usedUntil);
      const price = cents(buyIn * (1 + b * 0.03));
      const sellingPrice = cents(price * 1.55);
      const serial = String(100_000 + Math.floor(rand() * 900_000));
      batches.push({
        productId,
        lotNumber: `${supplier.slice(0, 2).toUpperCase()}${delivery.slice(2, 4)}${serial}`,
        expirationDate: brusselsNoon(expiry),
        deliveryDate: deliveredAt,
        supplier,
        buyInPrice: price,
        sellingPrice,
        sellingPricePerUnit: cents(Math.max(0.01, sellingPrice / dosage)),
        initialAmount: initial,
        active: !(b === 0 && n > 1 && i % 8 === 5),
        outgoing: mods,
      });
    }
  });
  // The stock module writes the records; remaining = initial − Σ outgoing = `remaining` above.
  await writeStockHistory(tx, batches, CREATED_BY);

  /** The outgoing amount of a batch as 1–3 units at a time, spread from delivery to `end`. */
  function outgoingMods(
    item: CatalogueItem,
    out: number,
    delivered: number,
    end: number,
  ): PastMod[] {
    const chunks: number[] = [];
    for (let left = out; left > 0; left -= chunks.at(-1)!)
      chunks.push(Math.min(left, 1 + Math.floor(rand() * 3)));
    const span = Math.max(0, end - delivered - DAY_MS);
    return chunks.map((amount, c) => {
      const at = delivered + DAY_MS + (span * (c + rand() * 0.9)) / chunks.length;
      // A working-day moment between 08:30 and 17:30 in Brussels, after the delivery.
      const noon = brusselsNoon(brusselsDay(new Date(at))).getTime();
      const createdAt = new Date(
        Math.max(delivered + 3_600_000, noon + (rand() * 9 - 3.5) * 3_600_000),
      );
      const type = pickType(item, rand());
      const horse = type === 'Toediening' ? alive[Math.floor(rand() * alive.length)]! : null;
      const customerId =
        type === 'Verkoop'
          ? buyers[Math.floor(rand() * buyers.length)]!.id
          : (horse?.ownerId ?? null);
      return { type, horseId: horse?.id ?? null, customerId, amount, createdAt };
    });
  }
}
