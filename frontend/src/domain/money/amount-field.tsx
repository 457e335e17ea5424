import { useLanguage, useTranslation } from '../../i18n/i18n';
import { compareAmounts, parseAmountInput } from '../../lib/amount';
import { formatMoney, type Currency } from '../../lib/format';
import { Field, type ValueFieldProps } from '../../ui/field';
import './money.css';

/** What an amount input keeps of a keystroke: digits (Bengali ones too), a point, commas and spaces. */
const typedAmount = (text: string) => text.replace(/[^0-9\u09E6-\u09EF.,\s]/g, '').slice(0, 20);

/**
 * An amount as the player types it (Bengali digits too) with one-tap amounts under it and, when
 * `onAll` is given, an "all" button that fills in a whole balance. Nothing here becomes a float:
 * the presets are the BFF's decimal strings, compared in paisa.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  hint,
  presets = [],
  currency,
  onAll,
  name = 'amount',
  ref,
  onBlur,
}: ValueFieldProps & {
  presets?: string[];
  currency: Currency | undefined;
  onAll?: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const typed = parseAmountInput(value);
  return (
    <div className="amount-field">
      <Field
        label={label}
        name={name}
        ref={ref}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        hint={hint}
        onBlur={onBlur}
        onChange={(e) => onChange(typedAmount(e.target.value))}
        prefix={<span className="field-currency" aria-hidden="true">{currency?.symbol}</span>}
        suffix={
          onAll && (
            <button type="button" className="field-action" onClick={onAll}>
              {t('money.all')}
            </button>
          )
        }
      />
      {presets.length > 0 && (
        <div className="amount-presets" role="group" aria-label={t('money.presets')}>
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              className="amount-preset"
              aria-pressed={typed !== null && compareAmounts(typed, p) === 0}
              onClick={() => onChange(p.replace(/\.00$/, ''))}
            >
              {formatMoney(p, currency, lng)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
