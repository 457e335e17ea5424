import { render, screen as on } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homePath } from '../config/paths';
import bn from '../i18n/bn.json';
import { mockSession } from '../mocks/session';
import { routeTable } from './route-table';
import { loadScreenOf } from './routes';
import { screen } from './screens';

describe('screens', () => {
  it('draws a screen whose code was started in the same render as what holds it; one not started shows its fallback first', async () => {
    let fallbacks = 0;
    function Waiting() {
      fallbacks += 1;
      return null;
    }
    const Started = screen(
      () => Promise.resolve({ Page: () => <p>started</p> }),
      (m) => m.Page,
    );
    await Started.load();
    render(
      <Suspense fallback={<Waiting />}>
        <Started />
      </Suspense>,
    );
    expect(on.getByText('started')).toBeInTheDocument();
    expect(fallbacks).toBe(0);

    const NotStarted = screen(
      () => Promise.resolve({ Page: () => <p>later</p> }),
      (m) => m.Page,
    );
    render(
      <Suspense fallback={<Waiting />}>
        <NotStarted />
      </Suspense>,
    );
    expect(fallbacks).toBe(1);
    expect(await on.findByText('later')).toBeInTheDocument();
  });

  it('starts the screen of the path a page opens on, however it is written, and nothing for home or a path the table lacks', async () => {
    const route = routeTable.find((r) => r.path === '/agentRegister');
    if (!route?.screen.load) throw new Error('/agentRegister has no screen to start');
    const load = vi.spyOn(route.screen, 'load');
    await loadScreenOf('/AgentRegister/');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loadScreenOf(homePath)).resolves.toBeUndefined();
    await expect(loadScreenOf('/nowhere')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('the page a visit opens on', () => {
    afterEach(() => mockSession.reset());

    // main.tsx's first view of /m/agentRegister, an agent's screen: the shell's first render has the
    // page in it (code, guard and session are here), or, with the route table alone, a skeleton
    // first. Whether a skeleton was ever drawn is watched in the document itself.
    async function open(start: (path: string) => Promise<unknown>) {
      vi.resetModules();
      mockSession.signIn('agent01');
      window.history.replaceState(null, '', '/m/agentRegister');
      const { restoreLanguage } = await import('../i18n/i18n');
      await restoreLanguage();
      await Promise.all([(await import('../api/site')).preloadSite(), (await import('../api/session')).preloadSession(), start('/agentRegister')]);
      let skeletons = 0;
      const watch = new MutationObserver(() => {
        if (document.querySelector('.page-skeleton')) skeletons += 1;
      });
      watch.observe(document.body, { childList: true, subtree: true });
      const { App } = await import('./app');
      const { unmount } = render(<App />);
      expect(await on.findByRole('textbox', { name: new RegExp(`^${bn.agent.register.userName}`) })).toBeInTheDocument();
      watch.disconnect();
      unmount();
      return skeletons;
    }

    it('draws the page with the shell once its screen and guard were started', async () => {
      expect(await open(async (path) => (await import('./routes')).loadScreenOf(path))).toBe(0);
    });

    it('draws a skeleton first when only the route table was', async () => {
      expect(await open(async () => (await import('./routes')).loadRouteTable())).toBeGreaterThan(0);
    });
  });
});
