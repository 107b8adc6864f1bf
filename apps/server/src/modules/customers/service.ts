import { asc, count, eq, sql } from 'drizzle-orm';
import { companyKeepsContacts } from '@stalboek/domain';
import type { customerFields, CustomerType, ListParams } from '@stalboek/domain';
import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contacts, customers, horses } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { Conditions, likePattern, listPage, listTableRows, orderBy } from '../../lib/list.ts';
import { rowLimit, run, statement } from '../../lib/statements.ts';
import {
  idsWithWordStarting,
  isShortTerm,
  ranking,
  withTrigramPlan,
  wordPrefixRanking,
  wordStart,
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
 * through search_word's index. Both are patterns: planned with their value (lib/statements.ts).
 */
function nameMatches(c: Conditions, column: AnyPgColumn, field: string, text: string) {
  if (isShortTerm(text)) {
    c.add(
      `${field}:start`,
      (v) => sql`${customers.id} in ${idsWithWordStarting('customer', v, field)}`,
      wordStart(text),
      { custom: true },
    );
    return;
  }
  c.add(
    field,
    (v) =>
      sql`${customers.searchText} like f_unaccent(${v}) and f_unaccent(lower(${column})) like f_unaccent(${v})`,
    likePattern(text.toLowerCase()),
    { custom: true },
  );
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
  const where = new Conditions();
  if (params.type) where.add('type', (v) => eq(customers.type, v), params.type);
  if (params.first_name) nameMatches(where, customers.firstName, 'first_name', params.first_name);
  if (params.last_name) nameMatches(where, customers.lastName, 'last_name', params.last_name);
  if (params.company) nameMatches(where, customers.company, 'company', params.company);
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
  const { rows, total } = await listTableRows(db, params, {
    name: 'customer',
    table: customers,
    where,
    order,
  });
  return { customers: rows.map(presentCustomer), total };
}

type CustomerSearch = { searchValue: string; type?: CustomerType | undefined; limit: number };

/**
 * Autocomplete: best matches first, typo-tolerant (word similarity on the trigram index); a term
 * under 3 characters matches the start of a word, the whole word first (as the global search).
 */
export async function searchCustomers(db: Db, q: CustomerSearch) {
  if (q.searchValue && isShortTerm(q.searchValue)) return searchByWordStart(db, q);
  const c = new Conditions();
  if (q.type) c.add('type', (v) => eq(customers.type, v), q.type);
  const term = q.searchValue.toLowerCase();
  // The trigram index finds the matches whatever the term: one plan serves every term.
  if (term) c.add('term', (v) => sql`f_unaccent(${v}) <% ${customers.searchText}`, term);
  const search = statement(`customer/search|${c.key}|${q.limit}`, () =>
    db
      .select()
      .from(customers)
      .where(c.where())
      .orderBy(
        ...(term
          ? [
              sql`word_similarity(f_unaccent(${sql.placeholder('term')}), ${customers.searchText}) desc`,
            ]
          : []),
        asc(customers.lastName),
        asc(customers.company),
        asc(customers.id),
      )
      .limit(rowLimit(q.limit)),
  );
  const rows = await withTrigramPlan(db, (tx) => run(tx, search, c.values));
  return { results: rows.map(presentCustomer) };
}

async function searchByWordStart(db: Db, q: CustomerSearch) {
  const ranked = statement<{ id: string }>(
    `customer/search/start|${q.type ? 'type' : ''}`,
    () => {
      const join = q.type
        ? sql`JOIN customer ON customer.id = w.item_id AND customer.type = ${sql.placeholder('type')}`
        : undefined;
      return wordPrefixRanking({ kind: 'customer', ...(join ? { join } : {}) });
    },
    true, // a word-start pattern: planned with its value
  );
  const ids = (
    await run(db, ranked, {
      ...ranking.values(q.searchValue, q.limit),
      type: q.type,
    })
  ).map((r) => r.id);
  if (!ids.length) return { results: [] };
  const byId = statement('customer/by-ids', () =>
    db
      .select()
      .from(customers)
      .where(sql`${customers.id} = any(${sql.placeholder('ids')}::uuid[])`),
  );
  const rows = await run(db, byId, { ids });
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
  const where = new Conditions().add('owner', (v) => eq(horses.ownerId, v), id);
  if (params.types.length)
    where.add('types', (v) => sql`${horses.type} = any(${v}::text[])`, params.types);
  const order = orderBy(
    params,
    { name: horses.name, createdAt: horses.createdAt },
    [{ field: 'name' }],
    horses.id,
  );
  const { rows, total } = await listPage(db, params, {
    name: 'customer/horses',
    where,
    order,
    rows: (w, by, extra) =>
      db
        .select({
          _id: horses.id,
          name: horses.name,
          type: horses.type,
          death: horses.death,
          ...extra,
        })
        .from(horses)
        .where(w)
        .orderBy(...by)
        .$dynamic(),
    count: horses,
  });
  // An unknown customer has no horses: only then is it looked up, for its 404.
  if (!rows.length) await findCustomerRow(db, id);
  return { horses: rows, total };
}
