import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePromoteDownline } from '../../api/downline';
import { useDownlinePages } from '../../api/downlines';
import { pagedList } from '../../api/record-pages';
import { useSite } from '../../api/site';
import type { Downline } from '../../api/types';
import { agentRegisterPath, teamRebatePath } from '../../domain/agent/paths';
import '../../domain/agent/agent.css';
import { Money } from '../../domain/money/money-widgets';
import { RecordList } from '../../domain/money/record-list';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useDebounced } from '../../lib/use-debounced';
import { Field } from '../../ui/field';
import { useToast } from '../../ui/toast';
import { TransferDialog } from './transfer-dialog';
import './team.css';

/**
 * /m/member/team: the whole team, newest first, searched by name, with each member's balance and
 * last login; a transfer to a member when the back office allows it, promotion to agent for a
 * direct downline who is a player, and the member's rebates.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const { data: site } = useSite();
  const currency = site?.currency;
  const [name, setName] = useState('');
  const userName = useDebounced(name.trim(), 300);
  const list = useDownlinePages(userName ? { userName } : {});
  // A team cached from an earlier visit asks again at once, every page of it: a member opened or
  // paid since must show (a paged list is neither revalidated by path nor, within SWR's deduping
  // interval, on mount).
  const refresh = useRef(list.data === undefined ? null : list.mutate);
  useEffect(() => {
    void refresh.current?.();
  }, []);
  const promote = usePromoteDownline();
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const transfers = list.data?.[0]?.transferEnabled ?? false;
  const total = list.data?.[0]?.total;
  const onPromote = async (d: Downline) => {
    try {
      await promote(d.userName);
      toast.show(t('agent.team.promoted', { user: d.userName }));
    } catch (e) {
      toast.show(errorMessage(t, e), 'short');
    } finally {
      // the paged list is not revalidated by path (api/revalidate.ts): it asks again itself
      void list.mutate();
    }
  };
  return (
    <div className="agent-page">
      <div className="team-head">
        <p className="record-sub">{total !== undefined && t('agent.team.count', { n: formatNumber(total, lng) })}</p>
        <Link className="btn btn-primary btn-sm" to={agentRegisterPath}>
          {t('agent.nav.openAccount')}
        </Link>
      </div>
      <Field label={t('agent.team.search')} value={name} maxLength={16} onChange={(e) => setName(e.target.value.replace(/[^A-Za-z0-9]/g, ''))} />
      <RecordList
        {...pagedList(list)}
        keyOf={(d) => d.userName}
        emptyText={t('agent.team.empty')}
        row={(d) => (
          <div className="team-member">
            <span className="record-main">
              <span className="record-title">
                {d.online && <span className="agent-online" role="img" aria-label={t('agent.team.online')} />}
                {d.userName} <span className="agent-tag">{t(`agent.team.role.${d.role === 'agent' ? 'agent' : 'member'}`)}</span>
              </span>
              <span className="record-sub">
                {t('agent.team.level', { n: formatNumber(d.level, lng) })}
                {d.lastLoginAt ? ` · ${t('agent.team.lastLogin', { when: formatDateTime(d.lastLoginAt, lng, site?.zone) })}` : ''}
              </span>
            </span>
            <span className="record-side">
              <Money value={d.balance} currency={currency} />
            </span>
            <span className="team-actions">
              {transfers && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setTransferTo(d)} aria-label={t('agent.transfer.to', { user: d.userName })}>
                  {t('agent.transfer.button')}
                </button>
              )}
              {d.canPromote && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void onPromote(d)} aria-label={t('agent.team.promoteUser', { user: d.userName })}>
                  {t('agent.team.promote')}
                </button>
              )}
              <Link className="btn btn-ghost btn-sm" to={`${teamRebatePath}?user=${encodeURIComponent(d.userName)}`} aria-label={t('agent.team.rebatesOf', { user: d.userName })}>
                {t('agent.team.rebates')}
              </Link>
            </span>
          </div>
        )}
      />
      {transferTo && <TransferDialog downline={transferTo} onClose={() => setTransferTo(null)} onSettled={() => void list.mutate()} />}
    </div>
  );
}
