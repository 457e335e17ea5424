// The BFF's golden answers (testdata/bff/<feature>/*.json, written by each feature's Go tests
// from the recorded upstream) keyed by each feature's index (testdata/bff/<feature>/index.json).
// The msw handlers serve these, so a frontend test can never pass on a shape the BFF does not
// return.

export type Golden = {
  name: string;
  /** Its folder under testdata/bff (account, wallet ...): a name is unique within a feature only. */
  feature: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  status: number;
  body: unknown;
};

const files = import.meta.glob<unknown>('../../../testdata/bff/*/*.json', { eager: true, import: 'default' });
/** Each file by its feature folder and name: account/login.json. */
const byFile = new Map(Object.entries(files).map(([path, body]) => [path.split('/').slice(-2).join('/'), body]));
/** The feature folders, in a fixed order, so that the first golden listed for a path stays the same. */
const features = [...new Set([...byFile.keys()].map((key) => key.slice(0, key.indexOf('/'))))].sort();

type IndexEntry = { name?: unknown; file?: unknown; method?: unknown; path?: unknown; status?: unknown; headers?: unknown };

function load(): Golden[] {
  return features.flatMap(loadFeature);
}

function loadFeature(feature: string): Golden[] {
  const index = byFile.get(`${feature}/index.json`);
  if (!Array.isArray(index)) throw new Error(`testdata/bff/${feature}/index.json: expected a list of goldens`);
  return (index as IndexEntry[]).flatMap((e): Golden[] => {
    const file = typeof e.file === 'string' ? e.file : `${String(e.name)}.json`;
    const body = byFile.get(`${feature}/${file}`);
    if (body === undefined || typeof e.path !== 'string') return [];
    const url = new URL(e.path, 'http://golden.invalid'); // a base to parse relative paths, never fetched
    return [
      {
        name: typeof e.name === 'string' ? e.name : file.replace(/\.json$/, ''),
        feature,
        method: typeof e.method === 'string' ? e.method.toUpperCase() : 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: e.headers && typeof e.headers === 'object' ? (e.headers as Record<string, string>) : {},
        status: typeof e.status === 'number' ? e.status : 200,
        body,
      },
    ];
  });
}

export const goldens: Golden[] = load();

/** The golden of that name, in `feature` when given (two features may use one name), else the first. */
export function golden(name: string, feature?: string): Golden {
  const found = goldens.find((g) => g.name === name && (feature === undefined || g.feature === feature));
  if (!found) throw new Error(`no golden ${feature ? `${feature}/` : ''}${name}`);
  return found;
}

/** A copy of a golden's body, typed by the caller's expectation. */
export function goldenBody(name: string, feature?: string): unknown {
  return structuredClone(golden(name, feature).body);
}
