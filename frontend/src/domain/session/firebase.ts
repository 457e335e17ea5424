// The Firebase sign-in, in a chunk of its own: loaded (firebase-sign-in.tsx) only where a sign-in
// button or a Firebase SMS code is shown, never by a first view. Auth state lives in memory only
// (no IndexedDB, no localStorage): each sign-in yields one ID token for the BFF, whose sealed
// cookie is then the session, and the Firebase user is signed out at once.
import { initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  type Auth,
  type ConfirmationResult,
  type UserCredential,
} from 'firebase/auth';
import type { Site } from '../../api/types';

export type FirebaseConfig = NonNullable<Site['firebase']>;
export type SocialProvider = 'google' | 'facebook';

const auths = new Map<string, Auth>();

/** The sign-in of a site's project: one Firebase app per project, made once. */
function authOf(config: FirebaseConfig): Auth {
  let auth = auths.get(config.projectId);
  if (!auth) {
    const app = initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId },
      `site-${config.projectId}`,
    );
    // initializeAuth rather than getAuth, which would keep the user in IndexedDB.
    auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
    if (config.emulatorHost) connectAuthEmulator(auth, `http://${config.emulatorHost}`);
    auths.set(config.projectId, auth);
  }
  return auth;
}

/**
 * Readies the sign-in of a site (its helper frame starts loading), so that a tap opens the popup
 * at once, while the browser still counts it as the player's gesture.
 */
export function prepare(config: FirebaseConfig): void {
  authOf(config);
}

/** The credential's ID token; the Firebase user is signed out right after. */
async function tokenOf(auth: Auth, credential: UserCredential): Promise<string> {
  try {
    return await credential.user.getIdToken();
  } finally {
    await signOut(auth);
  }
}

/** Signs in with Google or Facebook in Firebase's popup and answers the ID token. */
export async function signInWith(config: FirebaseConfig, provider: SocialProvider): Promise<string> {
  const auth = authOf(config);
  const p = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
  return tokenOf(auth, await signInWithPopup(auth, p));
}

/** A code sent by Firebase to a number, waiting for the player to type it. */
export type PhoneCode = { confirm: (code: string) => Promise<string>; clear: () => void };

/**
 * Sends an SMS code through Firebase's phone sign-in to `e164` (+8801712345678). The invisible
 * reCAPTCHA lives in `container` (the emulator's stands in for it without asking anything).
 */
export async function sendPhoneCode(config: FirebaseConfig, e164: string, container: HTMLElement): Promise<PhoneCode> {
  const auth = authOf(config);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  let confirmation: ConfirmationResult;
  try {
    confirmation = await signInWithPhoneNumber(auth, e164, verifier);
  } catch (e) {
    verifier.clear();
    throw e;
  }
  return {
    confirm: async (code) => tokenOf(auth, await confirmation.confirm(code)),
    clear: () => verifier.clear(),
  };
}

/** Firebase's error codes the site tells apart: the player closed the popup, or typed a wrong code. */
export function errorKind(e: unknown): 'cancelled' | 'wrongCode' | 'failed' {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled') return 'cancelled';
  if (code === 'auth/invalid-verification-code' || code === 'auth/code-expired' || code === 'auth/missing-verification-code') return 'wrongCode';
  return 'failed';
}
