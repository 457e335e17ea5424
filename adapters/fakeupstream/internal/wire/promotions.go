package wire

// The reward side of the back office (docs/UPSTREAM.md, "Promotions and rewards"). The promotions
// themselves are the announcements of type PR; their categories are a public call's answer, one
// file per language; the rest is the merchant's configuration, which members' state starts from.
const (
	// PromotionCategoriesGlob matches PROMOFE_getPromotionAnnouncementCategory, one file per
	// language: promotion-categories.bn.json, promotion-categories.en.json.
	PromotionCategoriesGlob = "promotion-categories.*.json"
	// FilePromotionSettings is the merchant's configuration of its promotions, rebates, VIP
	// ranks, referrals and red-envelope rain.
	FilePromotionSettings = "promotion-settings.json"
)

// PromotionCategoriesFile is the categories fixture of one language.
func PromotionCategoriesFile(lang string) string { return "promotion-categories." + lang + ".json" }

// PromotionCategory is one tab of the promotions screen; announcements name it by ID in
// promoAnnouncementCategoryIds.
type PromotionCategory struct {
	ID       int    `json:"id"`
	Code     string `json:"code"`
	Name     string `json:"name"`
	Sequence int    `json:"sequence"`
}

// Promotion types: what a promotion does, which decides how it is claimed.
const (
	PromotionBonus       = "BONUS"
	PromotionRaffle      = "RAFFLE"
	PromotionSignUp      = "SIGNUP"
	PromotionReferral    = "REFERRAL"
	PromotionAppDownload = "APP_DOWNLOAD"
	PromotionRebate      = "REBATE"
)

// Apply modes: how a member takes part.
const (
	ApplyJoin  = "JOIN"  // a tap joins
	ApplyForm  = "APPLY" // an application (a comment and pictures) the back office reviews
	ApplyClaim = "CLAIM" // nothing to join: a bonus is claimed when offered
	ApplyAuto  = "AUTO"  // paid by the back office itself
)

// Member statuses on a promotion, as MCSFE_getAvailablePromotions writes them.
const (
	StatusJoin       = "JOIN"
	StatusClaim      = "CLAIM"
	StatusApplying   = "APPLYING"
	StatusClose      = "CLOSE"
	StatusRejected   = "REJECTED"
	StatusIssued     = "ISSUED"
	StatusClaimed    = "CLAIMED"
	StatusProcess    = "PROCESS"
	StatusJoined     = "JOINED"
	StatusComingSoon = "COMING_SOON"
)

// PromotionSetting is one promotion as the back office runs it: its announcement's id, what it
// does, how a member takes part, what a claim pays and where a new member starts.
type PromotionSetting struct {
	PromotionID   string `json:"promotionId"`
	PromotionType string `json:"promotionType"`
	ApplyMode     string `json:"applyMode"`
	BonusAmount   Money  `json:"bonusAmount"`
	Status        string `json:"status"` // a new member's
}

// RebateRate is the manual rebate of one game type, in percent of the valid bets.
type RebateRate struct {
	ProductType string `json:"productType"`
	RebateRate  Money  `json:"rebateRate"`
}

// Texts is a configuration's words in each language the back office serves, by language code.
type Texts map[string]string

// In is the text a call in lang answers (InLanguage).
func (t Texts) In(lang string) string { return InLanguage(t, lang) }

// InLanguage is m's entry for a call in lang, as the announcements pick theirs: no language is
// the default one, a language the back office has no words in gets English, else the default.
func InLanguage[T any](m map[string]T, lang string) T {
	if lang == "" {
		lang = DefaultLanguage
	}
	for _, l := range []string{lang, "en", DefaultLanguage} {
		if v, ok := m[l]; ok {
			return v
		}
	}
	var none T
	return none
}

// VIPRank is one level of the VIP programme. The configuration names it in RankNames; a call
// answers the name in its language in RankName, without RankNames.
type VIPRank struct {
	Level              int    `json:"level"`
	RankName           string `json:"rankName,omitempty"`
	RankNames          Texts  `json:"rankNames,omitempty"`
	DepositRequired    Money  `json:"depositRequired"`
	BetRequired        Money  `json:"betRequired"`
	UpgradeBonus       Money  `json:"upgradeBonus"`
	MonthlyBonus       Money  `json:"monthlyBonus"`
	RebateBonus        Money  `json:"rebateBonus"`
	DailyWithdrawCount int    `json:"dailyWithdrawCount"`
}

// ReferralSettings are what an invited friend brings.
type ReferralSettings struct {
	RewardPerFriend Money `json:"rewardPerFriend"`
	MinDeposit      Money `json:"minDeposit"`
}

// RedEnvelopeSettings are the rain's schedule: a rain of Minutes every EveryHours, counted from
// the back office's start (a rain is on from a few minutes before it), each envelope holding
// MinAmount to MaxAmount.
type RedEnvelopeSettings struct {
	EveryHours int   `json:"everyHours"`
	Minutes    int   `json:"minutes"`
	MinAmount  Money `json:"minAmount"`
	MaxAmount  Money `json:"maxAmount"`
}

// PromotionSettings is the whole configuration.
type PromotionSettings struct {
	Promotions     []PromotionSetting  `json:"promotions"`
	RebateRates    []RebateRate        `json:"rebateRates"`
	MinRebateClaim Money               `json:"minRebateClaim"`
	Ranks          []VIPRank           `json:"ranks"`
	Referral       ReferralSettings    `json:"referral"`
	RedEnvelope    RedEnvelopeSettings `json:"redEnvelope"`
}
