import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHelp } from '../../api/help';
import type { HelpTopic } from '../../api/types';
import { RichContent } from '../../domain/messages/rich-content';
import { useTranslation } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import { FeedbackForm } from './feedback-form';
import './help.css';

/** The topic the query asks for: `tag=terms` the terms of use, else `i` (an index), else the first. */
export function topicIndex(topics: HelpTopic[], params: URLSearchParams): number {
  const tag = params.get('tag');
  if (tag) {
    const tagged = topics.findIndex((x) => x.tag === tag);
    if (tagged >= 0) return tagged;
  }
  const i = Number(params.get('i') ?? 0);
  return Number.isInteger(i) && i >= 0 && i < topics.length ? i : 0;
}

/** The help centre (/m/help): the topics' menu on the left, the chosen topic's HTML, and the feedback form. */
export function HelpPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading } = useHelp();
  const [feedback, setFeedback] = useState(false);
  const topics = data?.topics ?? [];
  const active = topicIndex(topics, params);
  const topic = topics[active];

  const feedbackEntry = (
    <div className="help-feedback">
      <p>{t('help.feedbackHint')}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setFeedback(true)}>
        {t('help.feedback')}
      </button>
    </div>
  );

  let body;
  if (isLoading) {
    body = (
      <div className="help" aria-busy="true">
        <Skeleton height={200} />
        <Skeleton height={200} />
      </div>
    );
  } else if (!topic) {
    body = <EmptyState icon="chat" text={error ? t(`errors.${error.code}`, { defaultValue: t('errors.unknown') }) : t('help.empty')} />;
  } else {
    body = (
      <div className="help">
        <nav className="help-topics" aria-label={t('help.topics')}>
          <ul>
            {topics.map((x, i) => (
              <li key={x.id}>
                <button
                  type="button"
                  className="help-topic"
                  aria-current={i === active ? 'page' : undefined}
                  onClick={() => setParams({ i: String(i) }, { replace: true })}
                >
                  {x.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <article className="help-content" aria-labelledby="help-title">
          <h2 id="help-title">{topic.title}</h2>
          <RichContent html={topic.content} />
        </article>
      </div>
    );
  }

  return (
    <>
      {body}
      {/* after the topics, whose height only their answer tells: not drawn below a skeleton it would leave */}
      {!isLoading && feedbackEntry}
      <Modal open={feedback} title={t('help.feedback')} onClose={() => setFeedback(false)}>
        <FeedbackForm onSent={() => setFeedback(false)} />
      </Modal>
    </>
  );
}
