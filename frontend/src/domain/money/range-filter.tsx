import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { maxRangeDays, rangePresets } from '../../lib/date-range';
import '../../ui/chips.css';
import './range-filter.css';
import type { useRange } from './use-range';

/**
 * The presets (today, yesterday, 7 days, 30 days, custom) and, for a custom range, two days: the
 * records' and the agent reports' range.
 */
export function RangeFilter({ range }: { range: ReturnType<typeof useRange> }) {
  const { t } = useTranslation();
  const id = useId();
  const { state, setState, problem, today } = range;
  return (
    <div className="range-filter">
      <div className="chips" role="group" aria-label={t('records.range')}>
        {rangePresets.map((p) => (
          <button key={p} type="button" className="chip-btn" aria-pressed={state.preset === p} onClick={() => setState({ ...state, preset: p })}>
            {t(`records.preset.${p}`)}
          </button>
        ))}
      </div>
      {state.preset === 'custom' && (
        <div className="range-custom">
          <label className="range-day" htmlFor={`${id}-from`}>
            <span>{t('records.from')}</span>
            <input
              id={`${id}-from`}
              type="date"
              className="range-input"
              value={state.from}
              max={today}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setState({ ...state, from: e.target.value })}
            />
          </label>
          <label className="range-day" htmlFor={`${id}-to`}>
            <span>{t('records.to')}</span>
            <input
              id={`${id}-to`}
              type="date"
              className="range-input"
              value={state.to}
              max={today}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setState({ ...state, to: e.target.value })}
            />
          </label>
          {problem && (
            <p className="field-error range-problem" id={`${id}-problem`} role="alert">
              {t(`records.rangeProblem.${problem}`, { days: maxRangeDays })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
