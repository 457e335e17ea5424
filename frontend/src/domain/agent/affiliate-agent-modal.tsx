import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';
import { agentHomePath, agentRegisterPath } from './paths';

/**
 * The agent modal an affiliate agent (a session whose type makes it an agent) gets at the
 * referral entry instead of a member's invitation: agents invite with their own invitation
 * links, made on the open-an-account screen, and earn from their team. Closing it goes to
 * `closeTo`.
 */
export function AffiliateAgentModal({ closeTo }: { closeTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to, { replace: true });
  return (
    <Modal
      open
      title={t('agent.affiliate.title')}
      onClose={() => go(closeTo)}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => go(agentHomePath)}>
            {t('agent.affiliate.centre')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => go(agentRegisterPath)}>
            {t('agent.affiliate.links')}
          </button>
        </>
      }
    >
      <p>{t('agent.affiliate.text')}</p>
    </Modal>
  );
}
