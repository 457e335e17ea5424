import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { useGatedPath } from '../session/member-gate';
import { depositPath, withdrawPath } from './paths';

/** Deposit (through the member gate: a free account is refused) and withdraw, as small buttons in a summary of the member's money. */
export function DepositWithdrawButtons() {
  const { t } = useTranslation();
  const go = useGatedPath();
  return (
    <>
      <button type="button" className="btn btn-accent btn-sm" onClick={() => go('deposit', depositPath)}>
        {t('member.deposit')}
      </button>
      <Link className="btn btn-ghost btn-sm" to={withdrawPath}>
        {t('member.withdraw')}
      </Link>
    </>
  );
}
