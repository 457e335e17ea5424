import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { changePassword } from '../../api/password-change';
import { useRegistrationSettings } from '../../api/registration-settings';
import { useSession } from '../../domain/session/session';
import { useTranslation } from '../../i18n/i18n';
import { defaultPasswordPattern, fieldMessage, limits, matches } from '../../lib/account-rules';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { Field, FormError } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';

/** After 'Change saved' the player goes home this much later ... */
const homeAfterMs = 1000;
/** ... the success toast showing that long. */
export const changedToastMs = 1000;
/** The loading toast stays while the change is on its way, at most this long. */
export const changeLoadingMs = 10_000;

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

/**
 * /m/changePsw: the user name (read only), the old password (always: the site never stores one),
 * the new one and its confirmation. The same password twice is refused with a popup, unsent.
 * While the change is on its way a loading toast shows (at most 10 s), then 'Change saved' for 1 s.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: settings } = useRegistrationSettings();
  const pattern = settings?.fields.find((f) => f.name === 'password')?.pattern ?? defaultPasswordPattern;
  const [same, setSame] = useState(false);
  const { busy, failure, send } = useSend();
  const form = useForm<Values>({ oldPassword: '', newPassword: '', confirmPassword: '' }, (v) => {
    const e: Errors<Values> = {};
    if (!v.oldPassword) e.oldPassword = t('errors.enter_password');
    if (!matches(pattern, v.newPassword)) e.newPassword = t('errors.password_format');
    if (!v.confirmPassword) e.confirmPassword = t('errors.enter_password');
    else if (v.confirmPassword !== v.newPassword) e.confirmPassword = t('errors.confirm_mismatch');
    return e;
  });
  const v = form.values;

  /** The form's rules, then the same password twice: refused with the popup, unsent. */
  const check = () => {
    if (!form.check()) return false;
    if (v.newPassword === v.oldPassword) setSame(true);
    return v.newPassword !== v.oldPassword;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(
      async () => {
        const waiting = toast.show(t('password.in_please_wait'), 'loading', changeLoadingMs);
        try {
          await changePassword({ oldPassword: v.oldPassword, newPassword: v.newPassword, confirmPassword: v.confirmPassword });
        } finally {
          toast.hide(waiting);
        }
        toast.show(t('password.changed'), 'default', changedToastMs);
        window.setTimeout(() => void navigate('/home'), homeAfterMs);
      },
      {
        check,
        away: true,
        refused: (err) => {
          const same = err instanceof ApiError && err.code === 'validation_failed' && err.fields.some((f) => f.code === 'password_same');
          if (same) setSame(true);
          return same || form.showRefused(err, (f) => fieldMessage(t, f), ['oldPassword', 'newPassword', 'confirmPassword']);
        },
      },
    );
  };

  return (
    <div className="form-page">
      <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t('login.username')} value={session.userName ?? ''} disabled readOnly autoComplete="username" />
        <Field label={t('password.oldPassword')} reveal autoComplete="current-password" maxLength={limits.password} {...form.bind('oldPassword')} />
        <Field label={t('password.newPassword')} reveal autoComplete="new-password" maxLength={limits.password} hint={t('register.passwordHint')} {...form.bind('newPassword')} />
        <Field label={t('password.confirmPassword')} reveal autoComplete="new-password" maxLength={limits.password} {...form.bind('confirmPassword')} />
        <FormError message={failure} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t('password.submit')}
        </button>
      </form>
      <Modal
        open={same}
        title={t('password.sameTitle')}
        onClose={() => setSame(false)}
        footer={
          <button type="button" className="btn btn-primary" onClick={() => setSame(false)}>
            {t('app.confirm')}
          </button>
        }
      >
        <p>{t('errors.password_same')}</p>
      </Modal>
    </div>
  );
}
