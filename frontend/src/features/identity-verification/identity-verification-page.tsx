import { useState, type FormEvent } from 'react';
import { ApiError, type FieldError } from '../../api/client';
import { useSubmitVerification, useVerification } from '../../api/kyc';
import type { Verification } from '../../api/types';
import { claimErrorMessage } from '../../domain/promotions/claim-messages';
import { PicturePicker } from '../../domain/promotions/picture-picker';
import { maxPictureMb, pictureProblem } from '../../domain/promotions/upload-rules';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { isoDay } from '../../lib/date-range';
import { formatNumber } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { BusyButton } from '../../ui/busy-button';
import { Field, FormError } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';
import './identity-verification.css';

type Side = 'front' | 'back';
type Problems = Partial<Record<Side | 'dateOfBirth' | 'form', string>>;

/** The latest birthday that makes a player `age` years old today, YYYY-MM-DD. */
function latestBirthday(age: number, today = new Date()): string {
  return isoDay(new Date(today.getFullYear() - age, today.getMonth(), today.getDate()));
}

/** A real past day in YYYY-MM-DD. */
function realDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && value < isoDay(new Date());
}

function StatusCard({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { status } = verification;
  return (
    <section className={`card kyc-card kyc-card-${status}`} aria-labelledby="kyc-status" role="status">
      <h2 className="money-card-title" id="kyc-status">
        {t(`kyc.status.${status}`)}
      </h2>
      {status === 'pending' && <p>{t('kyc.pendingNote')}</p>}
      {status === 'verified' && <p>{t('kyc.verifiedNote')}</p>}
      {status === 'rejected' && (
        <>
          {verification.reason && <p className="kyc-reason">{t('kyc.rejectedNote', { reason: verification.reason })}</p>}
          <p>{t('kyc.again')}</p>
        </>
      )}
      {verification.submittedAt && <p className="kyc-when">{t('kyc.submittedOn', { date: date(verification.submittedAt) })}</p>}
    </section>
  );
}

/**
 * /m/identityVerification: the front and back of the ID (png or jpg, 5 MB each, previewed) and
 * the date of birth, checked against the site's minimum age; then its state: uploading, under
 * review, verified, or rejected with the back office's reason (and the form again).
 */
export function IdentityVerificationPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, error, mutate, isValidating } = useVerification();
  const submit = useSubmitVerification();
  const [front, setFront] = useState<File[]>([]);
  const [back, setBack] = useState<File[]>([]);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [uploading, setUploading] = useState(false);
  const mb = formatNumber(maxPictureMb, lng);

  if (error && !data) {
    return (
      <LoadFailed icon="shield" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />
    );
  }
  if (!data) {
    return (
      <div className="money-page" aria-hidden="true">
        <Skeleton height={80} />
        <Skeleton height={200} />
      </div>
    );
  }
  const age = data.minimumAge;
  const ageText = formatNumber(age, lng);
  if (data.status === 'pending' || data.status === 'verified') {
    return (
      <div className="money-page">
        <StatusCard verification={data} />
      </div>
    );
  }

  const choose = (side: Side, set: (f: File[]) => void) => (chosen: File[]) => {
    const file = chosen[0];
    if (!file) return;
    const p = pictureProblem(file);
    setProblems((x) => ({ ...x, [side]: p === 'file_type' ? t('kyc.error.fileType') : p === 'file_too_large' ? t('kyc.error.fileTooLarge', { mb }) : undefined }));
    if (!p) set([file]);
  };

  const dateProblem = (value: string) => {
    if (!realDay(value)) return t('kyc.error.dateInvalid');
    if (value > latestBirthday(age)) return t('kyc.error.underage', { age: ageText });
    return undefined;
  };

  const serverField = (f: FieldError): string => {
    if (f.name === 'dateOfBirth') {
      // the detail names the site's minimum age ("at least 21 years old")
      const named = Number(/\d+/.exec(f.detail ?? '')?.[0] ?? age);
      return f.code === 'underage' ? t('kyc.error.underage', { age: formatNumber(named, lng) }) : t('kyc.error.dateInvalid');
    }
    if (f.code === 'required') return t(f.name === 'back' ? 'kyc.error.backRequired' : 'kyc.error.frontRequired');
    if (f.code === 'file_type') return t('kyc.error.fileType');
    if (f.code === 'file_too_large') return t('kyc.error.fileTooLarge', { mb });
    if (f.code === 'image_too_large') return t('kyc.error.imageTooLarge');
    return errorMessage(t, new ApiError(400, 'validation_failed', '', [f]));
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = {
      front: front[0] ? undefined : t('kyc.error.frontRequired'),
      back: back[0] ? undefined : t('kyc.error.backRequired'),
      dateOfBirth: dateProblem(dateOfBirth),
    };
    setProblems(found);
    if (!front[0] || !back[0] || found.dateOfBirth) return;
    setUploading(true);
    try {
      await submit(front[0], back[0], dateOfBirth);
      setFront([]);
      setBack([]);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'validation_failed' && err.fields.length > 0) {
        const next: Problems = {};
        for (const f of err.fields) {
          const key = f.name === 'front' || f.name === 'back' || f.name === 'dateOfBirth' ? f.name : 'form';
          next[key] = next[key] ?? serverField(f);
        }
        setProblems(next);
      } else if (err instanceof ApiError && err.code === 'verification_submitted') {
        setProblems({ form: t('kyc.error.submitted') });
        void mutate();
      } else if (err instanceof ApiError && err.code === 'body_too_large') setProblems({ form: t('kyc.error.bodyTooLarge') });
      else setProblems({ form: claimErrorMessage(t, err) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="money-page">
      {data.status === 'rejected' && <StatusCard verification={data} />}
      <form className="card form kyc-form" noValidate onSubmit={(e) => void send(e)} aria-label={t('page.identityVerification')}>
        <p className="kyc-intro">{t('kyc.intro', { age: ageText })}</p>
        <div className="kyc-sides">
          <PicturePicker
            label={t('kyc.front')}
            addLabel={t('kyc.choose')}
            files={front}
            max={1}
            error={problems.front}
            onAdd={choose('front', setFront)}
            onRemove={() => setFront([])}
          />
          <PicturePicker
            label={t('kyc.back')}
            addLabel={t('kyc.choose')}
            files={back}
            max={1}
            error={problems.back}
            onAdd={choose('back', setBack)}
            onRemove={() => setBack([])}
          />
        </div>
        <Field
          label={t('kyc.dateOfBirth')}
          type="date"
          max={latestBirthday(age)}
          value={dateOfBirth}
          error={problems.dateOfBirth}
          onChange={(e) => {
            setDateOfBirth(e.target.value);
            if (problems.dateOfBirth) setProblems((x) => ({ ...x, dateOfBirth: dateProblem(e.target.value) }));
          }}
        />
        {uploading && (
          <p className="money-notice" role="status">
            {t('kyc.uploading')}
          </p>
        )}
        <FormError message={problems.form} />
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={uploading}>
          {t('kyc.submit')}
        </BusyButton>
      </form>
    </div>
  );
}
