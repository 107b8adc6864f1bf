import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { addTreatmentLine } from '../modules/cases/index.ts';

const ACTOR = { sub: 'demo', name: 'Demodata' };
const FROZEN = 'DIEPVRIES ZAAD - Diepe inseminatie met sperma-analyse HamiltonThorne';
const INSEMINATIONS = 12;

/**
 * A dozen of the open mare cases got a frozen-semen insemination with straws of a demo lot,
 * through the cases module (Verbruik, the Use of the stallion to the mare), so a case shows a
 * lot parameter and a lot its use in a case. Only lots already used otherwise are taken: the
 * untouched ones stay deletable.
 */
export async function seedInseminations(tx: Tx): Promise<void> {
  const [protocol] = await queryRows<{ id: string }>(
    tx,
    sql`select id from protocol where name = ${FROZEN}`,
  );
  if (!protocol) return;
  const mares = await queryRows<{ case_id: string; horse_id: string; customer_id: string | null }>(
    tx,
    sql`select c.id as case_id, c.horse_id, c.customer_id
          from "case" c join horse h on h.id = c.horse_id
         where c.status = 'Open' and h.type = 'Merrie' and not h.surrogate and c.customer_id is not null
         order by c.created_at desc, c.id
         limit ${INSEMINATIONS}`,
  );
  const lots = await queryRows<{ id: string }>(
    tx,
    sql`select l.id from semen_lot l
         where l.current_inventory >= 4 and l.deleted_at is null
           and exists (select 1 from semen_modification m where m.lot_id = l.id and m.type <> 'Create')
         order by l.lot_number, l.id
         limit ${INSEMINATIONS}`,
  );
  for (const [i, mare] of mares.entries()) {
    const lot = lots[i];
    if (!lot) return;
    const owner = {
      caseId: mare.case_id,
      sheetId: null,
      horseId: mare.horse_id,
      customerId: mare.customer_id,
      recordStockAtLineDate: true,
    };
    const date = new Date(Date.now() - (i + 1) * 86_400_000).toISOString();
    await tx
      .transaction((sp) =>
        addTreatmentLine(
          sp,
          ACTOR,
          owner,
          'protocol',
          {
            protocol: protocol.id,
            parameters: [
              param('Horse', 'Merrie', mare.horse_id),
              param('SemenCollection', null, lot.id),
              param('Customer', null, mare.customer_id),
            ],
            simple_parameters: [{ elementName: 'Aantal rietjes', elementAmount: 2 + (i % 3) }],
            amount: 1,
            date,
          },
          'protocols.0',
        ),
      )
      .catch((err: unknown) => {
        // A product of the protocol ran out in the demo (409): this mare simply has none.
        if (!(err instanceof AppError) || err.code !== 'CONFLICT') throw err;
      });
  }
}

const param = (
  elementModel: 'Horse' | 'SemenCollection' | 'Customer',
  elementType: 'Merrie' | null,
  element: string | null,
) => ({ elementModel, elementType, elementSpecification: null, element, elementName: null });
