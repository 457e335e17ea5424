// The member side's screens (issue 17): promotions and their applications, the reward centre,
// manual rebate, VIP benefits, invitations, the red-envelope rain, my account and the identity
// verification. money-routes.tsx reaches this table, so the first view carries neither it nor
// its screens; each screen is its own chunk and arrives with the whole language pack (the
// promotions, rewards, myAccount and kyc sections are not in the first view's strings).
import type { ComponentType } from 'react';
import { screen } from './screens';

/** Route path (as in routes.ts) to its screen. */
export const memberScreens: Record<string, ComponentType> = {
  '/activity': screen(() => import('../features/promotions/promotions-page'), (m) => m.PromotionsPage),
  '/activityDetail': screen(() => import('../features/promotions/promotion-detail-page'), (m) => m.PromotionDetailPage),
  '/activityApply': screen(() => import('../features/promotions/promotion-apply-page'), (m) => m.PromotionApplyPage),
  '/rewardCenter': screen(() => import('../features/reward-centre/reward-centre-page'), (m) => m.RewardCentrePage),
  '/myAccount/index': screen(() => import('../features/my-account/my-account-page'), (m) => m.MyAccountPage),
  '/identityVerification': screen(() => import('../features/identity-verification/identity-verification-page'), (m) => m.IdentityVerificationPage),
  '/member/manualRebate': screen(() => import('../features/manual-rebate/manual-rebate-page'), (m) => m.ManualRebatePage),
  '/member/benefits': screen(() => import('../features/vip-benefits/vip-benefits-page'), (m) => m.VipBenefitsPage),
  '/inviteFriends': screen(() => import('../features/invite-friends/invite-friends-page'), (m) => m.InviteFriendsPage),
  '/redRain': screen(() => import('../features/red-rain/red-rain-page'), (m) => m.RedRainPage),
  '/trail': screen(() => import('../features/trial/trial-page'), (m) => m.TrialPage),
  '/app': screen(() => import('../features/app-download/app-page'), (m) => m.AppPage),
};
