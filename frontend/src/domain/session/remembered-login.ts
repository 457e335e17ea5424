// Remember me: only the user name (or mobile number), the method and the dialling code are kept
// on the device. Never a password or a token: the session lives in the BFF's HttpOnly cookie.

export type LoginMethod = 'username' | 'mobile';
export type RememberedLogin = { method: LoginMethod; username?: string; mobile?: string; dialingCode?: string };

const storageKey = 'rememberedLogin';

export function rememberedLogin(): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<RememberedLogin>;
    if (v.method !== 'username' && v.method !== 'mobile') return null;
    return {
      method: v.method,
      ...(typeof v.username === 'string' && { username: v.username }),
      ...(typeof v.mobile === 'string' && { mobile: v.mobile }),
      ...(typeof v.dialingCode === 'string' && { dialingCode: v.dialingCode }),
    };
  } catch {
    return null;
  }
}

/** After a login: keeps (remember ticked) or forgets that method's name; the other method's stays. */
export function rememberLogin(remember: boolean, entry: { method: LoginMethod; name: string; dialingCode?: string }): void {
  const previous = rememberedLogin();
  const next: RememberedLogin = { ...previous, method: entry.method };
  if (entry.method === 'username') next.username = remember ? entry.name : undefined;
  else {
    next.mobile = remember ? entry.name : undefined;
    next.dialingCode = remember ? entry.dialingCode : undefined;
  }
  try {
    if (!next.username && !next.mobile) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify({ method: next.method, username: next.username, mobile: next.mobile, dialingCode: next.dialingCode }));
  } catch {
    // private mode: nothing is remembered
  }
}
