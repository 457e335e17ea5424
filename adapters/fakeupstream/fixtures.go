package fakeupstream

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"sort"
	"strings"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// game is one catalogue game: its recorded JSON, answered as is (a real recording's extra fields
// pass through), and the fields the filters read.
type game struct {
	wire.Game
	raw json.RawMessage
}

func (g game) MarshalJSON() ([]byte, error) { return g.raw, nil }

// announcement is one recorded announcement, its id and the group its filter reads.
type announcement struct {
	id    string
	group string
	raw   json.RawMessage
}

func (a announcement) MarshalJSON() ([]byte, error) { return a.raw, nil }

// announcementKinds maps the content types of a query to the answer's lists.
var announcementKinds = []struct{ typ, key string }{
	{"B", "banners"}, {"PL", "player"}, {"PU", "popup"}, {"PR", "promotion"}, {"H", "hot"}, {"A", "agent"},
}

// fixtures is everything the fake answers from, loaded and checked once and never written
// after: fakes share it.
type fixtures struct {
	games         []game
	byNode        map[string]int
	byID          map[string]int
	hot           []game
	vendors       json.RawMessage
	vendorNames   map[string]string // vassalage -> displayName
	winners       []json.RawMessage
	hotMatches    json.RawMessage
	teams         map[string]string // team image path -> team name
	pictures      map[string]string // announcement picture path -> its title, in English if any
	announcements map[string]map[string][]announcement
	languages     []string
	help          map[string]json.RawMessage // language -> the help centre's topics
	contacts      map[string]json.RawMessage // language -> the customer-service contacts
	status        map[string]json.RawMessage // scenario name -> status value
	whiteLabel    json.RawMessage
	register      registerForm               // the registration form and its compiled rules
	gameWallets   []walletInfo               // a wallet per vendor, in the vendor menu's order
	money         moneyFixtures              // the wallet backend's configuration
	promos        promoFixtures              // promotion categories and the rewards' configuration
	lobby         lobbyFixtures              // the lotteries and their draws, the lobby's news, the chat's hosts
	questions     map[string]json.RawMessage // language -> the security questions offered
	modelNames    map[string]string          // a chat host's avatar path -> the host's name
	mediaRefs     map[string]string          // /media/ path -> first fixture file naming it
	media         map[string]mediaItem
}

// loadFixtures reads and checks every fixture of fsys.
func loadFixtures(fsys fs.FS) (*fixtures, error) {
	fx := &fixtures{
		byNode: map[string]int{}, byID: map[string]int{}, vendorNames: map[string]string{},
		teams: map[string]string{}, pictures: map[string]string{}, announcements: map[string]map[string][]announcement{},
		status: map[string]json.RawMessage{}, mediaRefs: map[string]string{},
	}
	steps := []func(fs.FS) error{
		fx.loadGames, fx.loadHotGames, fx.loadVendors, fx.loadWinners, fx.loadHotMatches,
		fx.loadAnnouncements, fx.loadStatus,
		func(fsys fs.FS) error { return fx.read(fsys, wire.FileWhiteLabel, &fx.whiteLabel, &wire.WhiteLabel{}) },
		fx.loadRegisterSettings, fx.loadMoney, fx.loadHelp, fx.loadContacts, fx.loadPromotions,
		fx.loadLobby, fx.loadSecurityQuestions,
	}
	for _, step := range steps {
		if err := step(fsys); err != nil {
			return nil, err
		}
	}
	return fx, nil
}

// read decodes one fixture into each of targets (raw and typed views of the same value) and
// notes the media paths it names.
func (fx *fixtures) read(fsys fs.FS, name string, targets ...any) error {
	body, err := fs.ReadFile(fsys, name)
	if err != nil {
		return fmt.Errorf("fixture %s: %w", name, err)
	}
	// Fixtures are indented for review; answers need not be.
	var compact bytes.Buffer
	if err := json.Compact(&compact, body); err != nil {
		return fmt.Errorf("fixture %s: %w", name, err)
	}
	body = compact.Bytes()
	var tree any
	if err := json.Unmarshal(body, &tree); err != nil {
		return fmt.Errorf("fixture %s: %w", name, err)
	}
	for _, t := range targets {
		if err := json.Unmarshal(body, t); err != nil {
			return fmt.Errorf("fixture %s: %w", name, err)
		}
	}
	walkStrings(tree, func(s string) {
		if strings.HasPrefix(s, "/media/") {
			if _, seen := fx.mediaRefs[s]; !seen {
				fx.mediaRefs[s] = name
			}
		}
	})
	return nil
}

func walkStrings(v any, f func(string)) {
	switch v := v.(type) {
	case string:
		f(v)
	case []any:
		for _, x := range v {
			walkStrings(x, f)
		}
	case map[string]any:
		for _, x := range v {
			walkStrings(x, f)
		}
	}
}

// loadGames reads the whole catalogue. A recording names the list games, content or list.
func (fx *fixtures) loadGames(fsys fs.FS) error {
	var page struct {
		Games   []json.RawMessage `json:"games"`
		Content []json.RawMessage `json:"content"`
		List    []json.RawMessage `json:"list"`
	}
	if err := fx.read(fsys, wire.FileGames, &page); err != nil {
		return err
	}
	raws := page.Games
	if raws == nil {
		raws = page.Content
	}
	if raws == nil {
		raws = page.List
	}
	if len(raws) == 0 {
		return fmt.Errorf("fixture %s: no games", wire.FileGames)
	}
	for i, raw := range raws {
		g, err := parseGame(raw)
		if err != nil {
			return fmt.Errorf("fixture %s: game %d: %w", wire.FileGames, i, err)
		}
		if _, dup := fx.byNode[g.NodeID]; dup {
			return fmt.Errorf("fixture %s: node id %s twice", wire.FileGames, g.NodeID)
		}
		fx.byNode[g.NodeID] = len(fx.games)
		if _, dup := fx.byID[g.GameID]; !dup {
			fx.byID[g.GameID] = len(fx.games) // a game id may run on several nodes: first wins
		}
		fx.games = append(fx.games, g)
	}
	return nil
}

func parseGame(raw json.RawMessage) (game, error) {
	g := game{raw: raw}
	if err := json.Unmarshal(raw, &g.Game); err != nil {
		return g, err
	}
	switch {
	case g.GameID == "" || g.NodeID == "":
		return g, errors.New("gameId and nodeId are required")
	case g.GameType == "" || g.Vassalage == "":
		return g, fmt.Errorf("game %s: gameType and vassalage are required", g.GameID)
	case g.Name() == "":
		return g, fmt.Errorf("game %s has no name", g.GameID)
	}
	return g, nil
}

func (fx *fixtures) loadHotGames(fsys fs.FS) error {
	var raws []json.RawMessage
	if err := fx.read(fsys, wire.FileHotGames, &raws); err != nil {
		return err
	}
	for i, raw := range raws {
		g, err := parseGame(raw)
		if err != nil {
			return fmt.Errorf("fixture %s: game %d: %w", wire.FileHotGames, i, err)
		}
		fx.hot = append(fx.hot, g)
	}
	return nil
}

func (fx *fixtures) loadVendors(fsys fs.FS) error {
	var info wire.VendorInfo
	if err := fx.read(fsys, wire.FileVendors, &fx.vendors, &info); err != nil {
		return err
	}
	if len(info.Sorting) == 0 || len(info.Mapping) == 0 {
		return fmt.Errorf("fixture %s: sorting and mapping are required", wire.FileVendors)
	}
	for _, c := range info.Sorting {
		for _, v := range c.VendorNames {
			if v.Vassalage == "" {
				return fmt.Errorf("fixture %s: a %s vendor has no vassalage", wire.FileVendors, c.GameCategory)
			}
			if _, seen := fx.vendorNames[v.Vassalage]; !seen {
				fx.gameWallets = append(fx.gameWallets, walletInfo{code: v.Vassalage, name: v.DisplayName})
			}
			fx.vendorNames[v.Vassalage] = v.DisplayName
		}
	}
	for cat, codes := range info.Mapping {
		for _, code := range codes {
			if _, ok := fx.vendorNames[code]; !ok {
				return fmt.Errorf("fixture %s: mapping %s names vendor %s missing from sorting", wire.FileVendors, cat, code)
			}
		}
	}
	return nil
}

func (fx *fixtures) loadWinners(fsys fs.FS) error {
	var typed []wire.Winner
	if err := fx.read(fsys, wire.FileWinners, &fx.winners, &typed); err != nil {
		return err
	}
	for i, w := range typed {
		if w.VO.GameName == "" || w.GameID == "" {
			return fmt.Errorf("fixture %s: winner %d has no game", wire.FileWinners, i)
		}
	}
	return nil
}

func (fx *fixtures) loadHotMatches(fsys fs.FS) error {
	var hm wire.HotMatches
	if err := fx.read(fsys, wire.FileHotMatches, &fx.hotMatches, &hm); err != nil {
		return err
	}
	for _, m := range hm.MatchList {
		fx.teams[m.HomeTeamImageURL] = m.HomeTeam
		fx.teams[m.AwayTeamImageURL] = m.AwayTeam
	}
	return nil
}

// loadAnnouncements reads one file per language; bn, the site's default, must be there.
func (fx *fixtures) loadAnnouncements(fsys fs.FS) error {
	names, err := fs.Glob(fsys, wire.AnnouncementsGlob)
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "announcements."), ".json")
		var lists map[string][]json.RawMessage
		if err := fx.read(fsys, name, &lists); err != nil {
			return err
		}
		byKind := map[string][]announcement{}
		for _, k := range announcementKinds {
			byKind[k.key] = []announcement{}
			for i, raw := range lists[k.key] {
				var a wire.Announcement
				if err := json.Unmarshal(raw, &a); err != nil {
					return fmt.Errorf("fixture %s: %s %d: %w", name, k.key, i, err)
				}
				if a.ID == "" {
					return fmt.Errorf("fixture %s: %s %d has no id", name, k.key, i)
				}
				byKind[k.key] = append(byKind[k.key], announcement{id: a.ID, group: a.GroupName, raw: raw})
				pics := map[string]string{a.URL: a.Title}
				for _, img := range a.AnnouncementImages {
					// every picture reads as its announcement's title, never a counter before it:
					// the words are a banner's; its colour (from its name) tells two pictures apart
					pics[img.URL] = a.Title
				}
				for p, title := range pics {
					// Pictures are shared between languages; label them in English when we can.
					if _, seen := fx.pictures[p]; p != "" && (!seen || lang == "en") {
						fx.pictures[p] = title
					}
				}
			}
		}
		fx.announcements[lang] = byKind
		fx.languages = append(fx.languages, lang)
	}
	if fx.announcements[wire.DefaultLanguage] == nil {
		return fmt.Errorf("fixture %s is missing", wire.AnnouncementsFile(wire.DefaultLanguage))
	}
	return nil
}

// loadStatus reads the status and its scenario variants; a missing variant is the normal
// status with its flag set, so a fresh recording (which has no maintenance) still serves them.
func (fx *fixtures) loadStatus(fsys fs.FS) error {
	var raw json.RawMessage
	var normal map[string]json.RawMessage
	if err := fx.read(fsys, wire.FileStatus, &raw, &normal, &wire.Status{}); err != nil {
		return err
	}
	fx.status[Normal] = raw
	for scenario, v := range map[string]struct{ file, flag string }{
		Maintenance:      {wire.FileStatusMaint, "maintenance"},
		RegionRestricted: {wire.FileStatusRegion, "regionRestriction"},
	} {
		var raw json.RawMessage
		err := fx.read(fsys, v.file, &raw, &wire.Status{})
		switch {
		case err == nil:
			fx.status[scenario] = raw
		case errors.Is(err, fs.ErrNotExist):
			derived := maps.Clone(normal)
			derived[v.flag] = json.RawMessage("true")
			fx.status[scenario], _ = json.Marshal(derived)
		default:
			return err
		}
	}
	return nil
}
