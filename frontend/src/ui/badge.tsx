import { useLanguage } from '../i18n/i18n';
import { badgeText } from '../lib/format';
import './badge.css';

/** Unread count: hidden at zero, capped at 99+. */
export function Badge({ count, label }: { count: number; label?: string }) {
  const lng = useLanguage();
  const text = badgeText(count, lng);
  if (text === null) return null;
  return (
    <span className="badge" aria-label={label ? `${label}: ${text}` : undefined}>
      {text}
    </span>
  );
}
