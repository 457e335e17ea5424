// Package recorder re-records the upstream fixtures of testdata/upstream from a real upstream,
// through the real client (headers, envelope, breaker, retries), so that a merchant's back
// office can be captured once and replayed offline. Tokens and personal data are redacted
// before anything is written.
package recorder

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/upstream"
)

// pageSize is the largest game-list page the upstream serves; the recorder walks all pages.
const pageSize = 100

// Options say what to record from where.
type Options struct {
	Games     *upstream.Client // the games backend
	Content   *upstream.Client // the content and system backend
	Merchant  string
	Languages []string // announcements, help and contacts are recorded once per language; the catalogue in the first
	Out       string   // the fixture folder
}

// Record fetches every call the catalogue needs and writes one file per call (and per language
// where text differs), in the layout the fake upstream reads. It answers the files written.
func Record(ctx context.Context, o Options) ([]string, error) {
	if len(o.Languages) == 0 {
		return nil, fmt.Errorf("recorder: no language")
	}
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return nil, err
	}
	first := adapters.Scope{Language: o.Languages[0]}
	lang := url.Values{"language": {o.Languages[0]}}
	files := map[string]func() (any, error){
		"games.json": func() (any, error) { return allGames(ctx, o.Games, first, o.Merchant) },
		"hotgames.json": func() (any, error) {
			return get(ctx, o.Games, first, "HotGames", "/wps/relay/GCSGAME_hotGamesV2",
				url.Values{"isPlatform": {"2"}, "language": lang["language"], "platform": {"html5"}})
		},
		"vendors.json": func() (any, error) {
			return get(ctx, o.Games, first, "VendorInfo", "/wps/relay/GCSGAME_getVassGameType",
				url.Values{"typeId": {"0"}, "merchant": {o.Merchant}})
		},
		"winners.json": func() (any, error) {
			v, err := get(ctx, o.Games, first, "Winners", "/wps/relay/GCSGAME_getRankList",
				url.Values{"gameCategory": {"ALL"}, "language": lang["language"], "limitNum": {"100"}})
			return pseudonymiseWinners(v), err
		},
		"hotmatches.json": func() (any, error) {
			return get(ctx, o.Games, first, "HotMatches", "/lgw/games/popular", lang)
		},
		"status.json": func() (any, error) {
			v, err := get(ctx, o.Content, first, "SystemStatus", "/wps/system/status", nil)
			return withoutClientIP(v), err
		},
		"whitelabel.json": func() (any, error) {
			return get(ctx, o.Content, first, "WhiteLabel", "/wps/system/whitelabel", nil)
		},
	}
	for _, l := range o.Languages {
		files["announcements."+l+".json"] = func() (any, error) {
			return get(ctx, o.Content, adapters.Scope{Language: l}, "Announcements", "/wps/relay/MCSFE_getListAnnouncements",
				url.Values{"types": {"B,PL,PU,PR,H,A"}, "platform": {"M"}, "merchantCode": {o.Merchant}, "language": {l}})
		}
		files["customer-service."+l+".json"] = func() (any, error) {
			return get(ctx, o.Content, adapters.Scope{Language: l}, "CustomerService", "/wps/relay/WPSCORE_getCustomerServiceScript", nil)
		}
		files["help."+l+".json"] = func() (any, error) {
			return get(ctx, o.Content, adapters.Scope{Language: l}, "HelpCentre", "/wps/system/helpCenter",
				url.Values{"lang": {l}, "device": {"MOBILE"}})
		}
	}
	var written []string
	for name, fetch := range files {
		v, err := fetch()
		if err != nil {
			return written, fmt.Errorf("recording %s: %w", name, err)
		}
		if err := writeJSON(filepath.Join(o.Out, name), redact(v)); err != nil {
			return written, err
		}
		written = append(written, name)
	}
	return written, nil
}

func get(ctx context.Context, c *upstream.Client, s adapters.Scope, op, path string, q url.Values) (any, error) {
	var v any
	err := c.Get(ctx, s, op, path, q, &v)
	return v, err
}

// allGames walks every page of the game list and keeps them as one page, the way the fake
// serves and filters the catalogue.
func allGames(ctx context.Context, c *upstream.Client, s adapters.Scope, merchant string) (any, error) {
	var games []any
	for page, total := 1, 1; page <= total; page++ {
		var v struct {
			Games      []any `json:"games"`
			Content    []any `json:"content"`
			List       []any `json:"list"`
			TotalPages int   `json:"totalPages"`
		}
		q := url.Values{
			"merchant": {merchant}, "platform": {"html5"}, "pageNo": {strconv.Itoa(page)},
			"pageSize": {strconv.Itoa(pageSize)}, "language": {s.Language}, "clientType": {"2"},
		}
		if err := c.Get(ctx, s, "ListGames", "/wps/relay/GCSGAME_gameList", q, &v); err != nil {
			return nil, err
		}
		games = append(games, v.Games...)
		games = append(games, v.Content...)
		games = append(games, v.List...)
		total = v.TotalPages
	}
	return map[string]any{"games": games, "pageNum": 1, "totalPages": 1}, nil
}

func writeJSON(path string, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
