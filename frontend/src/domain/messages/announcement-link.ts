import { basename } from '../../config/paths';

/**
 * Where a banner or popup leads, as the BFF checked it: a path of the site (/m/...) as a route
 * inside the app, anything else (an https address) as an address to open.
 */
export function announcementTarget(link: string): { route: string } | { href: string } | null {
  if (!link) return null;
  if (link === basename || link.startsWith(`${basename}/`) || link.startsWith(`${basename}?`)) return { route: link.slice(basename.length) || '/' };
  if (link.startsWith('/')) return { route: link };
  return { href: link };
}
