// Shared by the agent screens' tests (src/features/agent-*): signing in as an agent with the
// contract prompts already answered for this login, and the requests a screen sends.
import { server } from '../mocks/server';
import { promptsLogin, promptsSeenKey } from '../domain/agent/paths';
import { mockSession, sessionOf } from '../mocks/session';
import { renderApp } from './render-app';

/**
 * Renders `path` signed in as `user` in `language`. The contract prompts after login are marked
 * as answered for this session (as after the first page of a login), so they do not cover the
 * screen under test; the prompts have tests of their own (agent-home.test.tsx).
 */
export async function openAgent(path: string, language: 'en' | 'bn', user = 'agent01') {
  localStorage.setItem('language', language);
  sessionStorage.clear();
  mockSession.signIn(user);
  sessionStorage.setItem(promptsSeenKey(promptsLogin(sessionOf(user)) ?? ''), '1');
  return renderApp(path);
}

export type Sent = { method: string; path: string; search: string; key: string | null; body: string };

/** Every request the site sends under /api/v1/agent (method, path, query, Idempotency-Key and body). */
export function agentRequests(): Sent[] {
  const seen: Sent[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/v1/agent')) return;
    const entry: Sent = { method: request.method, path: url.pathname, search: url.search, key: request.headers.get('Idempotency-Key'), body: '' };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((body) => {
        entry.body = body;
      });
  });
  return seen;
}

/** The error message shown under a field (its aria-describedby's `-error` element), or null. */
export function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}
