import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecordStatus } from '../../api/types';
import { StatusBadge } from './money-widgets';
import '../../ui/card.css';
import './money.css';

/**
 * What a deposit or a withdrawal answered, in one layout for both: its title with its status, what
 * the screen says of it (`children`), then the way to its record and another one, side by side
 * across the card.
 */
export function MoneyResult({
  id,
  title,
  status,
  record,
  recordLabel,
  againLabel,
  onAgain,
  children,
}: {
  /** The title's id, which names the region. */
  id: string;
  title: string;
  status: RecordStatus;
  record: string;
  recordLabel: string;
  againLabel: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  return (
    <section className="card money-result" aria-labelledby={id}>
      <div className="money-result-head">
        <h2 className="money-card-title" id={id}>
          {title}
        </h2>
        <StatusBadge status={status} />
      </div>
      {children}
      <div className="money-actions">
        <Link className="btn btn-primary" to={record}>
          {recordLabel}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onAgain}>
          {againLabel}
        </button>
      </div>
    </section>
  );
}
