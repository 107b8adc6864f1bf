import { LABO_ACCOUNT_NUMBER } from '@stalboek/domain';
import { labos } from '../../db/schema/index.ts';
import { treatmentService } from '../protocols/index.ts';

/** Lab tests: the protocol service on the labo table; they book on accounts 707102… only. */
export const laboService = treatmentService({
  table: labos,
  entity: 'labo',
  label: 'Labo-onderzoek',
  accountPrefix: LABO_ACCOUNT_NUMBER,
});
