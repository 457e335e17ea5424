/** First update check this long after start, then every minute. */
export const swFirstCheckMs = 200;
export const swCheckEveryMs = 60_000;

/** Registers the hand-written service worker (production only) and keeps it up to date. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/m/' })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // Browsers that block service workers (policies, some webviews) resolve without one.
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      window.setTimeout(check, swFirstCheckMs);
      window.setInterval(check, swCheckEveryMs);
    })
    .catch(() => undefined);
}
