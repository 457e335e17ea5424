import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useAffiliateLinks } from '../../api/affiliate-links';
import { useAffiliatePages } from '../../api/affiliates';
import { pagedList } from '../../api/record-pages';
import { CopyLine } from '../../domain/money/money-widgets';
import { RecordList } from '../../domain/money/record-list';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { Icon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';

/**
 * The agent's registration links, with create, copy and delete, and the members registered
 * through them; nothing at all when the back office offers no links to this merchant.
 */
export function AffiliateLinksSection() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { date } = useFormat();
  const toast = useToast();
  const { data, error, create, remove } = useAffiliateLinks();
  const offered = !(error instanceof ApiError && error.code === 'feature_disabled');
  const list = useAffiliatePages(offered && data !== undefined);
  const [busy, setBusy] = useState(false);
  if (!offered) return null;
  const act = async (f: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await f();
      toast.show(done);
    } catch (e) {
      toast.show(errorMessage(t, e), 'short');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <section className="card-tight agent-card" aria-labelledby="affiliate-links">
        <h2 id="affiliate-links">{t('agent.links.title')}</h2>
        {error && <p role="alert">{errorMessage(t, error)}</p>}
        <div className="affiliate-links">
          {(data?.items ?? []).map((l) => (
            <div key={l.id} className="affiliate-link">
              <dl>
                <CopyLine label={`${l.code} · ${t('agent.links.registrations', { n: formatNumber(l.registrations, lng) })}`} value={l.url} />
              </dl>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                aria-label={t('agent.links.deleteCode', { code: l.code })}
                onClick={() => void act(() => remove(l.id), t('agent.links.deleted'))}
              >
                <Icon name="close" size={16} /> {t('agent.links.delete')}
              </button>
            </div>
          ))}
        </div>
        <button type="button" className="btn btn-ghost" disabled={busy || !data} onClick={() => void act(create, t('agent.links.created'))}>
          {t('agent.links.create')}
        </button>
      </section>
      <section className="card-tight agent-card" aria-labelledby="affiliates">
        <h2 id="affiliates">{t('agent.links.registered')}</h2>
        <RecordList
          {...pagedList(list)}
          keyOf={(a) => a.userName}
          emptyText={t('agent.links.none')}
          row={(a) => (
            <>
              <span className="record-main">
                <span className="record-title">{a.userName}</span>
                <span className="record-sub">{a.code}</span>
              </span>
              <span className="record-side record-sub">{date(a.registeredAt)}</span>
            </>
          )}
        />
      </section>
    </>
  );
}
