import type { Tx } from '../db/client.ts';
import { announcements } from '../db/schema/index.ts';

const DAY = 86_400_000;

/** Demo announcements: the dashboard shows the newest. */
export async function seedAnnouncements(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx.insert(announcements).values([
    {
      type: 'Info',
      title: 'Nieuwe stikstoflevering',
      message: 'De stikstofvaten worden voortaan op dinsdag en vrijdag bijgevuld.',
      createdAt: new Date(now - 20 * DAY),
    },
    {
      type: 'Important',
      title: 'Inentingscampagne influenza',
      message:
        'Alle pensionpaarden krijgen deze maand hun booster. Plan de onderzoeken rond woensdag.',
      createdAt: new Date(now - 6 * DAY),
    },
    {
      type: 'Release',
      title: 'Cases en onderzoeksfiches in Stalboek',
      message:
        'Cases, onderzoeksfiches en notificaties staan nu in Stalboek. Meld wat beter kan aan de balie.',
      createdAt: new Date(now - DAY),
    },
  ]);
}
