// The member screens the side menu's member accordion and the member centre list, each behind the
// site switch of the accounts spec (section 6) that names it. The spec lists the switches without
// saying which screen each gates; the mapping read from their names:
//   VIP benefits     SHOWVIP          the spec's "VIP by the show-VIP flag"
//   betting record   TRANSBETREPMEM3  named by the route table (/m/gameRecord)
//   account record   TRANSREC3        transaction record
//   security centre  SECPRIV          security and privacy
//   deposit record   DEPRECM3         deposit record (mobile)
//   profit and loss  PERSREP          personal report
//   mail             MAILCEN          mail centre (free accounts are refused it: free_reject)
// A switch the site does not send is off.
import type { AccountIconName } from '../../ui/account-icons';

export type MemberLink = { key: string; path: string; label: string; icon: AccountIconName; switch: string };

export const memberLinks: MemberLink[] = [
  { key: 'vip', path: '/member/benefits', label: 'member.vipBenefits', icon: 'star', switch: 'SHOWVIP' },
  { key: 'bets', path: '/gameRecord', label: 'member.betRecord', icon: 'games', switch: 'TRANSBETREPMEM3' },
  { key: 'records', path: '/transaction/record?types=A', label: 'member.accountRecord', icon: 'list', switch: 'TRANSREC3' },
  { key: 'security', path: '/securityCenter', label: 'member.securityCentre', icon: 'lock', switch: 'SECPRIV' },
  { key: 'deposits', path: '/vouReport', label: 'member.depositRecord', icon: 'wallet', switch: 'DEPRECM3' },
  { key: 'pnl', path: '/profitandloss', label: 'member.profitLoss', icon: 'percent', switch: 'PERSREP' },
  { key: 'mail', path: '/webEmail', label: 'member.mail', icon: 'inbox', switch: 'MAILCEN' },
];

/** The links whose switch is on. */
export function visibleMemberLinks(switches: Record<string, boolean> | undefined): MemberLink[] {
  return memberLinks.filter((l) => switches?.[l.switch] === true);
}
