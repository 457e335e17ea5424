import type { Currency } from '../../lib/format';
import { Money } from '../../domain/money/money-widgets';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';

type Cell = { label: string; value: string; currency: Currency | undefined; signed?: boolean };

/** The range's totals in one row of cells; while they load, cells of the same size. */
export function Totals({ label, cells, count, loading }: { label: string; cells: Cell[] | undefined; count: number; loading: boolean }) {
  return (
    <section className="card-tight" aria-label={label} style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}>
      {cells
        ? cells.map((c) => (
            <dl key={c.label} className="record-total">
              <dt>{c.label}</dt>
              <dd>
                <Money value={c.value} currency={c.currency} signed={c.signed} />
              </dd>
            </dl>
          ))
        : Array.from({ length: count }, (_, i) => (
            <div key={i} className="record-total" aria-hidden="true">
              <Skeleton height={12} width="60%" />
              {loading ? <Skeleton height={18} width="80%" /> : <span className="record-total-none">–</span>}
            </div>
          ))}
    </section>
  );
}
