import { createUserManager, loadAuthConfig } from './config.ts';

/**
 * Runs inside the hidden iframe of a silent renewal (/silent-renew): hands the identity
 * provider's answer to the parent window and nothing else — the app is not booted here.
 */
export async function completeSilentRenew(): Promise<void> {
  const manager = createUserManager(await loadAuthConfig());
  await manager.signinSilentCallback();
}
