// The mocks' signed-in state: who the session-bound answers (favourites, recent games, launches)
// are for. A visitor by default, as the index lists the visitor's answer of those paths first.

let user: string | null = null;

/** Signs the mocks in as a demo account, or out with null. */
export function setSignedIn(next: string | null): void {
  user = next;
}

export function signedIn(): string | null {
  return user;
}
