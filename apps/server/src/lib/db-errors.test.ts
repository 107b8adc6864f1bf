// How database failures of the moment answer (issue 14): a lost connection is a 503, a conflict
// with a concurrent request a 409 — never the 500 of a fault.
import { describe, expect, test } from 'vitest';
import { CommitOutcomeUnknown } from '../db/transaction.ts';
import { dbMessages, fromDatabaseError } from './db-errors.ts';

/** As drizzle throws it: its own error, pg's as the cause. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('fromDatabaseError: the connection is lost', () => {
  test.each([
    ['08006 connection_failure', withCode('08006')],
    ['08003 connection_does_not_exist', withCode('08003')],
    [
      '57P01 admin_shutdown (pg_terminate_backend)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', withCode('57P02')],
    [
      '57P03 cannot_connect_now (starting up)',
      withCode('57P03', 'the database system is starting up'),
    ],
    ['53300 too_many_connections', withCode('53300')],
    [
      '"Connection terminated unexpectedly" (no SQLSTATE)',
      new Error('Connection terminated unexpectedly'),
    ],
    [
      'a client that is no longer queryable',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['ECONNREFUSED (server down)', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['EPIPE (five capitals, yet no SQLSTATE)', withCode('EPIPE', 'write EPIPE')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('%s: 503 in Dutch', (_label, err) => {
    for (const e of [err, wrapped(err)])
      expect(fromDatabaseError(e)).toMatchObject({
        statusCode: 503,
        message: dbMessages.unavailable,
      });
    expect(dbMessages.unavailable).toBe(
      'De databank is even niet bereikbaar: probeer het opnieuw.',
    );
  });

  test('lost while committing: a 503 that says the change may have been kept', () => {
    const err = new CommitOutcomeUnknown(wrapped(new Error('Connection terminated unexpectedly')));
    expect(fromDatabaseError(err)).toMatchObject({
      statusCode: 503,
      message: dbMessages.commitUnknown,
    });
    expect(dbMessages.commitUnknown).toMatch(/kijk na of uw wijziging bewaard werd/);
  });
});

describe('fromDatabaseError: a concurrent request got in the way', () => {
  test.each(['40001', '40P01', '55P03'])('%s: 409 in Dutch', (code) => {
    expect(fromDatabaseError(wrapped(withCode(code)))).toMatchObject({
      statusCode: 409,
      message: 'Deze gegevens werden tegelijk door iemand anders gewijzigd: probeer het opnieuw.',
    });
  });
});

describe('fromDatabaseError: not a lost connection', () => {
  test('08P01 protocol_violation is our own statement at fault; parameters are not pg speaking', () => {
    expect(fromDatabaseError(wrapped(withCode('08P01')))).toBeUndefined();
    const quoted = Object.assign(
      new Error('Failed query: insert …\nparams: Connection terminated'),
      {
        cause: new TypeError('cannot map row'),
      },
    );
    expect(fromDatabaseError(quoted)).toBeUndefined();
  });
});

describe('fromDatabaseError: the rest is as before', () => {
  test('a unique violation is still the 409 of the constraint; a plain error is none of these', () => {
    const unique = Object.assign(withCode('23505'), { constraint: 'product_cnk_idx' });
    expect(fromDatabaseError(wrapped(unique))).toMatchObject({
      statusCode: 409,
      message: 'Er bestaat al een product met deze CNK.',
    });
    expect(fromDatabaseError(new Error('something else'))).toBeUndefined();
    expect(fromDatabaseError(withCode('42P01'))).toBeUndefined();
  });
});
