import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  protocolMsg,
  type ListParams,
  type Protocol,
  type ProtocolInput,
  type PROTOCOL_SORT_FIELDS,
} from '@stalboek/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { accounts, products, type protocols } from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, notFound, type ErrorDetail } from '../../lib/errors.ts';
import { Conditions, likePattern, listPage, orderBy, type Extra } from '../../lib/list.ts';
import { rowLimit, run, statement } from '../../lib/statements.ts';
import { withTrigramPlan } from '../../lib/trigram.ts';

/**
 * Protocols and lab tests are one kind of record in two tables (spec 02 §3): one service,
 * made per table. The tables share every column (schema/protocols.ts treatmentColumns), so
 * the lab table is typed as the protocol table; each query still names its own table.
 */
type Table = typeof protocols;
type Row = Table['$inferSelect'];
type AccountRow = typeof accounts.$inferSelect;

export type TreatmentKind = {
  table: unknown;
  /** Audit entity and the key of the request body ('protocol', 'labo'). */
  entity: 'protocol' | 'labo';
  /** Dutch name for 'niet gevonden'. */
  label: string;
  /** Account numbers this kind may book on must start with this, when given. */
  accountPrefix?: string;
};

export type TreatmentListParams = ListParams<(typeof PROTOCOL_SORT_FIELDS)[number]> & {
  search?: string | undefined;
  tax: number[];
};

/** A protocol's or lab test's columns, as the API and the demo data write them. */
export const protocolColumns = (p: ProtocolInput) => ({
  name: p.name,
  nameEn: p.translations.en,
  nameFr: p.translations.fr,
  accountId: p.account,
  tax: p.tax,
  price: p.price,
  fixedPrice: p.fixedPrice,
  hasCustomDescription: p.hasCustomDescription,
  invoiceDescription: p.invoiceDescription,
  products: p.products,
  parameters: p.parameters,
  simpleParameters: p.simple_parameters,
  notifications: p.notifications,
  reportType: p.reportType,
  transactionConfig: p.transactionConfig,
});

export function treatmentService(kind: TreatmentKind) {
  const t = kind.table as Table;
  const bodyPath = `body.${kind.entity}`;

  const select = (db: DbOrTx, extra: Extra = {}) =>
    db
      .select({ r: t, a: accounts, ...extra })
      .from(t)
      .innerJoin(accounts, eq(accounts.id, t.accountId));

  /** Product names by id, for every product the rows list (null: the product is gone). */
  async function productNames(db: DbOrTx, rows: { r: Row }[]) {
    const ids = [...new Set(rows.flatMap(({ r }) => storedProducts(r).map((p) => p.product)))];
    if (!ids.length) return new Map<string, string>();
    const byIds = statement(`${kind.entity}/product-names`, () =>
      db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`),
    );
    const found = await run(db, byIds, { ids });
    return new Map(found.map((p) => [p.id, p.name]));
  }

  async function presentAll(db: DbOrTx, rows: { r: Row; a: AccountRow }[]) {
    const names = await productNames(db, rows);
    return rows.map(({ r, a }) => present(r, a, names));
  }

  async function findOne(db: DbOrTx, id: string, lock = false): Promise<Protocol> {
    const q = select(db).where(eq(t.id, id));
    const [row] = lock ? await q.for('update', { of: t }) : await q;
    if (!row) throw notFound(kind.label);
    const [one] = await presentAll(db, [row]);
    if (!one) throw notFound(kind.label);
    return one;
  }

  /** Account and products must exist (400 naming the field); labs book on their own accounts. */
  async function checkReferences(tx: Tx, input: ProtocolInput) {
    const details: ErrorDetail[] = [];
    const [account] = await tx
      .select({ number: accounts.number })
      .from(accounts)
      .where(eq(accounts.id, input.account));
    if (!account)
      details.push({ path: `${bodyPath}.account`, message: protocolMsg.unknownAccount });
    else if (kind.accountPrefix && !account.number.startsWith(kind.accountPrefix))
      details.push({ path: `${bodyPath}.account`, message: protocolMsg.laboAccount });
    const ids = input.products.map((p) => p.product);
    if (ids.length) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, ids))
        .for('share');
      const known = new Set(found.map((p) => p.id));
      input.products.forEach((p, i) => {
        if (!known.has(p.product))
          details.push({
            path: `${bodyPath}.products.${i}.product`,
            message: protocolMsg.unknownProduct,
          });
      });
    }
    if (details.length)
      throw new AppError('BAD_REQUEST', details.map((d) => d.message).join('; '), details);
  }

  return {
    async list(db: Db, params: TreatmentListParams) {
      const where = new Conditions();
      if (params.tax.length) where.add('tax', (v) => sql`${t.tax} = any(${v}::int[])`, params.tax);
      if (params.search)
        where.add(
          'search',
          (v) => sql`${t.searchText} like f_unaccent(lower(${v}))`,
          likePattern(params.search),
          { custom: true }, // a LIKE pattern: planned with its value (lib/statements.ts)
        );
      const order = orderBy(
        params,
        { name: t.name, tax: t.tax, price: t.price, createdAt: t.createdAt },
        [{ field: 'name' }],
        t.id,
      );
      const { rows, total } = await listPage(db, params, {
        name: kind.entity,
        where,
        order,
        rows: (w, by, extra) =>
          select(db, extra)
            .where(w)
            .orderBy(...by)
            .$dynamic(),
        count: t,
      });
      return { results: await presentAll(db, rows), total };
    },

    /** Autocomplete (limit 5): any of the three names, typo-tolerant, best match first. */
    async search(db: Db, q: { searchValue: string; limit: number }) {
      const term = q.searchValue.toLowerCase();
      const v = sql.placeholder('term');
      const search = statement(`${kind.entity}/search|${term ? 'term' : ''}|${q.limit}`, () =>
        select(db)
          .where(term ? sql`f_unaccent(${v}) <% ${t.searchText}` : undefined)
          .orderBy(
            ...(term ? [sql`word_similarity(f_unaccent(${v}), ${t.searchText}) desc`] : []),
            asc(t.name),
            asc(t.id),
          )
          .limit(rowLimit(q.limit)),
      );
      const rows = await withTrigramPlan(db, (tx) => run(tx, search, { term }));
      return { results: await presentAll(db, rows) };
    },

    get: (db: Db, id: string) => findOne(db, id),

    async create(db: Db, actor: Actor, input: ProtocolInput) {
      return db.transaction(async (tx) => {
        await checkReferences(tx, input);
        const [row] = await tx.insert(t).values(protocolColumns(input)).returning({ id: t.id });
        if (!row) throw new Error('insert returned no row');
        const after = await findOne(tx, row.id);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: kind.entity,
          entityId: row.id,
          after,
        });
        return after;
      });
    },

    async update(db: Db, actor: Actor, id: string, input: ProtocolInput) {
      return db.transaction(async (tx) => {
        const before = await findOne(tx, id, true);
        await checkReferences(tx, input);
        await tx
          .update(t)
          .set({ ...protocolColumns(input), updatedAt: new Date() })
          .where(eq(t.id, id));
        const after = await findOne(tx, id);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: kind.entity,
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    /** Cases will reference protocols and lab tests with RESTRICT keys: then a 409. */
    async remove(db: Db, actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        const before = await findOne(tx, id, true);
        await tx.delete(t).where(eq(t.id, id));
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: kind.entity,
          entityId: id,
          before,
        });
      });
    },
  };
}
export type TreatmentService = ReturnType<typeof treatmentService>;

type StoredProduct = { product: string; amount: number };
const storedProducts = (r: Row) => r.products as StoredProduct[];

function present(r: Row, a: AccountRow, names: Map<string, string>): Protocol {
  return {
    _id: r.id,
    name: r.name,
    translations: { en: r.nameEn, fr: r.nameFr },
    account: { _id: a.id, number: a.number, name: a.name },
    tax: r.tax,
    price: Number(r.price),
    fixedPrice: r.fixedPrice,
    hasCustomDescription: r.hasCustomDescription,
    invoiceDescription: r.invoiceDescription,
    products: storedProducts(r).map((p) => ({
      product: p.product,
      amount: p.amount,
      name: names.get(p.product) ?? null,
    })),
    parameters: r.parameters as Protocol['parameters'],
    simple_parameters: r.simpleParameters as Protocol['simple_parameters'],
    notifications: r.notifications as Protocol['notifications'],
    reportType: r.reportType,
    transactionConfig: r.transactionConfig as Protocol['transactionConfig'],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
