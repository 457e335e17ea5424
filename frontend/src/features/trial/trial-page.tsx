import { Link, useNavigate } from 'react-router';
import { useApplySession } from '../../api/session';
import { startTrial } from '../../api/session-trial';
import { homePath } from '../../config/paths';
import { useSession } from '../../domain/session/session';
import { useTranslation } from '../../i18n/i18n';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { FormError } from '../../ui/field';
import { Icon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import './trial.css';

/**
 * /m/trail: a visitor starts a free trial account (type 4, role trial) and lands on home logged
 * in as it; what a trial account cannot do is said first. A logged-in player is sent home.
 */
export function TrialPage() {
  const { t } = useTranslation();
  const session = useSession();
  const applySession = useApplySession();
  const navigate = useNavigate();
  const toast = useToast();
  const { busy, failure, send } = useSend();

  const start = () =>
    send(
      async () => {
        const next = await startTrial();
        await applySession(next);
        toast.show(t('trial.started'), 'info');
        await navigate(homePath, { replace: true });
      },
      { away: true },
    );

  return (
    <div className="money-page">
      <section className="card trial-card" aria-labelledby="trial-title">
        <span className="trial-icon" aria-hidden="true">
          <Icon name="games" size={36} />
        </span>
        <h2 className="money-card-title" id="trial-title">
          {t('trial.title')}
        </h2>
        <p>{t('trial.intro')}</p>
        <p className="money-notice">{t('trial.rules')}</p>
        {session.authenticated ? (
          <>
            <p>{t('trial.signedIn')}</p>
            <Link className="btn btn-primary btn-block" to={homePath}>
              {t('trial.home')}
            </Link>
          </>
        ) : (
          <>
            <FormError message={failure} />
            <BusyButton type="button" className="btn btn-primary btn-block" busy={busy} disabled={session.loading} onClick={() => void start()}>
              {t('trial.start')}
            </BusyButton>
            <Link className="btn btn-ghost btn-block" to="/register">
              {t('trial.register')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
