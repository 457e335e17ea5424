import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { App } from '../app/app';
import { normalizeEntryPath } from '../app/entry-path';
import type { ShellPart } from '../app/shell/page-marks';
import { restoreLanguage } from '../i18n/i18n';

/** Renders the whole app at `path` over the msw goldens, with a fresh SWR cache. */
export async function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  normalizeEntryPath();
  await restoreLanguage();
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <App />
    </SWRConfig>,
  );
  return { user, ...view };
}

/**
 * Finds an element by its explicit role and aria-label. `*ByRole` over the whole home page (a
 * hundred winners, dozens of tiles) is slow in jsdom; tests find a container this way and query
 * by role within it.
 */
export async function findByLabelledRole(role: string, label: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>(`[role="${role}"]`)].find((el) => el.getAttribute('aria-label') === label);
    if (!found) throw new Error(`no ${role} labelled ${label}`);
  });
  return found as HTMLElement;
}

/** The <section> whose heading reads `title` (fast: no accessibility tree over the whole page). */
export async function findSection(title: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    const heading = [...document.querySelectorAll<HTMLElement>('h2, h3')].find((h) => h.textContent?.trim() === title);
    found = heading?.closest('section') ?? null;
    if (!found) throw new Error(`no section titled ${title}`);
  });
  return found as unknown as HTMLElement;
}

/**
 * Waits until the shell has drawn what `part` decided for the page, shown or not (the marks of
 * app/shell/page-marks.ts): a test saying that something is not there (no footer, no gate, no
 * popup) waits for this, not for time to pass, which a busy machine may not give the part.
 */
export async function shellDrawn(part: ShellPart): Promise<void> {
  await waitFor(() => {
    if (!(document.documentElement.dataset.drawn ?? '').split(' ').includes(part)) throw new Error(`the shell has not drawn its ${part}`);
  });
}
