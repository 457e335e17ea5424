package catalog

import (
	"net/url"
	"strings"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
)

// The data modes of a game list (the game centre's data modes). all and filter both list the
// catalogue (filter is all with the filter drawer's choices); hot is the hot list; fav and
// recent are the player's own lists and need a session.
const (
	ModeAll    = "all"
	ModeHot    = "hot"
	ModeRecent = "recent"
	ModeFav    = "fav"
	ModeFilter = "filter"
)

var modes = []string{ModeAll, ModeHot, ModeRecent, ModeFav, ModeFilter}

// modeCategories are the menu's category codes that are lists of their own: category=HOT is
// mode=hot, and so on.
var modeCategories = map[string]string{"HOT": ModeHot, "FAV": ModeFav, "RECENT": ModeRecent}

// parseMode reads the mode parameter and reconciles it with a category that names a mode,
// which it then clears from q: what is left of q's category filters the mode's list.
func parseMode(v url.Values, q *adapters.GameQuery) (string, kit.Problems) {
	mode := strings.ToLower(strings.TrimSpace(v.Get("mode")))
	if mode == "" {
		mode = ModeAll
	}
	var bad kit.Problems
	known := false
	for _, m := range modes {
		known = known || m == mode
	}
	if !known {
		bad.Invalid("mode", "one of all, hot, recent, fav, filter")
		return ModeAll, bad
	}
	if implied, ok := modeCategories[q.Category]; ok {
		switch mode {
		case ModeAll, ModeFilter, implied:
			mode = implied
			q.Category = ""
		default:
			bad.Invalid("category", "names another mode than mode "+mode)
		}
	}
	return mode, bad
}
