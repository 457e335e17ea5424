import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCategories } from '../../api/categories';
import { useCustomerService } from '../../api/customer-service';
import type { Category, Site } from '../../api/types';
import { Icon, type IconName } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { Badge } from '../../ui/badge';
import { BrandIcon } from '../../ui/brand-icons';
import { hasLiveChat, useLiveChat } from '../../domain/messages/live-chat';
import { useBadges } from '../../domain/messages/unread';
import { LiveHosts } from '../../domain/messages/live-hosts';
import { useLaunch } from '../../domain/games/launch';
import { categoryPath } from '../../domain/games/category-paths';
import { useDepositButton } from '../../domain/money/money-buttons';
import { depositPath, withdrawPath } from '../../domain/money/paths';
import { useMemberGate } from '../../domain/session/member-gate';
import { useSession } from '../../domain/session/session';
import { visibleMemberLinks } from '../../domain/session/member-links';
import { setDarkTheme, useDarkTheme } from '../theme';
import { useDownload } from './download';
import { Drawer } from '../../ui/drawer';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { SocialLinks } from './social-links';
import { SideMenuBanners } from './side-menu-banners';
import { SignOutRow } from './sign-out-row';
import { useTranslation } from '../../i18n/i18n';
import '../../ui/menu-list.css';
import './side-menu.css';

/** Categories that are one fixed game: they launch instead of opening a list. */
const fixedGames: Record<string, { gameId: string; nodeId: string }> = {
  LUDO: { gameId: 'JL0092', nodeId: '174856' },
  RUMMY: { gameId: 'JL0078', nodeId: '173957' },
};

function GameCentre({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const launch = useLaunch();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="menu-list">
      {categories.map((c) => {
        const name = t(`category.${c.code}`, { defaultValue: c.code });
        const fixed = fixedGames[c.code];
        if (fixed) {
          return (
            <li key={c.code}>
              <button type="button" className="menu-item" onClick={() => launch({ category: 'RNG', vendor: 'JL', ...fixed })}>
                {name}
              </button>
            </li>
          );
        }
        if (c.vendors.length === 0) {
          return (
            <li key={c.code}>
              <Link className="menu-item" to={categoryPath(c.code)}>
                {name}
              </Link>
            </li>
          );
        }
        const expanded = open === c.code;
        const panelId = `menu-cat-${c.code}`;
        return (
          <li key={c.code}>
            <button type="button" className="menu-item" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? null : c.code)}>
              {name}
              <Icon name="chevronDown" size={18} className={`chevron${expanded ? ' up' : ''}`} />
            </button>
            {expanded && (
              <ul className="menu-sub" id={panelId}>
                <li>
                  <Link className="menu-item menu-item-sub" to={categoryPath(c.code)}>
                    {t('menu.allVendors', { category: name })}
                  </Link>
                </li>
                {c.vendors.map((v) => (
                  <li key={v.code}>
                    {v.launchesDirectly ? (
                      <button type="button" className="menu-item menu-item-sub" onClick={() => launch({ category: c.code, vendor: v.code })}>
                        {v.name}
                      </button>
                    ) : (
                      <Link className="menu-item menu-item-sub" to={categoryPath(c.code, v.code)}>
                        {v.name}
                      </Link>
                    )}
                  </li>
                ))}
                {c.extraCategories.map((extra) => (
                  <li key={`extra-${extra}`}>
                    <Link className="menu-item menu-item-sub" to={categoryPath(extra)}>
                      {t(`category.${extra}`, { defaultValue: extra })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The member accordion: VIP, the records, the security centre and mail, each behind its site
 * switch (domain/session/member-links.ts); hidden when every switch is off.
 */
function MemberAccordion({ site }: { site: Site }) {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const badges = useBadges();
  const links = visibleMemberLinks(site.switches);
  if (links.length === 0) return null;
  return (
    <ul className="menu-list">
      <li>
        <button type="button" className="menu-item" aria-expanded={open} aria-controls="menu-member" onClick={() => setOpen(!open)}>
          <Icon name="user" size={20} />
          {t('menu.member')}
          <Icon name="chevronDown" size={18} className={`chevron${open ? ' up' : ''}`} />
        </button>
        {open && (
          <ul className="menu-sub" id="menu-member">
            {links.map((l) => (
              <li key={l.key}>
                <Link
                  className="menu-item menu-item-sub"
                  to={l.path}
                  onClick={(e) => {
                    if (l.key !== 'mail') return;
                    // a free account is refused the inbox with free_reject
                    e.preventDefault();
                    gate('inbox', () => void navigate(l.path));
                  }}
                >
                  {t(l.label)}
                  {l.key === 'mail' && <Badge count={badges.inbox} label={t(l.label)} />}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </li>
    </ul>
  );
}

/**
 * The left menu: its banners, money, promotions, the member accordion, the game centre by category,
 * responsible gaming, download, chat with its hosts, social, language.
 */
export function SideMenu({ site, onClose }: { site: Site; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const download = useDownload();
  const chat = useLiveChat();
  const badges = useBadges();
  // the customer service's contacts but live chat (its own row), Facebook and YouTube (the spec filters them here)
  const { data: service } = useCustomerService();
  const contacts = (service?.contacts ?? []).filter((c) => c.url && c.type !== 'livechat' && c.type !== 'facebook' && c.type !== 'youtube');
  const dark = useDarkTheme();
  const { data: categories, error } = useCategories();
  const { deposit, dialog: depositDialog } = useDepositButton();
  const main: { to: string; label: string; icon: IconName; show: boolean }[] = [
    { to: depositPath, label: 'menu.deposit', icon: 'wallet', show: true },
    { to: withdrawPath, label: 'menu.withdraw', icon: 'withdraw', show: true },
    { to: '/activity', label: 'menu.promotion', icon: 'gift', show: true },
    { to: '/rewardCenter', label: 'menu.reward', icon: 'trophy', show: true },
    { to: '/member/manualRebate', label: 'menu.manualRebate', icon: 'rebate', show: session.kind === 'visitor' || site.switches.MANPLAYREB3 === true },
  ];
  return (
    <Drawer id="side-menu" side="left" label={t('menu.label')} onClose={onClose}>
      <SideMenuBanners />
      <nav aria-label={t('menu.label')}>
        <ul className="menu-list">
          {main
            .filter((m) => m.show)
            .map((m) => (
              <li key={m.to}>
                <Link
                  className="menu-item"
                  to={m.to}
                  onClick={(e) => {
                    if (m.to !== depositPath) return;
                    // through the deposit button's rules: a visitor logs in, a free trial account is offered a real account
                    e.preventDefault();
                    deposit();
                  }}
                >
                  <Icon name={m.icon} size={20} />
                  {t(m.label)}
                </Link>
              </li>
            ))}
        </ul>
        <MemberAccordion site={site} />
        <h2 className="menu-heading">
          <Icon name="games" size={20} />
          {t('menu.gameCentre')}
        </h2>
        {categories ? (
          <GameCentre categories={categories.items} />
        ) : error ? (
          <p className="menu-note">{t('app.sectionUnavailable')}</p>
        ) : (
          <div className="menu-skeleton">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={20} />
            ))}
          </div>
        )}
        <ul className="menu-list menu-list-divided">
          <li>
            <Link className="menu-item" to="/responsibleGaming">
              <Icon name="shield" size={20} />
              {t('menu.responsibleGaming')}
            </Link>
          </li>
          {download.eligible && (
            <li>
              <button type="button" className="menu-item" onClick={download.open}>
                <Icon name="download" size={20} />
                {t('menu.download')}
              </button>
            </li>
          )}
          {hasLiveChat(site) && (
            <li>
              <button type="button" className="menu-item" onClick={chat}>
                <Icon name="chat" size={20} />
                {t('menu.liveChat')}
                <Badge count={badges.chat} label={t('menu.liveChat')} />
              </button>
              <LiveHosts onChat={chat} />
            </li>
          )}
          {contacts.map((c) => (
            <li key={`${c.type}-${c.position}`}>
              <a className="menu-item" href={c.url} target="_blank" rel="noopener noreferrer">
                {c.type === 'instagram' || c.type === 'telegram' || c.type === 'whatsapp' ? <BrandIcon name={c.type} size={20} /> : <Icon name="chat" size={20} />}
                {c.name}
              </a>
            </li>
          ))}
          <li>
            <label className="menu-item menu-toggle">
              <Icon name="moon" size={20} />
              <span>{t('theme.dark')}</span>
              <input type="checkbox" role="switch" checked={dark} onChange={(e) => setDarkTheme(e.target.checked)} />
            </label>
          </li>
          {session.authenticated && <SignOutRow onConfirm={onClose} />}
        </ul>
        {depositDialog}
      </nav>
      <SocialLinks site={site} types={['whatsapp', 'facebook', 'instagram', 'telegram']} className="menu-social" />
      <LanguageSwitcher languages={site.languages} />
    </Drawer>
  );
}
