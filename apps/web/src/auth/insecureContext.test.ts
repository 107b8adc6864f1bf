import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { provideDigestOutsideSecureContext } from './insecureContext.ts';

describe('provideDigestOutsideSecureContext', () => {
  it('gives a crypto without subtle a SHA-256 digest (the PKCE challenge)', async () => {
    const bare = {} as Crypto;
    provideDigestOutsideSecureContext(bare);
    const verifier = 'a1b2c3d4e5f6'.repeat(8);
    const hashed = await bare.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    expect(Buffer.from(hashed).toString('hex')).toBe(
      createHash('sha256').update(verifier).digest('hex'),
    );
    await expect(bare.subtle.digest('SHA-1', new Uint8Array(1))).rejects.toThrow(
      'SHA-1 is hier niet beschikbaar',
    );
  });

  it("leaves a secure context's own subtle alone", () => {
    const own = { digest: () => Promise.resolve(new ArrayBuffer(0)) };
    const secure = { subtle: own } as unknown as Crypto;
    provideDigestOutsideSecureContext(secure);
    expect(secure.subtle).toBe(own);
  });
});
