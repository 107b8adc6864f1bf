import { describe, expect, it } from 'vitest';
import { addressToUse, loginUnreachableMessage, type AuthConfig } from './config.ts';

const config = (over: Partial<AuthConfig> = {}): AuthConfig => ({
  issuer: 'https://login.kliniek.be/realms/stalboek',
  clientId: 'stalboek-web',
  audience: 'https://stalboek.kliniek.be/api',
  publicUrl: 'https://stalboek.kliniek.be',
  anyAddress: false,
  ...over,
});

describe('addressToUse (issue 17: a real identity provider knows PUBLIC_URL only)', () => {
  it('sends a visitor on another address to the same page at PUBLIC_URL', () => {
    const here = new URL('http://192.168.1.20:8080/horse/12?tab=semen#top');
    expect(addressToUse(config(), here)).toBe('https://stalboek.kliniek.be/horse/12?tab=semen#top');
  });

  it('keeps a path in PUBLIC_URL', () => {
    const here = new URL('http://127.0.0.1:8080/case');
    expect(addressToUse(config({ publicUrl: 'https://kliniek.be/stalboek/' }), here)).toBe(
      'https://kliniek.be/stalboek/case',
    );
  });

  it('leaves a visitor alone on PUBLIC_URL, or when any address will do', () => {
    expect(addressToUse(config(), new URL('https://stalboek.kliniek.be/case'))).toBeUndefined();
    const here = new URL('http://192.168.1.20:8080/case');
    expect(addressToUse(config({ anyAddress: true }), here)).toBeUndefined();
  });
});

describe('loginUnreachableMessage', () => {
  it('names the address to use when the app was opened elsewhere', () => {
    expect(loginUnreachableMessage('http://localhost:8080', 'http://192.168.1.20:8080')).toBe(
      'De aanmeldpagina is niet bereikbaar vanaf dit adres. Open Stalboek op http://localhost:8080 en meld daar aan.',
    );
  });

  it('asks to try again later on the right address', () => {
    expect(loginUnreachableMessage('http://localhost:8080', 'http://localhost:8080')).toBe(
      'De aanmeldpagina is niet bereikbaar. Probeer het later opnieuw.',
    );
    expect(loginUnreachableMessage(null, 'http://localhost:8080')).toBe(
      'De aanmeldpagina is niet bereikbaar. Probeer het later opnieuw.',
    );
  });
});
