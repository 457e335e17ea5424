// The BFF's shapes, named for the app. They come from the contract: src/api/schema.d.ts is
// generated from bff/openapi.yaml (`npm run gen:api`; `npm run check:api` fails when stale).
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type Problem = Schemas['Problem'];
export type ErrorCode = Schemas['ErrorCode'];
export type FieldError = Schemas['FieldError'];
export type SectionStatus = Schemas['SectionStatus'];
export type Game = Schemas['Game'];
export type Vendor = Schemas['Vendor'];
export type Category = Schemas['Category'];
export type Categories = Schemas['Categories'];
export type GamePage = Schemas['GamePage'];
export type Site = Schemas['Site'];
export type DownloadLink = Schemas['DownloadLink'];
export type SocialLink = Schemas['SocialLink'];
export type SocialType = NonNullable<SocialLink['type']>;
export type Announcement = Schemas['Announcement'];
export type Banner = Schemas['Banner'];
export type HomeCategory = Schemas['CategoryGames'];
export type Winner = Schemas['Winner'];
export type Team = Schemas['Team'];
export type HotMatch = Schemas['HotMatch'];
export type Home = Schemas['Home'];

/** The query of GET /api/v1/games. */
export type GameQuery = NonNullable<operations['getGames']['parameters']['query']>;

// Game centre: favourites, launches.
export type FavouriteIds = Schemas['FavouriteIds'];
export type LaunchRequest = Schemas['LaunchRequest'];
export type Launch = Schemas['Launch'];

export type Session = Schemas['Session'];
export type Role = Schemas['Role'];
export type LoginRequest = Schemas['LoginRequest'];
export type Captcha = Schemas['Captcha'];
export type RegistrationSettings = Schemas['RegistrationSettings'];
export type RegistrationField = Schemas['RegistrationField'];
export type RegistrationRequest = Schemas['RegistrationRequest'];
export type UsernameAvailability = Schemas['UsernameAvailability'];
export type InvitationCode = Schemas['InvitationCode'];
export type SMSCodeRequest = Schemas['SMSCodeRequest'];
export type SMSCode = Schemas['SMSCode'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];
export type PhoneResetRequest = Schemas['PhoneResetRequest'];
export type PasswordChangeRequest = Schemas['PasswordChangeRequest'];
export type Member = Schemas['Member'];
export type UnreadCounts = Schemas['UnreadCounts'];
export type Wallet = Schemas['Wallet'];

// Money: amounts are exact decimal strings (Amount), never numbers.
export type Amount = Schemas['Amount'];
export type Wallets = Schemas['Wallets'];
export type GameWallet = Schemas['GameWallet'];
export type WalletTransferRequest = Schemas['WalletTransferRequest'];
export type DepositKind = Schemas['DepositKind'];
export type PayTo = Schemas['PayTo'];
export type DepositMethod = Schemas['DepositMethod'];
export type DepositPromotion = Schemas['DepositPromotion'];
export type DepositMethods = Schemas['DepositMethods'];
export type DepositRequest = Schemas['DepositRequest'];
export type RecordStatus = Schemas['RecordStatus'];
export type Deposit = Schemas['Deposit'];
export type DepositPage = Schemas['DepositPage'];
export type PayoutKind = Schemas['PayoutKind'];
export type PayoutAccount = Schemas['PayoutAccount'];
export type PayoutProvider = Schemas['PayoutProvider'];
export type PayoutAccounts = Schemas['PayoutAccounts'];
export type PayoutAccountRequest = Schemas['PayoutAccountRequest'];
export type WithdrawalRules = Schemas['WithdrawalRules'];
export type WithdrawalOptions = Schemas['WithdrawalOptions'];
export type WithdrawalRequest = Schemas['WithdrawalRequest'];
export type Withdrawal = Schemas['Withdrawal'];
export type WithdrawalPage = Schemas['WithdrawalPage'];
export type PaymentPasswordRequest = Schemas['PaymentPasswordRequest'];
export type PasswordChanged = Schemas['PasswordChanged'];
export type Security = Schemas['Security'];
export type TransactionType = Schemas['TransactionType'];
export type Transaction = Schemas['Transaction'];
export type TransactionPage = Schemas['TransactionPage'];
export type Bet = Schemas['Bet'];
export type BetPage = Schemas['BetPage'];
export type ProfitLossRow = Schemas['ProfitLossRow'];
export type ProfitLossReport = Schemas['ProfitLossReport'];

// The agent centre.
export type AgentHome = Schemas['AgentHome'];
export type TeamCounters = Schemas['TeamCounters'];
export type AgentMenuItem = AgentHome['menu'][number];
export type ContractKind = Schemas['ContractKind'];
export type ContractPrompts = Schemas['ContractPrompts'];
export type Contract = Schemas['Contract'];
export type ContractTier = Schemas['ContractTier'];
export type ContractAnswer = Schemas['ContractAnswer'];
export type ContractAnswered = Schemas['ContractAnswered'];
export type TeamFigures = Schemas['TeamFigures'];
export type TeamOverview = Schemas['TeamOverview'];
export type TeamMemberFigures = Schemas['TeamMemberFigures'];
export type TeamProfitLoss = Schemas['TeamProfitLoss'];
export type TeamBet = Schemas['TeamBet'];
export type TeamBetPage = Schemas['TeamBetPage'];
export type RebateIncomeRow = Schemas['RebateIncomeRow'];
export type RebateIncome = Schemas['RebateIncome'];
export type DividendRow = Schemas['DividendRow'];
export type Dividends = Schemas['Dividends'];
export type Downline = Schemas['Downline'];
export type DownlinePage = Schemas['DownlinePage'];
export type DownlineDetail = Schemas['DownlineDetail'];
export type Rebate = Schemas['Rebate'];
export type RebateLimits = Schemas['RebateLimits'];
export type RebateInput = Schemas['RebateInput'];
export type NewDownline = Schemas['NewDownline'];
export type RebatesUpdate = Schemas['RebatesUpdate'];
export type DownlineRebates = Schemas['DownlineRebates'];
export type AgentTransferRequest = Schemas['AgentTransferRequest'];
export type AgentTransfer = Schemas['AgentTransfer'];
export type AffiliateLink = Schemas['AffiliateLink'];
export type AffiliateLinks = Schemas['AffiliateLinks'];
export type AffiliatePage = Schemas['AffiliatePage'];

// Messages and service.
export type AnnouncementKind = Schemas['AnnouncementKind'];
export type AnnouncementItem = Schemas['AnnouncementItem'];
export type Announcements = Schemas['Announcements'];
export type MarkedRead = Schemas['MarkedRead'];
export type InboxMessage = Schemas['Message'];
export type Inbox = Schemas['Inbox'];
export type DeletedMessages = Schemas['DeletedMessages'];
export type ChatLaunch = Schemas['ChatLaunch'];
export type ServiceContact = Schemas['Contact'];
export type CustomerService = Schemas['CustomerService'];
export type HelpTopic = Schemas['HelpTopic'];
export type Help = Schemas['Help'];
export type FeedbackRequest = Schemas['FeedbackRequest'];
export type FeedbackAccepted = Schemas['FeedbackAccepted'];

// Promotions, rewards and the member side.
export type PromotionCategory = Schemas['PromotionCategory'];
export type PromotionStatus = Schemas['PromotionStatus'];
export type Promotion = Schemas['Promotion'];
export type PromotionAction = Promotion['action'];
export type PromotionList = Schemas['PromotionList'];
export type PromotionDetail = Schemas['PromotionDetail'];
export type PromotionClaim = Schemas['PromotionClaim'];
export type Reward = Schemas['Reward'];
export type Rewards = Schemas['Rewards'];
export type RebateLine = Schemas['RebateLine'];
export type Rebates = Schemas['Rebates'];
export type RebateClaim = Schemas['RebateClaim'];
export type VIPRank = Schemas['VIPRank'];
export type VIPProgress = Schemas['VIPProgress'];
export type VIP = Schemas['VIP'];
export type Invitation = Schemas['Invitation'];
export type RedEnvelopeEvent = Schemas['RedEnvelopeEvent'];
export type RedEnvelopes = Schemas['RedEnvelopes'];
export type RedEnvelopeClaim = Schemas['RedEnvelopeClaim'];
export type Profile = Schemas['Profile'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type Avatar = Schemas['Avatar'];
export type VerificationStatus = Schemas['VerificationStatus'];
export type Verification = Schemas['Verification'];
export type ApplicationReceipt = Schemas['ApplicationReceipt'];
export type Protection = Schemas['Protection'];
export type ProtectionLimit = Protection['limits'][number];
export type PendingLimit = Protection['pending'][number];
export type LimitKind = Schemas['LimitKind'];
export type LimitPeriod = Schemas['LimitPeriod'];
export type LimitsRequest = Schemas['LimitsRequest'];
export type LimitChange = LimitsRequest['limits'][number];
export type LimitFacts = Schemas['LimitFacts'];
export type ExclusionFacts = Schemas['ExclusionFacts'];
export type ExclusionTaken = Schemas['ExclusionTaken'];
export type TimeOutLength = Schemas['TimeOutLength'];
export type SelfExclusionLength = Schemas['SelfExclusionLength'];
export type ResponsibleGaming = Schemas['ResponsibleGaming'];
export type Licence = Schemas['Licence'];
