import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ApiError, type FieldError } from '../api/client';

export type Values = Record<string, string | boolean>;
export type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Brings a failing field to the player: scrolled to the middle of the screen (an error far above
 * the button, under the sticky header, would otherwise stay out of sight), then focused, so that
 * a screen reader reads its label and error.
 */
export function showField(el: HTMLElement) {
  el.scrollIntoView?.({ block: 'center' });
  el.focus({ preventScroll: true });
}

/** The first control of `root` marked invalid (aria-invalid), in page order, shown as `showField` does. */
export function showFirstInvalid(root: ParentNode | null): boolean {
  const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (el) showField(el);
  return !!el;
}

/**
 * For a form that keeps its own errors (fields made from data, such as a rate per game category):
 * `reveal()` after setting errors brings the first invalid control of `ref`'s form to the player
 * once they are drawn.
 */
export function useRevealInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) showFirstInvalid(ref.current);
  }, [asked]);
  return { ref, reveal: useCallback(() => setAsked((n) => n + 1), []) };
}

/**
 * A small form state: a field's own error shows after it lost focus once or after a submit
 * attempt; the server's answer for a field shows until that field changes. `check` brings the
 * first failing field (in page order) into view and focuses it instead of sending; so does a
 * server's answer naming fields. `reset` clears fields as a new form
 * would (after a success, or a refused password): a cleared field is empty, not wrong.
 */
export function useForm<V extends Values>(initial: V, validate: (values: V) => Errors<V>) {
  const first = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Errors<V>>({});
  const elements = useRef(new Map<string, HTMLElement>());
  const clientErrors = validate(values);

  const errorOf = (name: keyof V & string): string | undefined =>
    server[name] ?? (attempted || touched.has(name) ? clientErrors[name] : undefined);

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => (s[name] === undefined ? s : { ...s, [name]: undefined }));
  }, []);

  const touch = useCallback((name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name))), []);

  const focusFirst = useCallback((names: string[]) => {
    const failing = names.map((n) => elements.current.get(n)).filter((el): el is HTMLElement => !!el && el.isConnected);
    failing.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (failing[0]) showField(failing[0]);
  }, []);

  const refOf = (name: string) => (el: HTMLElement | null) => {
    if (el) elements.current.set(name, el);
    else elements.current.delete(name);
  };

  /** Props for an input (text or checkbox) bound to `name`. */
  const bind = (name: keyof V & string) => ({
    name,
    ref: refOf(name),
    onBlur: () => touch(name),
    error: errorOf(name),
    ...(typeof values[name] === 'boolean'
      ? { checked: values[name], onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.checked as V[typeof name]) }
      : { value: values[name] as string, onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value as V[typeof name]) }),
  });

  /** Props for a component that hands back the text itself (an amount, a payment password). */
  const field = (name: keyof V & string) => ({
    name,
    ref: refOf(name),
    onBlur: () => touch(name),
    error: errorOf(name),
    value: values[name] as string,
    onChange: (value: string) => set(name, value as V[typeof name]),
  });

  /** Marks the attempt; true when every rule passes, else the first failing field is in view with focus. */
  const check = (): boolean => {
    setAttempted(true);
    const failing = Object.keys(clientErrors).filter((k) => clientErrors[k as keyof V & string]);
    if (failing.length === 0) return true;
    focusFirst(failing);
    return false;
  };

  /** The BFF's validation_failed fields, as messages under their fields; the first is focused. */
  const serverErrors = useCallback(
    (fields: FieldError[], message: (f: FieldError) => string, known: readonly string[]) => {
      const next: Errors<V> = {};
      for (const f of fields) if (known.includes(f.name) && next[f.name as keyof V & string] === undefined) next[f.name as keyof V & string] = message(f);
      setServer(next);
      focusFirst(Object.keys(next));
      return Object.keys(next).length;
    },
    [focusFirst],
  );

  /** A validation_failed refusal naming fields of this form, shown under them (serverErrors); false for any other. */
  const showRefused = (err: unknown, message: (f: FieldError) => string, known: readonly string[]): boolean =>
    err instanceof ApiError && err.code === 'validation_failed' && serverErrors(err.fields, message, known) > 0;

  /**
   * The form after a success, ready for the next one, or after a refusal that empties a secret (a
   * password is typed again): `fields` back to their first values (every field when none is named;
   * the others keep theirs, a chosen account or wallet), and neither the attempt, nor a lost
   * focus, nor the server's answer shows an error until the next ones. Setting the cleared values
   * one by one would keep the attempt, and the empty fields would show as wrong at once.
   */
  const reset = useCallback((...fields: (keyof V & string)[]) => {
    const names = fields.length > 0 ? fields : (Object.keys(first.current) as (keyof V & string)[]);
    setValues((v) => {
      const next = { ...v };
      for (const name of names) next[name] = first.current[name];
      return next;
    });
    setTouched(new Set());
    setAttempted(false);
    setServer({});
  }, []);

  /** Shows one field's error now and puts the focus there (a send-code tap with a bad number). */
  const reveal = (name: keyof V & string) => {
    touch(name);
    focusFirst([name]);
  };

  return { values, set, bind, field, check, reset, reveal, errorOf, clientErrors, serverErrors, showRefused, touched, attempted, focusFirst };
}
