import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { feedbackBounds, sendFeedback } from '../../api/feedback';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { useSend } from '../../lib/use-send';
import { Field } from '../../ui/field';
import { useToast } from '../../ui/toast';

/** What is wrong with the feedback as typed, by the bounds the BFF checks (10 to 500 characters, contact 100). */
export function feedbackProblems(content: string, contact: string): { content?: 'tooShort' | 'tooLong'; contact?: 'contactTooLong' } {
  const length = [...content.trim()].length;
  return {
    ...(length < feedbackBounds.min ? { content: 'tooShort' as const } : length > feedbackBounds.max ? { content: 'tooLong' as const } : {}),
    ...([...contact.trim()].length > feedbackBounds.contactMax ? { contact: 'contactTooLong' as const } : {}),
  };
}

/** The help centre's feedback form: the text (10 to 500 characters) and an optional contact. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const n = (x: number) => formatNumber(x, lng);
  const toast = useToast();
  const id = useId();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const { busy, failure, setFailure, send } = useSend();
  const problems = feedbackProblems(content, contact);
  const bounds = { min: n(feedbackBounds.min), max: n(feedbackBounds.max) };
  const contentError = tried && problems.content ? t(`feedback.${problems.content}`, bounds) : undefined;
  const contactError = tried && problems.contact ? t('feedback.contactTooLong', { max: n(feedbackBounds.contactMax) }) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    void send(
      async () => {
        await sendFeedback({ content: content.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) });
        toast.show(t('feedback.sent'), 'info');
        onSent();
      },
      {
        check: () => !problems.content && !problems.contact,
        refused: (err) => {
          const invalid = err instanceof ApiError && err.code === 'validation_failed';
          if (invalid) setFailure(t('feedback.tooShort', bounds));
          return invalid;
        },
      },
    );
  };

  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="feedback-intro">{t('feedback.intro')}</p>
      <div className={`field${contentError ? ' field-invalid' : ''}`}>
        <label className="field-label" htmlFor={`${id}-content`}>
          {t('feedback.content')}
        </label>
        <div className="field-box">
          <textarea
            id={`${id}-content`}
            className="field-input feedback-text"
            rows={5}
            value={content}
            maxLength={feedbackBounds.max + 50}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={`${id}-count`}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <p className={contentError ? 'field-error' : 'field-hint'} id={`${id}-count`}>
          {contentError ?? `${t('feedback.bounds', bounds)} · ${t('feedback.count', { count: n([...content.trim()].length), max: n(feedbackBounds.max) })}`}
        </p>
      </div>
      <Field
        label={t('feedback.contact')}
        hint={t('feedback.contactHint')}
        error={contactError}
        value={contact}
        autoComplete="email"
        onChange={(e) => setContact(e.target.value)}
      />
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('feedback.submit')}
      </button>
    </form>
  );
}
