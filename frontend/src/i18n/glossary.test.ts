import { describe, expect, it } from 'vitest';
import bn from './bn.json';
import en from './en.json';
import glossary from './glossary.json';

type Strings = { [key: string]: string | Strings };
type Term = { id: string; bn: string; forms?: string[]; match: string; avoid?: string[]; except?: Record<string, string> };

/** Every string of a pack by its dotted key. */
function flatten(pack: Strings, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(pack)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const bengali = flatten(bn);
const english = flatten(en);
const terms = glossary.terms as Term[];
/** A string without what the code fills in ({{amount}}) and without markup. */
const words = (s: string) => s.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, '');

describe('glossary: one word for one thing', () => {
  it.each(terms.map((t) => [t.id, t] as const))('every Bengali string naming %s uses its word', (_, term) => {
    const match = new RegExp(term.match, 'i');
    const forms = term.forms ?? [term.bn];
    const wrong = [...english]
      .filter(([key, text]) => !term.except?.[key] && bengali.has(key) && match.test(words(text)))
      .filter(([key]) => !forms.some((f) => bengali.get(key)?.includes(f)))
      .map(([key]) => `${key}: ${bengali.get(key)}`);
    expect(wrong).toEqual([]);
  });

  it('uses none of the words the glossary set aside', () => {
    const wrong = terms.flatMap((term) =>
      (term.avoid ?? []).flatMap((avoid) => {
        const re = new RegExp(avoid);
        return [...bengali].filter(([key, text]) => !term.except?.[key] && re.test(text)).map(([key, text]) => `${term.id}: ${key}: ${text}`);
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('glossary: Bengali strings are Bengali', () => {
  const allowed = new Set([...glossary.latinAllowed.names, ...glossary.latinAllowed.units]);

  it('has no Latin word but the names and units it allows', () => {
    const wrong = [...bengali].flatMap(([key, text]) => (words(text).match(/[A-Za-z]+/g) ?? []).filter((w) => !allowed.has(w)).map((w) => `${key}: ${w}`));
    expect(wrong).toEqual([]);
  });

  it('writes its numbers in Bengali digits', () => {
    expect([...bengali].filter(([, text]) => /[0-9]/.test(words(text))).map(([key]) => key)).toEqual([]);
  });

  it('joins a case ending to a placeholder or a figure with a hyphen ({{name}}-এর)', () => {
    const loose = /(\}\}|[০-৯]) (এর|এ|কে|তে|র)(?=[\s।,;:?!]|$)/;
    expect([...bengali].filter(([, text]) => loose.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('never writes AM or PM', () => {
    expect([...bengali, ...english].filter(([, text]) => /\b[AP]M\b/.test(text)).map(([key]) => key)).toEqual([]);
  });
});
