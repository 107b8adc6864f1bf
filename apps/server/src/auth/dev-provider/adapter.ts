import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/oidc.ts';

/** Expired rows are swept on start and after this many writes. */
const SWEEP_EVERY = 500;

type Row = typeof oidcPayloads.$inferSelect;

/** Deletes every artefact whose lifetime has passed. */
export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}

function notExpired() {
  return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
}

function toPayload(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt
    ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
    : payload;
}

/**
 * oidc-provider's storage (sessions, grants, codes, interactions, tokens…) in table oidc_payload,
 * one adapter per model name. Works on PGlite and PostgreSQL alike through Drizzle.
 */
export class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly onWrite: () => void,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
    this.onWrite();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }

  private async findWhere(match: SQL): Promise<AdapterPayload | undefined> {
    const rows = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), match, notExpired()))
      .limit(1);
    return toPayload(rows[0]);
  }
}

/** The adapter factory for the provider configuration; sweeps expired rows now and then. */
export function drizzleAdapterFactory(db: Db, log: (err: unknown) => void): AdapterFactory {
  let writes = 0;
  const onWrite = () => {
    writes += 1;
    if (writes % SWEEP_EVERY === 0) sweepExpired(db).catch(log);
  };
  return (model: string) => new DrizzleAdapter(db, model, onWrite);
}
