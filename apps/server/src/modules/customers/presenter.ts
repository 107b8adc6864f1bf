import { sql, type SQL } from 'drizzle-orm';
import { customerDisplayName, type VatLiability } from '@stalboek/domain';
import { customers, type contacts } from '../../db/schema/index.ts';

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

/** The name columns of a joined customer table, for a select that shows it with customerRef. */
export const customerNameColumns = {
  customerType: customers.type,
  firstName: customers.firstName,
  lastName: customers.lastName,
  company: customers.company,
};

/** The name columns of a joined customer, as a record that names one selects them. */
export type CustomerNameColumns = {
  customerType: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
};

/** A customer as another record names it (`{_id, name}`), or null when it names none. */
export function customerRef(id: string | null, r: CustomerNameColumns) {
  return id && r.customerType
    ? {
        _id: id,
        name: customerDisplayName({
          type: r.customerType,
          first_name: r.firstName,
          last_name: r.lastName,
          company: r.company,
        }),
      }
    : null;
}

/**
 * The name customerDisplayName gives, in SQL, of the customers row `alias` (a company's name, a
 * person's first and last name, '-' without one): for raw queries that name customers.
 */
export function customerNameSql(alias: string): SQL {
  const c = sql.raw(alias);
  return sql`case when ${c}.type = 'bedrijf' then coalesce(nullif(btrim(${c}.company), ''), '-')
    else coalesce(nullif(btrim(concat_ws(' ', nullif(${c}.first_name, ''), nullif(${c}.last_name, ''))), ''), '-') end`;
}
