import { bypass, http, HttpResponse } from 'msw';

const palette = ['#0f766e', '#7c3aed', '#b91c1c', '#1d4ed8', '#a16207', '#be185d', '#15803d', '#c2410c'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** A drawn stand-in for a /media/* picture, sized for its kind (banner, game, vendor, team). */
export function placeholderSvg(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/i, '');
  const kind = path.split('/')[2] ?? '';
  const [w, h] = kind === 'banners' ? [750, 300] : kind === 'vendors' ? [240, 120] : [200, 200];
  const colour = palette[hash(path) % palette.length] ?? '#0f766e';
  const label = file.replace(/[<>&"']/g, '').slice(0, 18);
  const size = kind === 'banners' ? 56 : kind === 'teams' ? 44 : 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.35}" fill="#ffffff" fill-opacity="0.08"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${label}</text>
</svg>`;
}

let bffCheck: { at: number; up: Promise<boolean> } | null = null;

/** Whether a BFF answers behind the dev server; asked at most every 10 s. */
function bffUp(): Promise<boolean> {
  if (!bffCheck || Date.now() - bffCheck.at > 10_000) {
    const up = fetch('/__bff')
      .then((r) => r.json() as Promise<{ up: boolean }>)
      .then((answer) => answer.up)
      .catch(() => false);
    bffCheck = { at: Date.now(), up };
  }
  return bffCheck.up;
}

/** Media from a BFF on 127.0.0.1:8080 when one runs (vite forwards it), else a placeholder. */
export const mediaHandler = http.get('/media/*', async ({ request }) => {
  if (await bffUp()) {
    try {
      const upstream = await fetch(bypass(request));
      if (upstream.ok) return upstream;
    } catch {
      // the BFF went away: draw one
    }
  }
  return new HttpResponse(placeholderSvg(new URL(request.url).pathname), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });
});
