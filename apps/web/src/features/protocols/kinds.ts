import { LABO_ACCOUNT_NUMBER } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';

/**
 * Protocols and lab tests are one kind of record on two API paths (spec 02 §3): the list, the
 * form and the hooks take one of these and differ only in texts, paths and the lab accounts.
 */
export type TreatmentKind = {
  /** API path and request body key: /api/protocol {protocol}, /api/labo {labo}. */
  resource: 'protocol' | 'labo';
  listTitle: string;
  addLabel: string;
  emptyText: string;
  /** Title of the form for a new record. */
  newTitle: string;
  /** Name of one record in aria labels ('Protocol', 'Labo-onderzoek'). */
  singular: string;
  listPath: string;
  /** The way back from a record that is not there ('Terug naar de protocollen'). */
  backLabel: string;
  /** Why a record is not there (the 'niet gevonden' page). */
  missingText: string;
  formPath: (id: string) => string;
  /** Only accounts whose number starts with this are offered (spec 02 §5 Lab test). */
  accountNumber?: string;
};

export const protocolKind: TreatmentKind = {
  resource: 'protocol',
  listTitle: 'Protocollen',
  addLabel: 'protocol toevoegen',
  emptyText: 'Geen Protocollen gevonden',
  newTitle: 'Protocol toevoegen',
  singular: 'Protocol',
  listPath: paths.settings.protocols,
  backLabel: 'Terug naar de protocollen',
  missingText:
    'Dit protocol bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.',
  formPath: paths.settings.protocol,
};

export const laboKind: TreatmentKind = {
  resource: 'labo',
  listTitle: 'Labo-onderzoeken',
  addLabel: 'labo-onderzoek toevoegen',
  emptyText: 'Geen Labo-onderzoeken gevonden',
  newTitle: 'Labo-onderzoek toevoegen',
  singular: 'Labo-onderzoek',
  listPath: paths.settings.labos,
  backLabel: 'Terug naar de labo-onderzoeken',
  missingText:
    'Dit labo-onderzoek bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.',
  formPath: paths.settings.labo,
  accountNumber: LABO_ACCOUNT_NUMBER,
};
