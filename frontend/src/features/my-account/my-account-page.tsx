import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { useSetAvatar } from '../../api/avatar';
import { useProfile, useUpdateProfile } from '../../api/profile';
import { useSite } from '../../api/site';
import type { Profile, ProfileUpdate } from '../../api/types';
import { accountRecordPath, securityCentrePath } from '../../domain/money/paths';
import { maxPictureMb, pictureProblem } from '../../domain/promotions/upload-rules';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage, fieldMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { AccountIcon, type AccountIconName } from '../../ui/account-icons';
import { BusyButton } from '../../ui/busy-button';
import { Field } from '../../ui/field';
import { Icon } from '../../ui/icons';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import '../../ui/menu-list.css';
import './my-account.css';

export const identityVerificationPath = '/identityVerification';

type Editable = keyof ProfileUpdate;

/** A profile line the player may change: its value, an edit button, and in place a field with save and cancel. */
function EditableRow({ field, label, value, hint, profile }: { field: Editable; label: string; value: string | undefined; hint?: string; profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const locked = field === 'payeeName' && profile.payeeNameLocked;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (text.trim() === '') {
      setError(t('errors.required'));
      return;
    }
    setBusy(true);
    try {
      await update({ [field]: text.trim() });
      setEditing(false);
      toast.show(t('myAccount.saved'), 'info');
    } catch (err) {
      const f = err instanceof ApiError ? err.fields.find((x) => x.name === field) : undefined;
      setError(f ? (f.code === 'locked' ? t('myAccount.payeeLockedError') : fieldMessage(t, f)) : errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <li className="account-row account-row-editing">
        <form className="account-edit" noValidate onSubmit={(e) => void save(e)}>
          <Field
            label={label}
            value={text}
            error={error}
            hint={hint}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'email' ? 'email' : field === 'payeeName' ? 'name' : 'nickname'}
            maxLength={field === 'email' ? 254 : field === 'payeeName' ? 64 : 20}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="account-edit-actions">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(false)}>
              {t('app.cancel')}
            </button>
            <BusyButton type="submit" className="btn btn-primary btn-sm" busy={busy}>
              {t('myAccount.save')}
            </BusyButton>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="account-row">
      <span className="account-label">{label}</span>
      <span className="account-value">
        {!value ? (
          <span className="account-empty">{t('myAccount.notSet')}</span>
        ) : field === 'email' ? (
          // an address is never broken across lines: cut short with an ellipsis, whole in its title and to a screen reader
          <span className="account-whole" title={value}>
            {value}
          </span>
        ) : (
          value
        )}
        {locked && <span className="account-note">{t('myAccount.payeeLocked')}</span>}
      </span>
      {!locked && profile.role !== 'trial' && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={t('myAccount.edit', { field: label })}
          onClick={() => {
            // a masked e-mail is never a starting point: the player types the whole address
            setText(field === 'nickname' ? (profile.nickname ?? '') : '');
            setError(undefined);
            setEditing(true);
          }}
        >
          {t('myAccount.change')}
        </button>
      )}
    </li>
  );
}

/** The picture with its change button: a png or jpg of at most 5 MB, checked before it is sent. */
function AvatarPicker({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const setAvatar = useSetAvatar();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mb = formatNumber(maxPictureMb, lng);

  const upload = async (file: File) => {
    setError(null);
    const problem = pictureProblem(file);
    if (problem) {
      setError(problem === 'file_type' ? t('myAccount.fileType') : t('myAccount.fileTooLarge', { mb }));
      return;
    }
    setBusy(true);
    try {
      await setAvatar(file);
      toast.show(t('myAccount.uploaded'), 'info');
    } catch (err) {
      const code = err instanceof ApiError ? (err.fields[0]?.code ?? err.code) : '';
      setError(code === 'file_type' ? t('myAccount.fileType') : code === 'body_too_large' || code === 'file_too_large' ? t('myAccount.fileTooLarge', { mb }) : errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-avatar">
      {profile.avatar ? (
        <img className="account-picture" src={profile.avatar} alt={t('myAccount.picture')} width={72} height={72} />
      ) : (
        <span className="account-picture account-initial" aria-hidden="true">
          {profile.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
      {profile.role !== 'trial' && (
        <label className={`btn btn-ghost btn-sm account-picture-btn${busy ? ' is-busy' : ''}`}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('myAccount.changePicture')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const links: { path: string; label: string; icon: AccountIconName; switch?: string }[] = [
  { path: securityCentrePath, label: 'myAccount.security', icon: 'lock', switch: 'SECPRIV' },
  { path: accountRecordPath, label: 'myAccount.records', icon: 'list', switch: 'TRANSREC3' },
  { path: '/gameRecord', label: 'myAccount.bets', icon: 'games', switch: 'TRANSBETREPMEM3' },
  { path: '/member/benefits', label: 'myAccount.vip', icon: 'star', switch: 'SHOWVIP' },
];

/**
 * /m/myAccount/index: the picture (upload), account, nickname, e-mail and payee name (each
 * changed as the back office allows: a payee name once set is locked), the VIP level, the
 * identity verification's state with the way to it, and links to security and the records. A
 * free trial account sees its profile without changes.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const { data: profile, error, mutate, isValidating } = useProfile();

  if (error && !profile) {
    return (
      <LoadFailed icon="user" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />
    );
  }
  if (!profile) {
    return (
      <div className="money-page" aria-hidden="true">
        <Skeleton height={120} />
        <Skeleton height={220} />
      </div>
    );
  }
  const verification = profile.verification ?? 'none';
  const trial = profile.role === 'trial';
  return (
    <div className="money-page">
      <section className="card account-head" aria-label={t('myAccount.picture')}>
        <AvatarPicker profile={profile} />
        <div className="account-who">
          <span className="account-name">{profile.displayName}</span>
          <span className="account-id">{profile.account}</span>
          {profile.level && <span className="account-level">{profile.level}</span>}
        </div>
      </section>
      {trial && (
        <div className="money-notice">
          <p>{t('member.local_register_confirm')}</p>
          <Link className="btn btn-primary btn-sm" to="/register">
            {t('member.registerNow')}
          </Link>
        </div>
      )}
      <section className="card" aria-labelledby="account-profile">
        <h2 className="money-card-title" id="account-profile">
          {t('myAccount.profile')}
        </h2>
        <ul className="account-rows">
          <li className="account-row">
            <span className="account-label">{t('myAccount.account')}</span>
            <span className="account-value">{profile.account}</span>
          </li>
          <EditableRow field="nickname" label={t('myAccount.nickname')} value={profile.nickname} hint={t('myAccount.nicknameHint')} profile={profile} />
          <EditableRow field="email" label={t('myAccount.email')} value={profile.email} profile={profile} />
          <EditableRow field="payeeName" label={t('myAccount.payeeName')} value={profile.payeeName} hint={t('myAccount.payeeHint')} profile={profile} />
          <li className="account-row">
            <span className="account-label">{t('myAccount.level')}</span>
            <span className="account-value">{profile.level ?? t('myAccount.notSet')}</span>
          </li>
          <li className="account-row">
            <span className="account-label">{t('myAccount.verification')}</span>
            <span className="account-value">
              <span className={`kyc-badge kyc-${verification}`}>{t(`myAccount.verificationStatus.${verification}`)}</span>
            </span>
            {!trial && (verification === 'none' || verification === 'rejected') && (
              <Link className="btn btn-primary btn-sm" to={identityVerificationPath}>
                {t('myAccount.verify')}
              </Link>
            )}
          </li>
        </ul>
      </section>
      <nav className="card" aria-label={t('myAccount.links')}>
        <ul className="menu-list account-links">
          {links
            .filter((l) => !l.switch || site?.switches?.[l.switch] === true)
            .map((l) => (
              <li key={l.path}>
                <Link className="menu-item" to={l.path}>
                  <AccountIcon name={l.icon} size={20} />
                  <span>{t(l.label)}</span>
                  <Icon name="chevronRight" size={18} />
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
