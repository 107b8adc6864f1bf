import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { companyKeepsContacts } from '@stalboek/domain';
import type { customerFields, CustomerType, ListParams } from '@stalboek/domain';
import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { contacts, customers, horses } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { likePattern, listPage, listTableRows, orderBy } from '../../lib/list.ts';
import {
  idsWithWordStarting,
  isShortTerm,
  withTrigramPlan,
  wordPrefixRanking,
} from '../../lib/trigram.ts';
import { presentContact, presentCustomer, type CustomerRow } from './presenter.ts';

type CustomerInput = z.output<typeof customerFields>;

/** Columns of a customer; the country code was checked by the domain schema ('Onbekend land'). */
function toColumns(input: CustomerInput) {
  return {
    type: input.type,
    firstName: input.first_name,
    lastName: input.last_name,
    company: input.type === 'bedrijf' ? input.company : null,
    tva: input.tva,
    vatLiability: input.vat_liability,
    language: input.language,
    email: input.email,
    telephoneMobile: input.telephone_mobile,
    telephoneFixed: input.telephone_fixed,
    addressLine: input.addressLine,
    zip: input.zip,
    city: input.city,
    country: input.country,
  };
}

/**
 * Accent- and case-insensitive match on one name column: "contains", narrowed by the trigram
 * index; a term under 3 characters (no trigram) matches the start of a word of that name instead,
 * through search_word's index.
 */
function nameMatches(column: AnyPgColumn, field: string, text: string): SQL {
  if (isShortTerm(text))
    return sql`${customers.id} in ${idsWithWordStarting('customer', text, field)}`;
  const pattern = likePattern(text.toLowerCase());
  return sql`${customers.searchText} like f_unaccent(${pattern}) and f_unaccent(lower(${column})) like f_unaccent(${pattern})`;
}

export type CustomerListParams = ListParams<
  'last_name' | 'first_name' | 'company' | 'city' | 'createdAt'
> & {
  type?: CustomerType | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  company?: string | undefined;
};

export async function listCustomers(db: Db, params: CustomerListParams) {
  const filters: SQL[] = [];
  if (params.type) filters.push(eq(customers.type, params.type));
  if (params.first_name)
    filters.push(nameMatches(customers.firstName, 'first_name', params.first_name));
  if (params.last_name)
    filters.push(nameMatches(customers.lastName, 'last_name', params.last_name));
  if (params.company) filters.push(nameMatches(customers.company, 'company', params.company));
  const where = filters.length ? and(...filters) : undefined;
  const order = orderBy(
    params,
    {
      last_name: customers.lastName,
      first_name: customers.firstName,
      company: customers.company,
      city: customers.city,
      createdAt: customers.createdAt,
    },
    [{ field: 'last_name' }],
    customers.id,
  );
  const { rows, total } = await listTableRows(db, params, customers, where, order);
  return { customers: rows.map(presentCustomer), total };
}

/**
 * Autocomplete: best matches first, typo-tolerant (word similarity on the trigram index); a term
 * under 3 characters matches the start of a word, the whole word first (as the global search).
 */
export async function searchCustomers(
  db: Db,
  q: { searchValue: string; type?: CustomerType | undefined; limit: number },
) {
  if (q.searchValue && isShortTerm(q.searchValue)) return searchByWordStart(db, q);
  const filters: SQL[] = [];
  if (q.type) filters.push(eq(customers.type, q.type));
  const term = q.searchValue.toLowerCase();
  if (term) filters.push(sql`f_unaccent(${term}) <% ${customers.searchText}`);
  const rows = await withTrigramPlan(db, (tx) =>
    tx
      .select()
      .from(customers)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(
        ...(term ? [sql`word_similarity(f_unaccent(${term}), ${customers.searchText}) desc`] : []),
        asc(customers.lastName),
        asc(customers.company),
        asc(customers.id),
      )
      .limit(q.limit),
  );
  return { results: rows.map(presentCustomer) };
}

async function searchByWordStart(
  db: Db,
  q: { searchValue: string; type?: CustomerType | undefined; limit: number },
) {
  const join = q.type
    ? sql`JOIN customer ON customer.id = w.item_id AND customer.type = ${q.type}`
    : undefined;
  const ranked = await queryRows<{ id: string }>(
    db,
    wordPrefixRanking(q.searchValue, q.limit, { kind: 'customer', ...(join ? { join } : {}) }),
  );
  const ids = ranked.map((r) => r.id);
  const rows = ids.length
    ? await db.select().from(customers).where(inArray(customers.id, ids))
    : [];
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { results: rows.map(presentCustomer) };
}

export async function findCustomerRow(db: DbOrTx, id: string, lock = false): Promise<CustomerRow> {
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Klant');
  return row;
}

export async function getCustomer(db: DbOrTx, id: string) {
  const row = await findCustomerRow(db, id);
  const list = await db
    .select()
    .from(contacts)
    .where(eq(contacts.customerId, id))
    .orderBy(contacts.createdAt, contacts.id);
  return { ...presentCustomer(row), contacts: list.map(presentContact) };
}

export async function createCustomer(db: Db, actor: Actor, input: CustomerInput) {
  const values = toColumns(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customers).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    const after = { ...presentCustomer(row), contacts: [] };
    await recordAudit(tx, actor, { action: 'create', entity: 'customer', entityId: row.id, after });
    return after;
  });
}

export async function updateCustomer(db: Db, actor: Actor, id: string, input: CustomerInput) {
  const values = toColumns(input);
  return db.transaction(async (tx) => {
    const before = await findCustomerRow(tx, id, true);
    if (before.type === 'bedrijf' && values.type !== 'bedrijf') await refuseWhileContacts(tx, id);
    await tx
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(customers.id, id));
    const after = await getCustomer(tx, id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'customer',
      entityId: id,
      before: presentCustomer(before),
      after,
    });
    return after;
  });
}

/**
 * A company with contacts cannot become a person: only companies have contacts, so they would be
 * left behind where no screen shows them. The customer's row is locked, as adding a contact does.
 */
async function refuseWhileContacts(tx: DbOrTx, id: string) {
  const [found] = await tx.select({ n: count() }).from(contacts).where(eq(contacts.customerId, id));
  const n = found?.n ?? 0;
  if (n > 0) throw conflict(companyKeepsContacts(n));
}

export async function deleteCustomer(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await findCustomerRow(tx, id, true);
    const [owned] = await tx.select({ n: count() }).from(horses).where(eq(horses.ownerId, id));
    if ((owned?.n ?? 0) > 0) {
      throw conflict(
        `Deze klant kan niet verwijderd worden: hij is nog eigenaar van ${owned?.n === 1 ? '1 paard' : `${owned?.n} paarden`}.`,
      );
    }
    // Cases, semen lots, embryos and stock modifications will reference customers with RESTRICT
    // foreign keys: the database refuses the delete (409) while any exists.
    await tx.delete(customers).where(eq(customers.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'customer',
      entityId: id,
      before: presentCustomer(before),
    });
  });
}

export type CustomerHorsesParams = ListParams<'name' | 'createdAt'> & {
  types: ('Hengst' | 'Merrie')[];
};

/** The horses a customer owns (paged, `{horses, total}`). */
export async function customerHorses(db: Db, id: string, params: CustomerHorsesParams) {
  await findCustomerRow(db, id);
  const filters: SQL[] = [eq(horses.ownerId, id)];
  if (params.types.length) filters.push(inArray(horses.type, params.types));
  const where = and(...filters);
  const order = orderBy(
    params,
    { name: horses.name, createdAt: horses.createdAt },
    [{ field: 'name' }],
    horses.id,
  );
  const { rows, total } = await listPage(db, params, {
    rows: db
      .select({ _id: horses.id, name: horses.name, type: horses.type, death: horses.death })
      .from(horses)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    count: db.select({ total: count() }).from(horses).where(where),
  });
  return { horses: rows, total };
}
