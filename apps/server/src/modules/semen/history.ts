import { randomUUID } from 'node:crypto';
import type { ExportType, SemenType } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import { semenLots, semenModifications } from '../../db/schema/index.ts';
import { writeTransactions, type LedgerEntry } from '../transactions/index.ts';
import { ledgerAction, ledgerEntry } from './ledger.ts';

const CHUNK = 500;

/** A modification of the past: straws that left, were damaged, destroyed or counted. */
export type PastSemenMod = {
  type: 'Export' | 'Destroy' | 'Damaged' | 'Control';
  action: 'add' | 'subtract';
  amount: number;
  date: Date;
  /** Export: the customer the straws went to. */
  ownerId?: string | null;
};

export type PastSemenLot = {
  lotNumber: string;
  stallionId: string;
  ownerId: string;
  type: SemenType;
  arrival: Date;
  exportType: ExportType | null;
  containerId: string;
  tube: number;
  position: 'Boven' | 'Onder';
  initial: number;
  color: string | null;
  concentration: number | null;
  motility: number | null;
  progress: number | null;
  velocity: number | null;
  pail: number | null;
  viability: number | null;
  mods: PastSemenMod[];
};

/**
 * Writes lots as they were made and used in the past (the demo data's year of semen): each lot
 * with its Create at its arrival, its modifications at their own dates, current = initial ±
 * Σ modifications, and the ledger rows every one of them would have written (ledger.ts), so the
 * lists, the ledger and the reports agree from the first start. The caller keeps each lot's
 * modifications within its straws and its tube positions within their room.
 */
export async function writeSemenHistory(tx: Tx, lots: PastSemenLot[], createdBy: string) {
  const actor = { sub: createdBy, name: createdBy };
  const lotRows: (typeof semenLots.$inferInsert)[] = [];
  const modRows: (typeof semenModifications.$inferInsert)[] = [];
  const ledger: LedgerEntry[] = [];
  for (const lot of lots) {
    const id = randomUUID();
    const current = lot.mods.reduce(
      (n, m) => n + (m.action === 'add' ? m.amount : -m.amount),
      lot.initial,
    );
    const last = lot.mods.at(-1)?.date ?? lot.arrival;
    const exports = lot.mods.filter((m) => m.type === 'Export');
    lotRows.push({
      id,
      lotNumber: lot.lotNumber,
      stallionId: lot.stallionId,
      ownerId: lot.ownerId,
      type: lot.type,
      productionDate: lot.type === 'Productie' ? lot.arrival : null,
      importDate: lot.type === 'Import' ? lot.arrival : null,
      exportDate: exports.at(-1)?.date ?? null,
      emptyDate: current === 0 ? last : null,
      exportType: lot.exportType,
      containerId: lot.containerId,
      tube: lot.tube,
      position: lot.position,
      initialInventory: lot.initial,
      currentInventory: current,
      color: lot.color,
      concentration: lot.concentration,
      motility: lot.motility,
      progress: lot.progress,
      velocity: lot.velocity,
      pail: lot.pail,
      viability: lot.viability,
      createdAt: lot.arrival,
      updatedAt: last,
    });
    const createId = randomUUID();
    modRows.push({
      id: createId,
      lotId: id,
      type: 'Create',
      action: 'add',
      amount: lot.initial,
      ownerId: lot.ownerId,
      stallionId: lot.stallionId,
      date: lot.arrival,
      createdBy,
      createdAt: lot.arrival,
    });
    const base = { lotType: lot.type, exportType: lot.exportType, splitOff: false };
    ledger.push(
      ...ledgerEntry(ledgerAction({ type: 'Create', leavesCentre: false, ...base }), {
        id: createId,
        stallionId: lot.stallionId,
        date: lot.arrival,
        amount: lot.initial,
        customerId: lot.ownerId,
      }),
    );
    for (const m of lot.mods) {
      const modId = randomUUID();
      modRows.push({
        id: modId,
        lotId: id,
        type: m.type,
        action: m.action,
        amount: m.amount,
        ownerId: m.ownerId ?? null,
        stallionId: lot.stallionId,
        date: m.date,
        createdBy,
        createdAt: m.date,
      });
      ledger.push(
        ...ledgerEntry(ledgerAction({ type: m.type, leavesCentre: m.type === 'Export', ...base }), {
          id: modId,
          stallionId: lot.stallionId,
          date: m.date,
          amount: m.amount,
          customerId: m.ownerId ?? null,
        }),
      );
    }
  }
  for (let s = 0; s < lotRows.length; s += CHUNK)
    await tx.insert(semenLots).values(lotRows.slice(s, s + CHUNK));
  for (let s = 0; s < modRows.length; s += CHUNK)
    await tx.insert(semenModifications).values(modRows.slice(s, s + CHUNK));
  for (let s = 0; s < ledger.length; s += CHUNK)
    await writeTransactions(tx, actor, ledger.slice(s, s + CHUNK));
}
