import { useState } from 'react';
import { useCustomerService } from '../../api/customer-service';
import type { ServiceContact, Site } from '../../api/types';
import { hasLiveChat, useLiveChat } from '../../domain/messages/live-chat';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { BrandIcon } from '../../ui/brand-icons';
import { Icon } from '../../ui/icons';
import './service-widget.css';

/** The kinds the widget offers, in its order. */
const kinds = ['facebook', 'telegram', 'whatsapp'] as const;
type Kind = (typeof kinds)[number];

/** The contacts of each kind the widget offers, in the back office's order (csPosition). */
export function contactsByKind(contacts: ServiceContact[]): Record<Kind, ServiceContact[]> {
  const sorted = [...contacts].sort((a, b) => a.position - b.position);
  return {
    facebook: sorted.filter((c) => c.type === 'facebook' && c.url),
    telegram: sorted.filter((c) => c.type === 'telegram' && c.url),
    whatsapp: sorted.filter((c) => c.type === 'whatsapp' && c.url),
  };
}

/**
 * The floating customer-service button: live chat (with CBS3), and Facebook, Telegram and WhatsApp
 * when the back office lists a contact of that kind. A kind with one contact opens it; with more,
 * their list. The shell draws it anew on each page, so it closes on a route change.
 */
export function ServiceWidget({ site }: { site: Site }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<Kind | null>(null);
  const chat = useLiveChat();
  const { data } = useCustomerService();
  const byKind = contactsByKind(data?.contacts ?? []);
  const liveChat = hasLiveChat(site);
  const close = () => {
    setOpen(false);
    setList(null);
  };

  return (
    <div className="service-widget">
      {open && (
        <div className="service-panel" role="dialog" aria-label={t('service.title')}>
          <div className="service-panel-head">
            <h2>{list ? t('service.choose', { kind: t(`service.${list}`) }) : t('service.title')}</h2>
            <button type="button" className="service-close" aria-label={t('service.close')} onClick={close}>
              <Icon name="close" size={18} />
            </button>
          </div>
          <ul className="service-list">
            {list ? (
              <>
                {byKind[list].map((c) => (
                  <li key={`${c.type}-${c.position}`}>
                    <a className="service-item" href={c.url} target="_blank" rel="noopener noreferrer">
                      <BrandIcon name={list} size={20} />
                      {c.name}
                    </a>
                  </li>
                ))}
                <li>
                  <button type="button" className="service-item service-back" onClick={() => setList(null)}>
                    <Icon name="back" size={18} />
                    {t('service.back')}
                  </button>
                </li>
              </>
            ) : (
              <>
                {liveChat && (
                  <li>
                    <button
                      type="button"
                      className="service-item"
                      onClick={() => {
                        close();
                        chat();
                      }}
                    >
                      <Icon name="chat" size={20} />
                      {t('service.liveChat')}
                    </button>
                  </li>
                )}
                {kinds.map((k) => {
                  const found = byKind[k];
                  const only = found[0];
                  if (!only) return null;
                  return (
                    <li key={k}>
                      {found.length === 1 ? (
                        <a className="service-item" href={only.url} target="_blank" rel="noopener noreferrer">
                          <BrandIcon name={k} size={20} />
                          {t(`service.${k}`)}
                        </a>
                      ) : (
                        <button type="button" className="service-item" onClick={() => setList(k)}>
                          <BrandIcon name={k} size={20} />
                          {t(`service.${k}`)}
                          <span className="service-count">{formatNumber(found.length, lng)}</span>
                        </button>
                      )}
                    </li>
                  );
                })}
              </>
            )}
          </ul>
        </div>
      )}
      <button type="button" className="service-fab" aria-label={t('service.open')} aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
        <Icon name="chat" size={26} />
      </button>
    </div>
  );
}
