import { protocols } from '../../db/schema/index.ts';
import { treatmentService } from './treatments.ts';

/** Protocols: the clinic's billable treatments (spec 02 §3 Protocol). */
export const protocolService = treatmentService({
  table: protocols,
  entity: 'protocol',
  label: 'Protocol',
});
