import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, type FieldError } from '../../api/client';
import { usePromotion } from '../../api/promotion';
import { useApplyForPromotion } from '../../api/promotion-applications';
import type { ApplicationReceipt } from '../../api/types';
import { claimErrorMessage } from '../../domain/promotions/claim-messages';
import { PicturePicker } from '../../domain/promotions/picture-picker';
import { PromotionStatusBadge } from '../../domain/promotions/promotion-action';
import { applicationLimits, characterCount, maxPictureMb, pictureProblem } from '../../domain/promotions/upload-rules';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { EmptyState } from '../../ui/empty-state';
import { FormError } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { PromotionGone } from './promotion-gone';
import '../../ui/card.css';
import './promotions.css';

const { comment: maxComment, pictures: maxPictures } = applicationLimits;

/**
 * /m/activityApply?id=: a promotion joined by an application. A comment of at most 140 characters
 * and up to 3 pictures (png or jpg, 5 MB each), each previewed with a remove button before
 * sending; every rule has its own message, here before sending and as the BFF answers it.
 */
export function PromotionApplyPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, error } = usePromotion(id);
  const apply = useApplyForPromotion();
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const { busy, failure, setFailure, send } = useSend();
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  const n = (v: number) => formatNumber(v, lng);

  if (!id || error?.code === 'not_found') {
    return <PromotionGone text={t('promotions.notFound')} />;
  }
  if (error && !data) return <EmptyState icon="gift" text={errorMessage(t, error)} />;
  if (!data) {
    return (
      <div className="promo-page" aria-hidden="true">
        <Skeleton height={22} width="70%" />
        <Skeleton height={120} />
        <Skeleton height={100} />
      </div>
    );
  }
  if (receipt) {
    return (
      <section className="card promo-page" aria-labelledby="apply-done">
        <h2 className="money-card-title" id="apply-done">
          {t('promotions.applied')}
        </h2>
        <p>
          <PromotionStatusBadge status="applying" />
        </p>
        <p>{t('promotions.appliedNote')}</p>
        <Link className="btn btn-primary btn-block" to="/activity">
          {t('promotions.backToList')}
        </Link>
      </section>
    );
  }
  if (data.action !== 'apply') {
    return <PromotionGone text={data.status === 'applying' ? t('promotions.error.alreadyApplied') : t('promotions.notApplicable')} />;
  }

  const commentProblem = (text: string) => {
    if (text.trim() === '') return t('promotions.error.commentRequired');
    if (characterCount(text) > maxComment) return t('promotions.error.commentTooLong', { max: n(maxComment) });
    return null;
  };

  const add = (chosen: File[]) => {
    const problems: string[] = [];
    const kept: File[] = [];
    for (const f of chosen) {
      const p = pictureProblem(f);
      if (p === 'file_type') problems.push(t('promotions.error.fileType', { name: f.name }));
      else if (p === 'file_too_large') problems.push(t('promotions.error.fileTooLarge', { name: f.name, mb: n(maxPictureMb) }));
      else kept.push(f);
    }
    const room = maxPictures - pictures.length;
    if (kept.length > room) problems.push(t('promotions.error.tooManyFiles', { max: n(maxPictures) }));
    setPictures([...pictures, ...kept.slice(0, Math.max(0, room))]);
    setPictureError(problems.length > 0 ? problems.join(' · ') : null);
  };

  /** The BFF's field errors, each rule in its words, under the comment or the pictures. */
  const serverField = (f: FieldError): string => {
    switch (f.code) {
      case 'required':
        return t('promotions.error.commentRequired');
      case 'too_long':
        return t('promotions.error.commentTooLong', { max: n(maxComment) });
      case 'file_type':
        return t('promotions.error.serverFileType');
      case 'file_too_large':
        return t('promotions.error.serverFileTooLarge', { mb: n(maxPictureMb) });
      case 'image_too_large':
        return t('promotions.error.imageTooLarge');
      case 'too_many_files':
        return t('promotions.error.tooManyFiles', { max: n(maxPictures) });
      default:
        return errorMessage(t, new ApiError(400, 'validation_failed', '', [f]));
    }
  };

  const check = () => {
    const problem = commentProblem(comment);
    setCommentError(problem);
    return !problem;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(async () => setReceipt(await apply(data.id, comment.trim(), pictures)), {
      check,
      refused: (err) => {
        if (err instanceof ApiError && err.code === 'validation_failed' && err.fields.length > 0) {
          const onComment = err.fields.filter((f) => f.name === 'comment').map(serverField);
          const onPictures = err.fields.filter((f) => f.name !== 'comment').map(serverField);
          setCommentError(onComment.length > 0 ? onComment.join(' · ') : null);
          setPictureError(onPictures.length > 0 ? [...new Set(onPictures)].join(' · ') : null);
        } else setFailure(claimErrorMessage(t, err));
        return true;
      },
    });
  };

  const count = characterCount(comment);
  return (
    <form className="promo-page form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="apply-title">
      <h2 className="promo-detail-title" id="apply-title">
        {t('promotions.applyTitle', { title: data.title })}
      </h2>
      <div className={`field${commentError ? ' field-invalid' : ''}`}>
        <label className="field-label" htmlFor={commentId}>
          {t('promotions.comment')}
        </label>
        <div className="field-box">
          <textarea
            id={commentId}
            className="field-input field-textarea"
            rows={4}
            value={comment}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={`${commentId}-count${commentError ? ` ${commentId}-error` : ''}`}
            onChange={(e) => {
              setComment(e.target.value);
              // past the limit it says so at once; a shown error follows the text
              if (commentError || characterCount(e.target.value) > maxComment) setCommentError(commentProblem(e.target.value));
            }}
            onBlur={() => comment && setCommentError(commentProblem(comment))}
          />
        </div>
        <span id={`${commentId}-count`} className={`apply-count${count > maxComment ? ' apply-count-over' : ''}`}>
          {t('promotions.commentCount', { count: n(count), max: n(maxComment) })}
        </span>
        {commentError && (
          <p className="field-error" id={`${commentId}-error`} role="alert">
            {commentError}
          </p>
        )}
      </div>
      <PicturePicker
        label={t('promotions.pictures')}
        hint={t('promotions.picturesHint', { max: n(maxPictures), mb: n(maxPictureMb) })}
        addLabel={t('promotions.addPicture')}
        files={pictures}
        max={maxPictures}
        error={pictureError ?? undefined}
        onAdd={add}
        onRemove={(i) => {
          setPictures(pictures.filter((_, j) => j !== i));
          setPictureError(null);
        }}
      />
      <FormError message={failure} />
      <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy}>
        {t('promotions.submit')}
      </BusyButton>
    </form>
  );
}
