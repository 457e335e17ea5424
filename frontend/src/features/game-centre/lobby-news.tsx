import { useState } from 'react';
import { useLobbyNews, type NewsItem } from '../../api/lobby-news';
import { useSite } from '../../api/site';
import { RichContent } from '../../domain/messages/rich-content';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { Icon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import './lobby-news.css';

/** A news picture's size as the back office draws it (750 x 300): its box is reserved before it loads. */
const pictureWidth = 750;
const pictureHeight = 300;

function Article({ item }: { item: NewsItem }) {
  const lng = useLanguage();
  const { data: site } = useSite();
  return (
    <article className="lobby-news-item">
      {item.image && <LazyImage src={item.image} alt="" width={pictureWidth} height={pictureHeight} decoding="async" className="lobby-news-picture" />}
      <h3 className="lobby-news-item-title">{item.title}</h3>
      {item.publishedAt && (
        <time className="lobby-news-date" dateTime={item.publishedAt}>
          {formatDate(item.publishedAt, lng, site?.zone)}
        </time>
      )}
      <RichContent html={item.content} />
    </article>
  );
}

/**
 * The game lobby's news (GET /api/v1/lobby-news): one line under the lobby's shortcuts with the
 * newest headline and how many there are; a tap opens every item, newest first, with its picture,
 * date and text. The line keeps its height while the news loads, so the lobby under it does not
 * move; nothing when there is none or it cannot be read now (the games matter more).
 */
export function LobbyNews() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, error } = useLobbyNews();
  const [open, setOpen] = useState(false);
  if (!data) {
    return error ? null : (
      <div className="lobby-news-placeholder">
        <Skeleton width="100%" height={44} radius="var(--radius)" />
      </div>
    );
  }
  const newest = data.items[0];
  if (!newest) return null;
  return (
    <section className="lobby-news" aria-label={t('lobby.news')}>
      <button type="button" className="lobby-news-bar" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="speaker" size={18} />
        <span className="lobby-news-headline">{newest.title}</span>
        <span className="lobby-news-count">{t('lobby.newsCount', { count: data.items.length, n: formatNumber(data.items.length, lng) })}</span>
        <Icon name="chevronRight" size={16} />
      </button>
      <Modal
        open={open}
        title={t('lobby.news')}
        onClose={() => setOpen(false)}
        footer={
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(false)}>
            {t('app.close')}
          </button>
        }
      >
        <div className="lobby-news-list">
          {data.items.map((item) => (
            <Article key={item.id} item={item} />
          ))}
        </div>
      </Modal>
    </section>
  );
}
