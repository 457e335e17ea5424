import type { ReactNode } from 'react';
import { Money } from '../money/money-widgets';
import type { Currency } from '../../lib/format';
import { Skeleton } from '../../ui/skeleton';
import './agent.css';

/** `value` undefined: still on its way. */
export type Figure = { label: string; value: ReactNode };

/**
 * Labelled figures two to a row (a report's totals, a team's counts). A figure still on its way
 * shows its label and holds its value's line with a skeleton: the card has its loaded size from
 * the start, and what follows it does not move when the answer arrives.
 */
export function FigureGrid({ figures, label }: { figures: Figure[]; label?: string }) {
  return (
    <dl className="agent-figures" aria-label={label} aria-busy={figures.some((f) => f.value === undefined) || undefined}>
      {figures.map((f) => (
        <div key={f.label} className="agent-figure">
          <dt>{f.label}</dt>
          <dd>{f.value === undefined ? <Skeleton className="skeleton-text" width="6em" /> : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An amount figure (`value` undefined: on its way); `signed` colours a profit or a loss. */
export function amountFigure(label: string, value: string | undefined, currency: Currency | undefined, signed?: boolean): Figure {
  return { label, value: value === undefined ? undefined : <Money value={value} currency={currency} signed={signed} /> };
}
