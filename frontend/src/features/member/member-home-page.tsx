import { useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/me';
import { useSite } from '../../api/site';
import { memberHomePath } from '../../config/paths';
import { useBadges } from '../../domain/messages/unread';
import { hasLiveChat, useLiveChat } from '../../domain/messages/live-chat';
import type { Site, Wallets } from '../../api/types';
import { useWallets } from '../../api/wallets';
import { DepositWithdrawButtons, RealAccountPrompt } from '../../domain/money/money-buttons';
import { Money } from '../../domain/money/money-widgets';
import { walletsPath } from '../../domain/money/paths';
import { memberLinks } from '../../domain/session/member-links';
import { useGatedPath } from '../../domain/session/member-gate';
import { useSession } from '../../domain/session/session';
import { MemberIdLine } from '../../domain/session/member-id-line';
import { useSignOut } from '../../domain/session/sign-out';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { compareAmounts } from '../../lib/amount';
import { formatMoney } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { AccountIcon, type AccountIconName } from '../../ui/account-icons';
import { Skeleton } from '../../ui/skeleton';
import './member.css';

/** Game wallets the member centre lists: the three holding most (always three rows, so nothing moves). */
const briefCount = 3;

/** The main wallet and the game wallets holding most, briefly; all of them on /m/wallets. */
function WalletsBrief({ wallets, currency }: { wallets: Wallets | undefined; currency: Site['currency'] | undefined }) {
  const { t } = useTranslation();
  const held = [...(wallets?.games ?? [])].sort((a, b) => compareAmounts(b.balance, a.balance)).slice(0, briefCount);
  return (
    <section className="member-wallets" aria-labelledby="member-wallets-title">
      <div className="member-wallets-head">
        <h2 id="member-wallets-title">{t('member.wallets')}</h2>
        <Link className="text-link" to={walletsPath}>
          {t('member.allWallets')}
        </Link>
      </div>
      <ul className="member-wallet-rows">
        {wallets ? (
          <>
            <li>
              <span>{t('wallets.main')}</span>
              <Money value={wallets.main.balance} currency={currency} />
            </li>
            {held.map((g) => (
              <li key={g.id}>
                <span>{g.name || g.id}</span>
                <Money value={g.balance} currency={currency} />
              </li>
            ))}
          </>
        ) : (
          Array.from({ length: briefCount + 1 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <Skeleton height={16} width="40%" />
              <Skeleton height={16} width="25%" />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}

type Entry = { key: string; icon: AccountIconName; label: string; to?: string; onClick?: () => void; badge?: number | null; show: boolean };

/**
 * /m/member/home (logged in only): the player, the balance with deposit and withdraw, the member
 * screens as the site's switches allow, sign out. A free (type 4) account is asked to register.
 */
export function MemberHomePage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const session = useSession();
  const go = useGatedPath();
  const signOut = useSignOut();
  const { data: site } = useSite();
  const { data: me } = useMe(true);
  const { data: wallets } = useWallets(true);
  const trial = session.role === 'trial';
  // a free account has its announcements' count (the BFF gives it neither inbox nor chat)
  const unread = useBadges();
  const chat = useLiveChat();
  const [askRegister, setAskRegister] = useState(trial);
  const on = (key: string) => site?.switches[key] === true;

  const entries: Entry[] = [
    { key: 'agent', icon: 'shield', label: t('member.agencyCentre'), to: '/agent', show: session.isAgent },
    { key: 'account', icon: 'user', label: t('member.myAccount'), to: '/myAccount/index', show: true },
    // identity verification (accounts spec section 1); a free account has no identity to verify
    { key: 'kyc', icon: 'idCard', label: t('page.identityVerification'), to: '/identityVerification', show: !trial },
    { key: 'wallets', icon: 'wallet', label: t('member.wallets'), to: walletsPath, show: true },
    // the records, the security centre and VIP, each behind its switch (the inbox has its own entry, with its badge)
    ...memberLinks.filter((l) => l.key !== 'mail').map((l) => ({ key: l.key, icon: l.icon, label: t(l.label), to: l.path, show: on(l.switch) })),
    {
      key: 'inbox',
      icon: 'inbox',
      label: t('member.news'),
      onClick: () => go('inbox', '/webEmail'),
      badge: unread.inbox,
      show: on('MAILCEN'),
    },
    { key: 'notices', icon: 'speaker', label: t('member.notices'), to: '/notice', badge: unread.announcements, show: true },
    {
      key: 'chat',
      icon: 'chat',
      label: t('member.customerService'),
      onClick: chat,
      badge: unread.chat,
      show: hasLiveChat(site),
    },
    { key: 'responsibleGaming', icon: 'shield', label: t('page.responsibleGaming'), to: '/responsibleGaming', show: true },
    { key: 'settings', icon: 'menu', label: t('member.settings'), to: '/set', show: true },
  ];

  return (
    <div className="member-home">
      <section className="member-card" aria-label={t('page.memberHome')}>
        <span className="avatar" aria-hidden="true">
          <AccountIcon name="user" size={32} />
        </span>
        <div className="member-card-text">
          <p className="member-name">
            {me?.displayName ?? session.userName}
            {me?.clubLabel && <span className="club-chip">{me.clubLabel}</span>}
            {trial && <span className="club-chip club-chip-muted">{t('member.trial')}</span>}
          </p>
          {me ? (
            <MemberIdLine id={me.id} />
          ) : (
            <Skeleton height={16} width="50%" />
          )}
        </div>
      </section>
      <section className="member-wallet">
        <div>
          <p className="member-wallet-label">{t('member.totalBalance')}</p>
          <p className="member-wallet-amount">{wallets && site ? formatMoney(wallets.total, site.currency, lng) : '…'}</p>
        </div>
        <div className="member-wallet-actions">
          <DepositWithdrawButtons />
        </div>
      </section>
      <WalletsBrief wallets={wallets} currency={site?.currency} />
      <nav aria-label={t('member.shortcuts')}>
        <ul className="member-grid">
          {entries
            .filter((e) => e.show)
            .map((e) => {
              const body = (
                <>
                  <span className="member-grid-icon">
                    <AccountIcon name={e.icon} size={24} />
                    {e.badge ? <Badge count={e.badge} label={e.label} /> : null}
                  </span>
                  <span>{e.label}</span>
                </>
              );
              return (
                <li key={e.key}>
                  {e.to ? (
                    <Link className="member-grid-item" to={e.to}>
                      {body}
                    </Link>
                  ) : (
                    <button type="button" className="member-grid-item" onClick={e.onClick}>
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
        </ul>
      </nav>
      <button type="button" className="btn btn-ghost btn-block member-sign-out" onClick={signOut.ask}>
        <AccountIcon name="logout" size={20} />
        {t('member.signOut')}
      </button>
      {signOut.dialog}
      <RealAccountPrompt open={askRegister} onClose={() => setAskRegister(false)} from={memberHomePath} text={t('member.local_register_confirm')} />
    </div>
  );
}
