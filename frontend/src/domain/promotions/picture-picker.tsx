import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { AccountIcon } from '../../ui/account-icons';
import { Icon } from '../../ui/icons';
import './picture-picker.css';

/**
 * A preview of each file as a data: address (the site's Content-Security-Policy allows data:
 * pictures, never blob:), read once per file; empty until read.
 */
function usePreviews(files: File[]): string[] {
  const [read, setRead] = useState<ReadonlyMap<File, string>>(() => new Map());
  const [started] = useState(() => new WeakSet<File>());
  useEffect(() => {
    for (const f of files) {
      if (started.has(f)) continue;
      started.add(f);
      const reader = new FileReader();
      reader.onload = () => {
        const url = reader.result;
        if (typeof url === 'string') setRead((m) => new Map(m).set(f, url));
      };
      reader.readAsDataURL(f);
    }
  }, [files, started]);
  return files.map((f) => read.get(f) ?? '');
}

/**
 * Pictures chosen before sending: a preview of each with a remove button, and an add button while
 * fewer than `max` are chosen. The caller checks each chosen file (upload-rules.ts) and keeps the list.
 */
export function PicturePicker({
  label,
  hint,
  addLabel,
  files,
  max,
  error,
  onAdd,
  onRemove,
}: {
  label: string;
  hint?: string;
  addLabel: string;
  files: File[];
  max: number;
  error?: string | undefined;
  onAdd: (chosen: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const previews = usePreviews(files);
  return (
    <fieldset className="picture-picker" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="legend">{label}</legend>
      <ul className="picture-list">
        {files.map((f, i) => (
          <li key={`${f.name}-${i}`} className="picture-item">
            <img src={previews[i] || undefined} alt={t('promotions.preview', { n: i + 1 })} title={f.name} />
            <button type="button" className="picture-remove" aria-label={t('promotions.removePicture', { n: i + 1 })} onClick={() => onRemove(i)}>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {files.length < max && (
          <li className="picture-item picture-add">
            <label>
              <AccountIcon name="plus" size={24} />
              <span>{addLabel}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple={max - files.length > 1}
                className="sr-only"
                onChange={(e) => {
                  const chosen = [...(e.target.files ?? [])];
                  e.target.value = '';
                  if (chosen.length > 0) onAdd(chosen);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {hint && !error && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
