import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../i18n/i18n';
import { AccountIcon } from './account-icons';
import './forms.css';

/** The props of a Field: the input's own attributes, and its label, hint, error and what its box holds besides. */
export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref' | 'prefix'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Show the required marker. */
  mark?: boolean;
  /** Before the input inside its box (a dialling-code picker). */
  prefix?: ReactNode;
  /** After the input inside its box (a send-code button, a captcha picture). */
  suffix?: ReactNode;
  /** A password with a show/hide toggle. */
  reveal?: boolean;
  ref?: Ref<HTMLElement>;
};

/** The ids of a field's hint and error, for the control's aria-describedby. */
const describedBy = (id: string, error: string | undefined, hint: string | undefined) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** A field's error under its control, tied to it by `${id}-error`. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** The frame of a labelled field: the label (and required marker), the control's box, the hint or else the error. */
function FieldFrame({ id, label, mark, error, hint, children }: { id: string; label: string; mark?: boolean | undefined; error: string | undefined; hint: string | undefined; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {mark && (
          <span className="field-mark" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="field-box">{children}</div>
      {hint && !error && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled input with its required marker, hint and error; the error is tied to the input for screen readers. */
export function Field({ label, error, hint, mark, prefix, suffix, reveal, ref, type, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} mark={mark} error={error} hint={hint}>
      {prefix}
      <input
        id={id}
        ref={ref as Ref<HTMLInputElement>}
        className="field-input"
        type={reveal ? (shown ? 'text' : 'password') : type}
        aria-invalid={error ? true : undefined}
        aria-required={mark || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      {reveal && (
        <button
          type="button"
          className="field-icon"
          aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <AccountIcon name={shown ? 'eyeOff' : 'eye'} size={20} />
        </button>
      )}
      {suffix}
    </FieldFrame>
  );
}

/** A checkbox with its label and error (remember me, terms and age). */
export function CheckField({
  children,
  error,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'ref' | 'type'> & { children: ReactNode; error?: string | undefined; ref?: Ref<HTMLElement> }) {
  const id = useId();
  return (
    <div className="check-field">
      <label className="check-label">
        <input type="checkbox" ref={ref as Ref<HTMLInputElement>} aria-describedby={describedBy(id, error, undefined)} aria-invalid={error ? true : undefined} {...input} />
        <span>{children}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Two or more options as a tab-like segmented switch (login method, registration method). */
export function Segmented<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" role="radio" aria-checked={o.value === value} className="segmented-item" onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The props of a field that hands back its text itself, as `useForm().field(name)` gives them
 * with a label and a hint (a select, an amount, a payment password).
 */
export type ValueFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  name?: string;
  ref?: Ref<HTMLElement>;
  onBlur?: () => void;
};

/** A labelled native select with its error, handing back the chosen value. */
export function SelectField({
  label,
  error,
  hint,
  value,
  onChange,
  options,
  placeholder,
  name,
  ref,
  onBlur,
}: ValueFieldProps & {
  options: { value: string; label: string; disabled?: boolean }[];
  /** The first, empty choice ("Choose ..."). */
  placeholder?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        ref={ref as Ref<HTMLSelectElement>}
        className="field-input field-native-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Why a form's last attempt failed, as an alert above its button; `children` follow the text (a way out). */
export function FormError({ message, children }: { message: string | null | undefined; children?: ReactNode }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
      {children}
    </p>
  ) : null;
}
