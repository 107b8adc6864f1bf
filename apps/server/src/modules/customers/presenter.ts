import { customerDisplayName, type VatLiability } from '@stalboek/domain';
import type { contacts, customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;

/** API shape of a customer: snake_case names of the spec, no internal columns. */
export function presentCustomer(row: CustomerRow) {
  const base = {
    type: row.type,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
  };
  return {
    _id: row.id,
    ...base,
    displayName: customerDisplayName(base),
    tva: row.tva,
    vat_liability: row.vatLiability as VatLiability | null,
    language: row.language,
    email: row.email,
    telephone_mobile: row.telephoneMobile,
    telephone_fixed: row.telephoneFixed,
    addressLine: row.addressLine,
    zip: row.zip,
    city: row.city,
    country: row.country,
    teamleaderId: row.teamleaderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentContact(row: ContactRow) {
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    telephone: row.telephone,
    email: row.email,
    role: row.role,
  };
}
