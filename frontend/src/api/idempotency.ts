// Money writes carry an Idempotency-Key (docs/ARCHITECTURE.md, "Money"); the money screens alone need it.

/**
 * A fresh Idempotency-Key for one money form submission (docs/ARCHITECTURE.md, "Money"): a new one each
 * time the player submits, never reused by the site on its own (writes are never retried).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
