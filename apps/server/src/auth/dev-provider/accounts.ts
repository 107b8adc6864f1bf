import { createHash, timingSafeEqual } from 'node:crypto';
import type { Account, FindAccount } from 'oidc-provider';

/** The dev identity provider's demo accounts (never used when OIDC_ISSUER is set). */
export const DEMO_ACCOUNTS = [
  {
    sub: 'demo-dierenarts',
    username: 'dierenarts',
    password: 'stalboek',
    name: 'Dr. An Peeters',
    email: 'an.peeters@example.be',
  },
  {
    sub: 'demo-assistent',
    username: 'assistent',
    password: 'stalboek',
    name: 'Tom Janssens',
    email: 'tom.janssens@example.be',
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

export function accountBySub(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.sub === sub);
}

function sameSecret(a: string, b: string): boolean {
  // Compare digests, so neither length nor content leaks through timing.
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The account for a username (case-insensitive) and password, or undefined. */
export function checkCredentials(username: string, password: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  const account = DEMO_ACCOUNTS.find((a) => a.username === wanted);
  const ok = sameSecret(password, account?.password ?? 'no-such-account');
  return account && ok ? account : undefined;
}

/** The provider's findAccount: claims per scope are filtered by the provider itself. */
export const findAccount: FindAccount = (_ctx, sub) => {
  const account = accountBySub(sub);
  if (!account) return undefined;
  const result: Account = {
    accountId: account.sub,
    claims: () => ({
      sub: account.sub,
      name: account.name,
      preferred_username: account.username,
      email: account.email,
      email_verified: true,
    }),
  };
  return result;
};
