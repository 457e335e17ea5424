import { useSideMenu, type LiveModel } from '../../api/side-menu';
import { useTranslation } from '../../i18n/i18n';
import { LazyImage } from '../../ui/lazy-image';
import './live-hosts.css';

/** An avatar's box, reserved before the picture loads. */
const avatarSize = 40;

function Avatar({ host }: { host: LiveModel }) {
  if (!host.avatar) {
    return (
      <span className="live-host-avatar live-host-initial" aria-hidden="true">
        {host.name.slice(0, 1)}
      </span>
    );
  }
  return <LazyImage src={host.avatar} alt="" width={avatarSize} height={avatarSize} decoding="async" className="live-host-avatar" />;
}

/**
 * The live chat's hosts (GET /api/v1/side-menu's liveModels) where the site offers live chat (its
 * CBS3 switch, which the BFF reads with them): each with its picture, whether it is online and
 * what it helps with; a tap opens live chat, as the chat's own row does. Nothing while they load,
 * without live chat, when there are none or when they cannot be read now: the chat's row stays.
 */
export function LiveHosts({ onChat }: { onChat: () => void }) {
  const { t } = useTranslation();
  const { data } = useSideMenu();
  const hosts = data?.liveChat ? data.liveModels.items : [];
  if (hosts.length === 0) return null;
  return (
    <section className="live-hosts" aria-label={t('menu.liveHosts')}>
      <h3 className="live-hosts-title">{t('menu.liveHosts')}</h3>
      <ul className="live-host-list">
        {hosts.map((h) => (
          <li key={h.id}>
            <button type="button" className="live-host" onClick={onChat}>
              <span className="live-host-picture">
                <Avatar host={h} />
                <span className={`live-host-dot${h.online ? ' live-host-dot-on' : ''}`} aria-hidden="true" />
              </span>
              <span className="live-host-text">
                <span className="live-host-name">
                  {h.name}
                  <span className={`live-host-state${h.online ? ' live-host-state-on' : ''}`}>{t(h.online ? 'menu.hostOnline' : 'menu.hostOffline')}</span>
                </span>
                {h.intro && <span className="live-host-intro">{h.intro}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
