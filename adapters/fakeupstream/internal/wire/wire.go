// Package wire holds the upstream's JSON shapes as docs/UPSTREAM.md fixes them, and the names of
// the fixture files, so that the fixture generator and the fake upstream agree by construction.
// The real client (adapters/upstream) keeps its own copies on purpose: the fake must catch a
// client that reads the protocol differently, not share its mistakes.
package wire

import "encoding/json"

// Fixture files in testdata/upstream; each holds the `value` of one call's answer.
const (
	FileGames        = "games.json"              // GCSGAME_gameList: every game, on one page
	FileHotGames     = "hotgames.json"           // GCSGAME_hotGamesV2
	FileVendors      = "vendors.json"            // GCSGAME_getVassGameType
	FileWinners      = "winners.json"            // GCSGAME_getRankList, unsorted as recorded
	FileHotMatches   = "hotmatches.json"         // /lgw/games/popular
	FileStatus       = "status.json"             // /wps/system/status
	FileStatusMaint  = "status.maintenance.json" // the same during maintenance
	FileStatusRegion = "status.region.json"      // the same from a restricted region
	FileWhiteLabel   = "whitelabel.json"         // /wps/system/whitelabel
	// FileRegisterSettings is /wps/system/setting/register: the registration form.
	FileRegisterSettings = "register-settings.json"
	// AnnouncementsGlob matches MCSFE_getListAnnouncements, one file per language:
	// announcements.bn.json, announcements.en.json.
	AnnouncementsGlob = "announcements.*.json"
)

// DefaultLanguage is the site's default language; its announcements must be recorded.
const DefaultLanguage = "bn"

// AnnouncementsFile is the announcements fixture of one language.
func AnnouncementsFile(lang string) string { return "announcements." + lang + ".json" }

// Game is one game of the catalogue. MinBet and MinLine are what the list's filters compare.
type Game struct {
	GameID          string  `json:"gameId"`
	NodeID          string  `json:"nodeId"`
	GameType        string  `json:"gameType"`
	Vassalage       string  `json:"vassalage"`
	Vendor          string  `json:"vendor"`
	GameName        string  `json:"gameName"`
	NodeName        string  `json:"nodeName"`
	DisplayName     string  `json:"displayName"`
	SupportPlay     bool    `json:"supportPlay"`
	RoomID          string  `json:"roomId"`
	GameClassifyNew string  `json:"gameClassifyNew"`
	IconURL         string  `json:"iconUrl"`
	ShowIcon        string  `json:"showIcon"`
	IsHot           int     `json:"isHot"`
	MinBet          float64 `json:"minBet"`
	MinLine         int     `json:"minLine"`
}

// Name is what players see: displayName, else gameName, else nodeName.
func (g Game) Name() string {
	switch {
	case g.DisplayName != "":
		return g.DisplayName
	case g.GameName != "":
		return g.GameName
	}
	return g.NodeName
}

// GamePage is a paged game list. Upstreams name the list games, content or list.
type GamePage struct {
	Games      []Game `json:"games"`
	PageNum    int    `json:"pageNum"`
	TotalPages int    `json:"totalPages"`
}

// Vendor is one vendor entry of the vendor info.
type Vendor struct {
	Vassalage       string `json:"vassalage"`
	DisplayName     string `json:"displayName"`
	GameCategory    string `json:"gameCategory"`
	CardID          string `json:"cardId"`
	Key             string `json:"key"`
	MobileLargeIcon string `json:"mobileLargeIcon"`
	GameType        string `json:"gameType"`
	AccountTypeName string `json:"accountTypeName"`
}

// CategoryVendors is one entry of the vendor info's ordered sorting.
type CategoryVendors struct {
	GameCategory string   `json:"gameCategory"`
	VendorNames  []Vendor `json:"vendorNames"`
}

// VendorInfo is the answer of GCSGAME_getVassGameType.
type VendorInfo struct {
	Sorting []CategoryVendors   `json:"sorting"`
	Mapping map[string][]string `json:"mapping"`
}

// WinnerVO is the display part of a winner entry.
type WinnerVO struct {
	IconURL      string      `json:"iconUrl"`
	GameName     string      `json:"gameName"`
	GameTime     string      `json:"gameTime"`
	CustomerName string      `json:"customerName"`
	WinAmount    json.Number `json:"winAmount"` // exact, as a back office writes it
}

// Winner is one entry of the winner board, with the launch data of its game.
type Winner struct {
	VO        WinnerVO `json:"vo"`
	GameID    string   `json:"gameId"`
	NodeID    string   `json:"nodeId"`
	Vassalage string   `json:"vassalage"`
	GameType  string   `json:"gameType"`
}

// MoneyLine is a match's odds for each side.
type MoneyLine struct {
	HomeTeamOdds float64 `json:"homeTeamOdds"`
	AwayTeamOdds float64 `json:"awayTeamOdds"`
}

// HotMatch is a featured sports match.
type HotMatch struct {
	League           string    `json:"league"`
	HomeTeam         string    `json:"homeTeam"`
	AwayTeam         string    `json:"awayTeam"`
	HomeTeamImageURL string    `json:"homeTeamImageUrl"`
	AwayTeamImageURL string    `json:"awayTeamImageUrl"`
	MatchTime        string    `json:"matchTime"`
	MoneyLine        MoneyLine `json:"moneyLine"`
	Vendor           string    `json:"vendor"`
	GameID           string    `json:"gameId"`
	NodeID           string    `json:"nodeId"`
	MatchID          string    `json:"matchId"`
	LeagueID         string    `json:"leagueId"`
}

// HotMatches is the answer of /lgw/games/popular.
type HotMatches struct {
	GameName        string     `json:"gameName"`
	GameClassifyNew string     `json:"gameClassifyNew"`
	MatchList       []HotMatch `json:"matchList"`
}

// AnnouncementImage is one picture of an announcement.
type AnnouncementImage struct {
	Sequence int    `json:"sequence"`
	URL      string `json:"url"`
}

// Announcement is a notice, banner, popup, promotion or hot item.
type Announcement struct {
	ID                           string              `json:"id"`
	Title                        string              `json:"title"`
	Content                      string              `json:"content"`
	GroupName                    string              `json:"groupName"`
	URL                          string              `json:"url"`
	Link                         string              `json:"link,omitempty"`
	StartDate                    string              `json:"startDate"`
	EndDate                      string              `json:"endDate"`
	NoExpiry                     int                 `json:"noExpiry"`
	Read                         bool                `json:"read"`
	AnnouncementImages           []AnnouncementImage `json:"announcementImages"`
	PromoAnnouncementCategoryIDs []int               `json:"promoAnnouncementCategoryIds"`
}

// Announcements is the answer of MCSFE_getListAnnouncements, one list per content type.
type Announcements struct {
	Banners   []Announcement `json:"banners"`   // type B
	Player    []Announcement `json:"player"`    // type PL
	Popup     []Announcement `json:"popup"`     // type PU
	Promotion []Announcement `json:"promotion"` // type PR
	Hot       []Announcement `json:"hot"`       // type H
	Agent     []Announcement `json:"agent"`     // type A: agents' notices
}

// Resource is a download or contact link of the system status.
type Resource struct {
	ResourceType string `json:"resourceType"`
	URL          string `json:"url"`
}

// Location is where the upstream thinks the caller is.
type Location struct {
	IP string `json:"ip"`
}

// CustomerService is the live-chat entry of the status; its path is encrypted by the platform.
type CustomerService struct {
	Title string `json:"title"`
	Path  string `json:"path"`
}

// StatusInfo is the site information of the system status.
type StatusInfo struct {
	CustomerService CustomerService   `json:"customerService"`
	MobileTemplate  map[string]string `json:"mobileTemplate"`
	Register        map[string]any    `json:"register"`
	Resources       []Resource        `json:"resources"`
	WhiteLabel      map[string]any    `json:"whitelabel"`
	ImageCDNs       []string          `json:"imageCDNs"`
}

// Status is the answer of /wps/system/status.
type Status struct {
	Maintenance       bool       `json:"maintenance"`
	RegionRestriction bool       `json:"regionRestriction"`
	Location          Location   `json:"location"`
	Info              StatusInfo `json:"info"`
}

// SocialLink is one social link of the white-label answer.
type SocialLink struct {
	URL string `json:"url"`
}

// WhiteLabel is the answer of /wps/system/whitelabel.
type WhiteLabel struct {
	Switches map[string]bool       `json:"switches"`
	Social   map[string]SocialLink `json:"social"`
}

// RegisterField is one field of the registration form: whether it is shown and required, and
// the rule its value must pass (a pattern RE2 and ECMAScript read alike).
type RegisterField struct {
	Field     string `json:"field"`
	Enable    bool   `json:"enable"`
	Required  bool   `json:"required"`
	Regex     string `json:"regex"`
	MaxLength int    `json:"maxLength"`
}

// RegisterSettings is the answer of /wps/system/setting/register.
type RegisterSettings struct {
	UsernameRegistration      bool            `json:"usernameRegistration"`
	MobileRegistration        bool            `json:"mobileRegistration"`
	SMSVerification           bool            `json:"smsVerification"`
	MinAge                    int             `json:"minAge"`
	CountryDialingCodes       []string        `json:"countryDialingCodes"`
	DefaultCountryDialingCode string          `json:"defaultCountryDialingCode"`
	MobileNumLength           int             `json:"mobileNumLength"`
	Fields                    []RegisterField `json:"fields"`
}

// Registration is the body of /wps/member/register and /wps/member/register/mobile (encrypted),
// in the platform's names. The fake decodes it strictly: a client
// sending another name (account, nickName, realName, withdrawPassword, qq) is refused.
type Registration struct {
	Username           string `json:"username"`
	Password           string `json:"password"`
	ConfirmPassword    string `json:"confirmPassword"`
	CountryDialingCode string `json:"countryDialingCode"`
	MobileNum          string `json:"mobileNum"`
	VerificationCode   string `json:"verificationCode"`
	Email              string `json:"email"`
	Nickname           string `json:"nickname"`
	PayeeName          string `json:"payeeName"`
	PaymentPassword    string `json:"paymentPassword"`
	IDNumber           string `json:"idNumber"`
	QQNum              string `json:"qqNum"`
	Facebook           string `json:"facebook"`
	Wechat             string `json:"wechat"`
	Line               string `json:"line"`
	Whatsapp           string `json:"whatsapp"`
	Zalo               string `json:"zalo"`
	AffiliateCode      string `json:"affiliateCode"`
	RecommenderID      string `json:"recommenderId"`
	CaptchaID          string `json:"captchaId"`
	Captcha            string `json:"captcha"`
	FirebaseChannel    string `json:"firebaseChannel"`
	FirebaseIDToken    string `json:"firebaseIdToken"`
	Domain             string `json:"domain"`
	RegisterURL        string `json:"registerUrl"`
	RegisterMethod     string `json:"registerMethod"`
	Type               *int   `json:"type"`
}

// RegisterMethods are the values of a registration's registerMethod: the native app, a browser,
// an installed web app, an iOS web clip.
var RegisterMethods = []string{"APP", "H5", "PWA", "WEBCLIP"}

// Field is the value of the form field the registration settings call name, "" for none.
func (r Registration) Field(name string) string {
	return map[string]string{
		"username": r.Username, "password": r.Password, "mobileNum": r.MobileNum,
		"verificationCode": r.VerificationCode, "email": r.Email, "nickname": r.Nickname,
		"payeeName": r.PayeeName, "paymentPassword": r.PaymentPassword, "idNumber": r.IDNumber,
		"qqNum": r.QQNum, "facebook": r.Facebook, "wechat": r.Wechat, "line": r.Line,
		"whatsapp": r.Whatsapp, "zalo": r.Zalo, "affiliateCode": r.AffiliateCode, "captcha": r.Captcha,
	}[name]
}
