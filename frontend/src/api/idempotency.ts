// Money writes carry an Idempotency-Key (DESIGN.md section 9); the money screens alone need it.

/**
 * A fresh Idempotency-Key for one money form submission (DESIGN.md section 9): a new one each
 * time the player submits, never reused by the site on its own (writes are never retried).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
