import { describe, expect, it, vi } from 'vitest';
import { isSessionValid, safeLocalPath, Session } from './session.ts';
import { fakeManager, makeUser } from '../test/session.ts';

describe('Session', () => {
  it('a stored, unexpired user is a session without any renewal', async () => {
    const manager = fakeManager(makeUser());
    const session = new Session(manager);
    await session.start();
    expect(isSessionValid(session.current())).toBe(true);
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('an expired session gets ONE silent renewal at start', async () => {
    const manager = fakeManager(makeUser({ expiresInS: -10 }));
    manager.signinSilent.mockResolvedValueOnce(makeUser({ accessToken: 'renewed' }));
    const session = new Session(manager);
    await session.start();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(isSessionValid(session.current())).toBe(true);
    expect(manager.removeUser).not.toHaveBeenCalled();
  });

  it('an expired session whose renewal fails is logged out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const manager = fakeManager(makeUser({ expiresInS: -10 }));
    const session = new Session(manager);
    await session.start();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(session.current()).toBeNull();
  });

  it('concurrent renewals share one silent sign-in', async () => {
    const manager = fakeManager(makeUser());
    let finish: (u: ReturnType<typeof makeUser>) => void = () => {};
    manager.signinSilent.mockImplementationOnce(() => new Promise((r) => (finish = r)));
    const session = new Session(manager);
    const a = session.renew();
    const b = session.renew();
    finish(makeUser({ accessToken: 'fresh' }));
    await expect(Promise.all([a, b])).resolves.toEqual(['fresh', 'fresh']);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('login carries only a local path as state; logout removes the session then signs out', async () => {
    const manager = fakeManager(makeUser());
    const session = new Session(manager);
    await session.start();
    await session.login('/settings/location?page=2');
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: '/settings/location?page=2' });
    await session.login('https://evil.example');
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: '/' });
    await session.logout();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
    expect(session.current()).toBeNull();
  });

  it('the callback is finished once and leads to the wanted path', async () => {
    const manager = fakeManager();
    manager.signinRedirectCallback.mockResolvedValue(makeUser({ state: '/semen' }));
    const session = new Session(manager);
    const [first, second] = await Promise.all([session.completeLogin(), session.completeLogin()]);
    expect(first).toBe('/semen');
    expect(second).toBe('/semen');
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
  });
});

describe('safeLocalPath', () => {
  it('keeps local paths and refuses other hosts', () => {
    expect(safeLocalPath('/cases?status=Open')).toBe('/cases?status=Open');
    expect(safeLocalPath('//evil.example/x')).toBe('/');
    expect(safeLocalPath('/\\evil.example')).toBe('/');
    expect(safeLocalPath(undefined)).toBe('/');
  });
});
