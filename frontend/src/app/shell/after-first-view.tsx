// What the shell adds once the page has settled (loaded, then idle: lib/first-paint.ts), in one
// chunk, shown once the whole strings are here: the home page's popups, the floating
// customer-service button (home and the member centre) and the offline and slow-network notices
//, and the contract prompts (their code only for a session of a type they come to).
import { lazy, useEffect } from 'react';
import { loadAllStrings, useAllStrings } from '../../i18n/i18n';
import { useSessionQuery } from '../../api/session';
import type { Site } from '../../api/types';
import { promptsLogin } from '../../domain/agent/paths';
import { appPath } from '../routes';
import { HomePopups } from './home-popups';
import { NetworkNotice } from './network-notice';
import { DrawnMark, useDrawnMark, useHtmlMark } from './page-marks';
import { ServiceWidget } from './service-widget';

const ContractPrompts = lazy(() => import('../../domain/agent/contract-prompts').then((m) => ({ default: m.ContractPrompts })));

/** Pages that float the customer-service button. */
const servicePages = new Set(['/home', '/member/home']);

type Props = {
  site: Site;
  pathname: string;
  locationKey: string;
};

export function AfterFirstView({ site, pathname, locationKey }: Props) {
  // this part comes once the page has settled (the shell's OnceSettled)
  useHtmlMark('settled', '');
  const path = appPath(pathname);
  // their strings are beyond the first view's
  const strings = useAllStrings();
  useEffect(() => void loadAllStrings(), []);
  // Every member type but 4, 40, 41 and 42 gets the contract prompts once per login.
  const { data: session } = useSessionQuery();
  const prompts = promptsLogin(session);
  // a known session they never come to: the prompts are drawn, as none (drawn with the rest here)
  useDrawnMark('prompts', strings && session !== undefined && prompts === null);
  if (!strings) return null;
  return (
    <>
      {path === '/home' && <HomePopups minAge={site.minAge} />}
      {/* a new page draws it anew: it closes on a route change */}
      {servicePages.has(path) && <ServiceWidget key={locationKey} site={site} />}
      <NetworkNotice />
      {prompts !== null && <ContractPrompts session={prompts} mark={<DrawnMark part="prompts" />} />}
    </>
  );
}
