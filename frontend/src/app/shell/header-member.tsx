import { useRenewOnMount } from '../../api/session-renew';
import type { Site } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { AccountIcon } from '../../ui/account-icons';
import { useDepositButton } from '../../domain/money/money-buttons';
import { useSession } from '../../domain/session/session';
import { Balance } from './balance';
import { SessionClock } from './session-clock';
import './header-member.css';

/**
 * The header of a logged-in player: the time since login, the balance, a deposit button (a free
 * trial account is offered a real account instead). Mounting it sends the member renew.
 */
export function MemberSlots({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { deposit, dialog } = useDepositButton();
  const { loginAt } = useSession();
  useRenewOnMount(true);
  return (
    <>
      {loginAt && <SessionClock loginAt={loginAt} />}
      <Balance currency={site.currency} />
      <button type="button" className="icon-btn header-deposit" aria-label={t('balance.deposit')} onClick={deposit}>
        <AccountIcon name="plus" size={20} />
      </button>
      {dialog}
    </>
  );
}
