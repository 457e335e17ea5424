import { Link } from 'react-router';
import { Icon } from '../../ui/icons';
import { useSession } from '../session';
import { Drawer } from './drawer';
import { useTranslation } from '../../i18n/i18n';

/** The right panel. Visitors: member centre, login, register. The member view comes with sessions. */
export function MemberPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Drawer id="member-panel" side="right" label={t('header.memberMenu')} onClose={onClose}>
      <div className="member-panel-head">
        <span className="avatar" aria-hidden="true">
          <Icon name="user" size={32} />
        </span>
      </div>
      <ul className="menu-list">
        <li>
          <Link className="menu-item" to="/member/home">
            <Icon name="user" size={20} />
            {t('menu.memberCentre')}
          </Link>
        </li>
        {session.kind === 'visitor' && (
          <>
            <li>
              <Link className="menu-item" to="/login">
                <Icon name="chevronRight" size={20} />
                {t('header.login')}
              </Link>
            </li>
            <li>
              <Link className="menu-item" to="/register">
                <Icon name="star" size={20} />
                {t('header.register')}
              </Link>
            </li>
          </>
        )}
      </ul>
    </Drawer>
  );
}
