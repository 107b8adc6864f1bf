/**
 * On a plain-HTTP network address (a tablet opening http://192.168.1.20:8080, issue 17) the
 * browser hides crypto.subtle, and oidc-client-ts needs it for one thing: the SHA-256 of the PKCE
 * challenge. There it gets a digest from @noble/hashes (loaded only then); a secure context
 * (HTTPS, localhost, 127.0.0.1) keeps the browser's own.
 */
export function provideDigestOutsideSecureContext(target: Crypto = globalThis.crypto): void {
  if (target.subtle) return;
  const digest = async (algorithm: AlgorithmIdentifier, data: BufferSource) => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
    if (name.toUpperCase() !== 'SHA-256')
      throw new DOMException(`${name} is hier niet beschikbaar`, 'NotSupportedError');
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    return sha256(bytes).slice().buffer;
  };
  Object.defineProperty(target, 'subtle', { value: { digest }, configurable: true });
}
