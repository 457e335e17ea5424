package gameview

import (
	"encoding/json"
	"slices"
	"time"

	"github.com/casinobff/bff/adapters"
)

// WinnersShown is how many entries the winner board has.
const WinnersShown = 100

// Winner is an entry of the winners strip.
type Winner struct {
	Game     Game        `json:"game"`
	Date     *string     `json:"date"` // YYYY-MM-DD, null when the upstream gave none
	Customer string      `json:"customer"`
	Amount   json.Number `json:"amount"` // exact: the upstream's figure as a JSON number
}

// HotMatch is a featured sports match.
type HotMatch struct {
	League   string  `json:"league"`
	Home     Team    `json:"home"`
	Away     Team    `json:"away"`
	StartsAt *string `json:"startsAt"` // RFC 3339 with the upstream's offset, null when unknown
	Odds     Odds    `json:"odds"`
	Vendor   string  `json:"vendor"`
	GameID   string  `json:"gameId"`
	NodeID   string  `json:"nodeId"`
	MatchID  string  `json:"matchId"`
	LeagueID string  `json:"leagueId"`
}

// Team is one side of a match.
type Team struct {
	Name  string `json:"name"`
	Image string `json:"image"`
}

// Odds are money-line odds per side.
type Odds struct {
	Home float64 `json:"home"`
	Away float64 `json:"away"`
}

const dateLayout = "2006-01-02"

// DateOf is t's day as YYYY-MM-DD, nil for the zero time.
func DateOf(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	s := t.Format(dateLayout)
	return &s
}

// WinnersOf sorts by amount, largest first, and masks the players' names.
func WinnersOf(ws []adapters.Winner) []Winner {
	// Sorting positions rather than the entries moves ints, not whole games.
	order := make([]int, len(ws))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return ws[b].Amount.Cmp(ws[a].Amount) })
	out := make([]Winner, 0, len(ws))
	for _, i := range order {
		w := &ws[i]
		g := GameOf(w.Game)
		if w.GameName != "" {
			g.Name = w.GameName
		}
		if w.IconURL != "" {
			g.Icon = w.IconURL
		}
		out = append(out, Winner{Game: g, Date: DateOf(w.Time), Customer: MaskName(w.Customer), Amount: json.Number(w.Amount.String())})
	}
	return out
}

// MaskName keeps a name's first two and last characters; a name of three or fewer keeps only
// its first, since two plus one would show it whole.
func MaskName(name string) string {
	r := []rune(name)
	switch {
	case len(r) == 0:
		return "***"
	case len(r) <= 3:
		return string(r[0]) + "***"
	}
	return string(r[:2]) + "***" + string(r[len(r)-1])
}

// HotMatchOf maps a featured match.
func HotMatchOf(m adapters.HotMatch) HotMatch {
	var starts *string
	if !m.StartsAt.IsZero() {
		s := m.StartsAt.Format(time.RFC3339)
		starts = &s
	}
	return HotMatch{
		League:   m.League,
		Home:     Team{Name: m.HomeTeam, Image: m.HomeImage},
		Away:     Team{Name: m.AwayTeam, Image: m.AwayImage},
		StartsAt: starts,
		Odds:     Odds{Home: m.HomeOdds, Away: m.AwayOdds},
		Vendor:   m.Vendor, GameID: m.GameID, NodeID: m.NodeID, MatchID: m.MatchID, LeagueID: m.LeagueID,
	}
}

// HotMatchesOf maps a list; never nil.
func HotMatchesOf(ms []adapters.HotMatch) []HotMatch {
	out := make([]HotMatch, 0, len(ms))
	for _, m := range ms {
		out = append(out, HotMatchOf(m))
	}
	return out
}
