// Package adapters holds the ports the BFF needs from the merchant's upstream backends: small
// interfaces, the domain types they speak, and the errors they return. The implementations live
// in sub-packages: upstream (the platform protocol over HTTP, with its resilience), cached (public
// catalog caching with coalescing and stale-if-error) and fakeupstream (recorded fixtures served
// over HTTP so that the real client is the code path offline too).
package adapters

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/shopspring/decimal"
)

// Scope says on whose behalf an upstream call is made. The site (merchant code, base URLs) is
// fixed when an adapter is built: one set of adapters per configured site.
type Scope struct {
	Language string // "bn" or "en"
	Token    string // raw upstream session token; empty for a visitor
}

// Errors every adapter returns, wrapped with context by the caller as needed.
var (
	// ErrUnavailable: the upstream could not answer (5xx, timeout, connection refused, breaker
	// open, an answer too large or not decodable).
	ErrUnavailable = errors.New("upstream unavailable")
	// ErrUnauthorized: the call needs a session and the upstream says there is none.
	ErrUnauthorized = errors.New("upstream session missing or expired")
)

// BusinessError is a refusal the upstream answered on purpose (wrong password, already exists):
// never an outage, never retried, never counted by a breaker. Handlers key on its Kind, never
// on its Code: the upstream's vocabulary stays in the adapter that speaks it.
type BusinessError struct {
	// Kind says what the refusal means, one of the refusals below; nil for a code the BFF
	// gives no meaning of its own. errors.Is finds it through the BusinessError.
	Kind    error
	Code    string // upstream error code, for logs only
	Message string // upstream text; never shown to a player as is
	Status  int    // HTTP status the upstream answered with
}

func (e *BusinessError) Error() string { return fmt.Sprintf("upstream refused: %s", e.Code) }

func (e *BusinessError) Unwrap() error { return e.Kind }

// The refusals a handler may tell apart, whatever a back office calls them. The adapter that
// speaks a back office's protocol maps its codes to these.
var (
	ErrUsernameTaken     = errors.New("user name taken")
	ErrMobileTaken       = errors.New("mobile number taken")
	ErrMobileInvalid     = errors.New("mobile number invalid")
	ErrSMSCodeInvalid    = errors.New("SMS code wrong or expired")
	ErrAffiliateInvalid  = errors.New("invitation code names no affiliate")
	ErrReferrerInvalid   = errors.New("referral code names no member")
	ErrCaptchaWrong      = errors.New("captcha answer wrong")
	ErrInvalidInput      = errors.New("a parameter the upstream does not accept")
	ErrMemberUnknown     = errors.New("no such member")
	ErrPasswordSame      = errors.New("new password equals the old one")
	ErrPasswordIncorrect = errors.New("old password incorrect")
	ErrGameUnknown       = errors.New("no such game")
)

// Game is one playable game of the catalogue.
type Game struct {
	ID            string // gameId
	NodeID        string // nodeId
	Category      string // gameType: RNG, LIVE, FISH ...
	Vendor        string // vassalage code
	VendorName    string
	Name          string // displayName, else gameName or nodeName
	IconURL       string
	Classify      string // gameClassifyNew: JP, SC, VP, TG, AC or empty
	RoomID        string
	SupportsTrial bool // supportPlay
	Hot           bool // isHot == 1
}

// GameQuery is the spec's game-list query. Zero values mean "no filter".
type GameQuery struct {
	Category string
	Vendor   string
	Name     string
	Classify string
	MinBet   float64
	MinLine  int
	Page     int // 1-based
	PageSize int
}

// GamePage is one page of a game list.
type GamePage struct {
	Games      []Game
	Page       int
	TotalPages int
	Source
}

// GameList is a whole list of games, not paged: the hot games.
type GameList struct {
	Items []Game
	Source
}

// Vendor is a game provider as it appears in menus.
type Vendor struct {
	Code        string // vassalage
	Name        string // displayName
	Category    string // gameCategory
	IconURL     string // mobileLargeIcon
	CardID      string
	Key         string
	AccountType string // accountTypeName
}

// CategoryVendors is one entry of the vendor info's ordered sorting.
type CategoryVendors struct {
	Category string
	Vendors  []Vendor
}

// VendorInfo is the upstream's vendor sorting (ordered categories with their vendors) and
// mapping (category code to vendor codes).
type VendorInfo struct {
	Sorting []CategoryVendors
	Mapping map[string][]string
	Source
}

// Winner is one entry of the winner board. Customer is as the upstream sends it; the BFF masks it.
type Winner struct {
	Game     Game // launch data: ID, NodeID, Vendor, Category
	GameName string
	IconURL  string
	Time     time.Time
	Customer string
	Amount   decimal.Decimal
}

// WinnerBoard is the winner board, in the upstream's order.
type WinnerBoard struct {
	Items []Winner
	Source
}

// HotMatch is a featured sports match with money-line odds.
type HotMatch struct {
	League    string
	HomeTeam  string
	AwayTeam  string
	HomeImage string
	AwayImage string
	StartsAt  time.Time
	HomeOdds  float64
	AwayOdds  float64
	Vendor    string
	GameID    string
	NodeID    string
	MatchID   string
	LeagueID  string
}

// MatchList is the featured sports matches.
type MatchList struct {
	Items []HotMatch
	Source
}

// AnnouncementImage is one picture of an announcement, in display order.
type AnnouncementImage struct {
	Sequence int
	URL      string
}

// Announcement is a notice, banner, popup or promotion of the content backend.
type Announcement struct {
	ID       string
	Title    string
	Content  string // HTML as the merchant wrote it
	Group    string // groupName: m_home, m_hotgames, m_leftmenu, m_reg ...
	Link     string // where a banner points, may be empty
	Start    time.Time
	End      time.Time
	NoExpiry bool
	Read     bool
	Images   []AnnouncementImage
	ImageURL string // banners: the picture
	Category []string
}

// AnnouncementQuery selects announcements: content types (B, PL, PU, PR, H, A) and a group.
type AnnouncementQuery struct {
	Types []string
	Group string
}

// AnnouncementLists is the content backend's answer, split the way it sends it.
type AnnouncementLists struct {
	Banners    []Announcement
	Notices    []Announcement // player notices (PL)
	Popups     []Announcement
	Promotions []Announcement
	Hot        []Announcement
	Agent      []Announcement // agents' notices (A)
	Source
}

// Resource is a download or contact link: resourceType IOS, Android, MOBILECONFIG,
// AppDownloadIcon, TELEGRAM, WHATSAPP, FACEBOOK, INSTAGRAM.
type Resource struct {
	Type string
	URL  string
}

// SystemStatus is the upstream's common status.
type SystemStatus struct {
	Maintenance      bool
	RegionRestricted bool
	IP               string
	MobileTemplate   map[string]string // mem_cen, dep_func ...
	Resources        []Resource
	Source
}

// WhiteLabel is the merchant's switches (MANPLAYREB3, TRANSBETREPMEM3, CBS3 ...) and social links
// keyed by type (TWITTER, YOUTUBE, FACEBOOK, TELEGRAM, INSTAGRAM, WHATSAPP, X).
type WhiteLabel struct {
	Switches map[string]bool
	Social   map[string]string
	Source
}

// GameCatalog is the game aggregator as the BFF needs it: public catalogue reads. Each answer
// carries its Source.
type GameCatalog interface {
	ListGames(ctx context.Context, s Scope, q GameQuery) (GamePage, error)
	HotGames(ctx context.Context, s Scope, name string) (GameList, error)
	VendorInfo(ctx context.Context, s Scope) (VendorInfo, error)
	Winners(ctx context.Context, s Scope, limit int) (WinnerBoard, error)
	HotMatches(ctx context.Context, s Scope) (MatchList, error)
	Lobby
}

// Content is the content and system backend as the BFF needs it: public reads, the same for
// every visitor (announcements without anyone's read marks). Each answer carries its Source.
type Content interface {
	Announcements(ctx context.Context, s Scope, q AnnouncementQuery) (AnnouncementLists, error)
	SystemStatus(ctx context.Context, s Scope) (SystemStatus, error)
	WhiteLabel(ctx context.Context, s Scope) (WhiteLabel, error)
	// HelpCentre reads the help centre's topics in s's language, in menu order.
	HelpCentre(ctx context.Context, s Scope) (HelpTopics, error)
	// CustomerService reads the customer-service contacts (live chat, Facebook, Telegram ...).
	CustomerService(ctx context.Context, s Scope) (ServiceContacts, error)
	LiveChatHosts
}
