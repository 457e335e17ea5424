import type { ReactNode } from 'react';
import { Money } from '../money/money-widgets';
import type { Currency } from '../../lib/format';
import './agent.css';

export type Figure = { label: string; value: ReactNode };

/** Labelled figures two to a row (a report's totals, a team's counts). */
export function FigureGrid({ figures, label }: { figures: Figure[]; label?: string }) {
  return (
    <dl className="agent-figures" aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className="agent-figure">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An amount figure; `signed` colours a profit or a loss. */
export function amountFigure(label: string, value: string, currency: Currency | undefined, signed?: boolean): Figure {
  return { label, value: <Money value={value} currency={currency} signed={signed} /> };
}
