// The writes a screen sends, as the tests of money and reward screens check them.
import { server } from '../mocks/server';

export type SentWrite = { key: string | null; body: Record<string, unknown> };

/** Every POST to `path` (e.g. /api/v1/deposits) the site sends from now on: its Idempotency-Key and JSON body. */
export function recordPosts(path: string): SentWrite[] {
  const sent: SentWrite[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== path) return;
    const key = request.headers.get('Idempotency-Key');
    void request
      .clone()
      .json()
      .then((body) => sent.push({ key, body: body as Record<string, unknown> }));
  });
  return sent;
}
