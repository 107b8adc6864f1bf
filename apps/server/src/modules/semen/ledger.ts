import type { ExportType, SemenModType, SemenType, TransactionAction } from '@stalboek/domain';
import type { LedgerEntry } from '../transactions/index.ts';

/**
 * Which ledger row a semen modification writes (docs/domain.md 'Semen → ledger'): a lot produced
 * here is a Gain of frozen straws, an imported one an Import; straws that leave the centre are
 * Sent (national) or Export (EU, worldwide); used straws (a case's insemination) are Use. An
 * owner change or an in-house export, a control, damage and destruction move nothing out of or
 * into the centre: no row (the modification itself is the record).
 */
export function ledgerAction(m: {
  type: SemenModType;
  lotType: SemenType;
  exportType: ExportType | null;
  leavesCentre: boolean;
  splitOff: boolean;
}): TransactionAction | null {
  switch (m.type) {
    case 'Create':
      if (m.splitOff) return null;
      return m.lotType === 'Import' ? 'Import' : 'Gain';
    case 'Export':
      if (!m.leavesCentre) return null;
      return m.exportType === 'EU' || m.exportType === 'worldwide' ? 'Export' : 'Sent';
    case 'Verbruik':
      return 'Use';
    default:
      return null;
  }
}

export function ledgerEntry(
  action: TransactionAction | null,
  m: {
    id: string;
    stallionId: string;
    date: Date;
    amount: number;
    customerId: string | null;
    destinationHorseId?: string | null;
    /** A case's insemination: the case the straws were used in. */
    caseId?: string | null;
  },
): LedgerEntry[] {
  if (!action) return [];
  return [
    {
      horseId: m.stallionId,
      type: 'Frozen semen straw',
      action,
      date: m.date,
      amount: m.amount,
      customerId: m.customerId,
      destinationHorseId: m.destinationHorseId ?? null,
      source: 'semen',
      semenModificationId: m.id,
      caseId: m.caseId ?? null,
    },
  ];
}
