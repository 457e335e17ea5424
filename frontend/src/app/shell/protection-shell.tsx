// Player protection in the shell, after the first view: the age gate while this device
// has not confirmed the site's minimum age, and a logged-in player's reality checks. Each is its
// own chunk, loaded only when it applies.
import { lazy, Suspense, useEffect } from 'react';
import { useSessionQuery } from '../../api/session';
import type { Site } from '../../api/types';
import { loadAllStrings, useAllStrings } from '../../i18n/i18n';
import { useAgeGate } from './age-confirmation';
import { DrawnMark } from './page-marks';

const AgeGate = lazy(() => import('./age-gate').then((m) => ({ default: m.AgeGate })));
const RealityCheck = lazy(() => import('./reality-check').then((m) => ({ default: m.RealityCheck })));

export function ProtectionShell({ site, pathname }: { site: Site; pathname: string }) {
  const gate = useAgeGate(site.minAge, pathname);
  const { data: session } = useSessionQuery();
  const loginAt = session?.authenticated ? session.loginAt : undefined;
  // their strings are beyond the first view's
  const strings = useAllStrings();
  const wanted = gate || loginAt !== undefined;
  useEffect(() => {
    if (wanted) void loadAllStrings();
  }, [wanted]);
  // nothing to draw needs no strings; the mark commits with the gate's or the check's chunk
  if (wanted && !strings) return null;
  return (
    <Suspense fallback={null}>
      {gate ? <AgeGate site={site} /> : loginAt && <RealityCheck key={Date.parse(loginAt)} site={site} loginAt={loginAt} />}
      <DrawnMark part="protection" />
    </Suspense>
  );
}
