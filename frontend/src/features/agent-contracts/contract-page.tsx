import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { answerContract, useContract, useContractsOf, type ContractsOf } from '../../api/contracts';
import { useSite } from '../../api/site';
import type { Contract, ContractKind } from '../../api/types';
import { homePath, memberHomePath } from '../../config/paths';
import { agentHomePath, answersContracts } from '../../domain/agent/paths';
import { useSession } from '../../domain/session/session';
import '../../ui/card.css';
import '../../domain/agent/agent.css';
import { Money } from '../../domain/money/money-widgets';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { useSend } from '../../lib/use-send';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { RetryLine } from '../../ui/list-end';
import './contract.css';

function Terms({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const percent = contract.kind === 'dividend';
  return (
    <table className="contract-terms">
      <caption>{t(`agent.contract.period.${contract.period ?? 'daily'}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.contract.teamBet')}</th>
          <th scope="col">{t('agent.contract.activeMembers')}</th>
          <th scope="col">{t(percent ? 'agent.contract.share' : 'agent.contract.reward')}</th>
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier) => (
          <tr key={tier.teamBet}>
            <td>
              <Money value={tier.teamBet} currency={site?.currency} />
            </td>
            <td>{formatNumber(tier.activeMembers, lng)}</td>
            <td>{percent ? `${formatNumber(Number(tier.reward), lng, 2)}%` : <Money value={tier.reward} currency={site?.currency} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a session goes once it has answered: an agent to the agent home, a player to the member centre. */
const answeredPath: Record<ContractsOf, string> = { agent: agentHomePath, member: memberHomePath };

/**
 * The contract screens (/m/member/agent/getSalaryContract, getDevidendContract, getHourContract):
 * the terms the upline proposes, accepted or refused; nothing pending says so. An agent's are its
 * agent centre's, a player's its own (the prompts after login lead here); types 4 and 40, who
 * never have contracts, are sent home as from an agent screen.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const session = useSession();
  const of = useContractsOf();
  if (!answersContracts(session)) return <Navigate to={homePath} replace />;
  return <ContractScreen kind={kind} of={of} />;
}

function ContractScreen({ kind, of }: { kind: ContractKind; of: ContractsOf | undefined }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: contract, error, mutate } = useContract(of, kind);
  const { busy: sending, failure: problem, send } = useSend();
  const answer = async (accept: boolean) => {
    if (!contract?.id || !of) return;
    const id = contract.id;
    await send(
      async () => {
        await answerContract(of, kind, { id, accept });
        toast.show(t(accept ? 'agent.contract.accepted' : 'agent.contract.refused'));
        void navigate(answeredPath[of]);
      },
      {
        refused: (e) => {
          // answered or withdrawn meanwhile: the page shows the contract as it is now
          if (e instanceof ApiError && e.code === 'not_found') void mutate();
          return false;
        },
      },
    );
  };
  return (
    <div className="agent-page">
      <h2 className="contract-title">{t(`agent.prompt.${kind}.title`)}</h2>
      {error && !contract ? (
        <RetryLine text={errorMessage(t, error)} onRetry={() => void mutate()} icon={false} />
      ) : !contract ? (
        <div className="card-tight agent-card" aria-hidden="true">
          <Skeleton height={18} width="60%" />
          <Skeleton height={120} />
        </div>
      ) : !contract.pending ? (
        <EmptyState icon="inbox" text={t('agent.contract.none')} />
      ) : (
        <div className="card-tight agent-card">
          <p className="contract-from">
            {t('agent.contract.from', { upline: contract.from ?? '' })}
            {contract.requestedAt && <span className="record-sub"> · {dateTime(contract.requestedAt)}</span>}
          </p>
          <Terms contract={contract} />
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          <div className="contract-actions">
            <button type="button" className="btn btn-ghost" disabled={sending} onClick={() => void answer(false)}>
              {t('agent.contract.refuse')}
            </button>
            <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void answer(true)}>
              {t('agent.contract.accept')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
