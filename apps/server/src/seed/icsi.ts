import { sql } from 'drizzle-orm';
import { addBrusselsDays, brusselsDay, brusselsNoon, COLLECTION_COLORS } from '@stalboek/domain';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import {
  changeEmbryoState,
  createIcsiLot,
  exportEmbryos,
  transferEmbryo,
  updateEmbryo,
} from '../modules/icsi/index.ts';
import { generator } from './random.ts';

const LOTS = 40;
const ACTOR = { sub: 'demo', name: 'Demodata' };
/** Holders per tube position the demo leaves room under (a user still adds lots anywhere). */
const ROOM_LEFT = 2;

type Id = { id: string };

/**
 * About 40 ICSI lots of the demo mares and stallions, through the icsi module itself (so their
 * history, ledger and kept counts are as the app writes them): embryos active, transferred into
 * surrogates (two of them lost), exported out of the centre and in house, damaged, TRACES
 * checked, one moved; a few lots with no active embryo left.
 */
export async function seedIcsi(tx: Tx): Promise<void> {
  const db = tx as unknown as Db; // the module's calls nest as savepoints in the seed's transaction
  const rand = generator(20_261_219);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const mares = await queryRows<Id>(
    tx,
    sql`select id from horse where type = 'Merrie' and not surrogate order by name`,
  );
  const stallions = await queryRows<Id>(
    tx,
    sql`select id from horse where type = 'Hengst' order by name`,
  );
  const owners = await queryRows<Id>(tx, sql`select id from customer order by last_name, id`);
  const surrogates = await queryRows<Id>(
    tx,
    sql`select id from horse where surrogate and not death order by surrogate_uid, id`,
  );
  // The places semen left empty first (semen lots keep their room for relocations), then the
  // least filled; each keeps ROOM_LEFT places free.
  const places = await queryRows<{ container: string; tube: number; position: 'Boven' | 'Onder' }>(
    tx,
    sql`select container, tube, position from (
          select n.id as container, n.name, t.tube, p.position,
                 (select count(*) from tube_position_holder h where h.container_id = n.id
                   and h.tube = t.tube and h.position = p.position) as used
            from nitrogen_container n
           cross join generate_series(1, n.available_places) as t(tube)
           cross join (values ('Boven'), ('Onder')) as p(position)
           where n.name <> 'Transportvat') x
         where used = 0 or used < 10 - ${ROOM_LEFT} - 3
         order by used, name, tube, position`,
  );
  if (!mares.length || !stallions.length || !owners.length || !places.length) return;
  const today = brusselsNoon(brusselsDay(new Date()));
  const day = (back: number) => addBrusselsDays(today, -back).toISOString();
  let surrogate = 0;
  for (let k = 0; k < LOTS; k++) {
    const amount = 2 + Math.floor(rand() * 7);
    const back = 30 + Math.floor(rand() * 700);
    const code = `ICSI-${brusselsDay(addBrusselsDays(today, -back)).slice(2, 7).replace('-', '')}-${String(k + 1).padStart(2, '0')}`;
    const owner = owners[(k * 7) % owners.length]!.id;
    const lot = await createIcsiLot(db, ACTOR, {
      icsi: {
        code,
        amount,
        owner,
        donor_mare: mares[k % mares.length]!.id,
        donor_stallion: stallions[(k * 3) % stallions.length]!.id,
        collectionDate: day(back),
        traces: k % 6 === 0,
        collectionColor: pick(COLLECTION_COLORS),
        location: places[k % places.length]!,
      },
      // Now and then an embryo was not kept (the form's deselect).
      embryoCodes: Array.from({ length: amount }, (_, i) => `${i + 1}-${code}`).filter(
        (_, i) => i === 0 || rand() > 0.1,
      ),
    });
    const ids = lot.embryos.map((e) => e._id);
    const later = (max: number) => day(Math.max(0, back - 5 - Math.floor(rand() * max)));
    if (k % 12 === 7) {
      // A lot with nothing left here: every embryo went out.
      await exportEmbryos(db, ACTOR, {
        embryoId: ids,
        inHouse: false,
        customerId: owners[(k * 5) % owners.length]!.id,
        exportDate: later(10),
        note: null,
      });
      continue;
    }
    if (k % 4 === 0 && surrogate < surrogates.length && ids[0]) {
      const mare = surrogates[surrogate++]!.id;
      await transferEmbryo(db, ACTOR, {
        embryoId: ids[0],
        surrogateId: mare,
        transferDate: later(Math.min(back - 5, 60)),
      });
      if (k % 16 === 0) await changeEmbryoState(db, ACTOR, lot._id, ids[0], 'lost', 'Resorptie');
    }
    if (k % 4 === 1 && ids.length > 1)
      await exportEmbryos(db, ACTOR, {
        embryoId: ids.slice(1, 3),
        inHouse: false,
        customerId: owners[(k * 11) % owners.length]!.id,
        exportDate: later(30),
        note: 'Verzonden in transportvat',
      });
    if (k % 4 === 2 && ids.length > 1)
      await changeEmbryoState(
        db,
        ACTOR,
        lot._id,
        ids.at(-1)!,
        'deactivate',
        'Beschadigd bij controle',
      );
    if (k % 8 === 3 && ids.length > 1) {
      const buyer = owners[(k * 13 + 1) % owners.length]!.id;
      if (buyer !== owner)
        await exportEmbryos(db, ACTOR, {
          embryoId: [ids.at(-1)!],
          inHouse: true,
          customerId: buyer,
          exportDate: later(20),
          note: 'Verkocht, blijft in het vat',
        });
    }
    if (k % 10 === 5 && ids[0])
      await updateEmbryo(db, ACTOR, ids[0], { location: places[(k + 7) % places.length]! });
  }
}
