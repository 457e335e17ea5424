package main

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// players are customer names as the winner board sends them: unmasked (the BFF masks them).
var players = strings.Fields(`rakib_hasan sumon1987 tanvir.ahmed mim_akter arif_bd24 shuvo007
nusrat99 sabbir_khan jahid_bd imran.hossain sajib1995 rifat_islam mahmud77 sharmin_sultana
faisal_ctg rubel_dhaka mehedi_hasan nayeem88 polash12 sohel_rana shakil_ahmed raju_mia
kamrul_sylhet anik_roy pritom_das joy_saha sourav_dey babu_khulna sakib75 liton_kumar
hasib_rajshahi munna_bogura rana_barishal alamgir1990 jewel_rangpur shipon_mia arafat_h farhana_y
sadia_islam rasel_ahmed milon_cumilla bappy_gazipur robiul_awal moin_uddin ashik_nganj zahid_hasan
tuhin_sarker riyad_khan emon_mymensingh habib_feni`)

const winnerCount = 120

// winners draws the board: big wins on popular games over the five days before today, in the
// order the back office stored them (not sorted: sorting is the BFF's job).
func winners(r *rng, c *catalog) []wire.Winner {
	var popular, rest []wire.Game
	for _, g := range c.games {
		switch {
		case g.GameType != "RNG" && g.GameType != "FISH" && g.GameType != "LIVE" && g.GameType != "PVP":
		case g.IsHot == 1:
			popular = append(popular, g)
		default:
			rest = append(rest, g)
		}
	}
	out := make([]wire.Winner, 0, winnerCount)
	for range winnerCount {
		g := pick(r, rest)
		if r.intn(2) == 0 {
			g = pick(r, popular)
		}
		customer := pick(r, players)
		if r.intn(4) == 0 {
			customer += strconv.Itoa(10 + r.intn(90))
		}
		at := today.Add(-time.Duration(r.intn(5*24*60*60)) * time.Second)
		// Heavy-tailed: most wins are a few thousand taka, a few are lakhs.
		amount := money(300 * math.Exp(r.float()*6.6))
		if r.intn(3) == 0 {
			amount = math.Round(amount)
		}
		out = append(out, wire.Winner{
			VO: wire.WinnerVO{
				IconURL:      g.IconURL,
				GameName:     g.Name(),
				GameTime:     at.Format(time.DateTime),
				CustomerName: customer,
				WinAmount:    json.Number(strconv.FormatFloat(amount, 'f', -1, 64)),
			},
			GameID:    g.GameID,
			NodeID:    g.NodeID,
			Vassalage: g.Vassalage,
			GameType:  g.GameType,
		})
	}
	return out
}

// fixtures of the coming days, cricket first: the market's favourite sport.
var matches = []struct {
	league, home, away string
	in                 time.Duration // from today 16:00
}{
	{"Bangladesh Premier League", "Dhaka Capitals", "Rangpur Riders", 3*time.Hour + 30*time.Minute},
	{"Bangladesh Premier League", "Fortune Barishal", "Chittagong Kings", 22 * time.Hour},
	{"Bangladesh Premier League", "Sylhet Strikers", "Khulna Tigers", 27 * time.Hour},
	{"ODI Series", "Bangladesh", "New Zealand", 64 * time.Hour},
	{"Premier League", "Manchester City", "Liverpool", 30*time.Hour + 30*time.Minute},
	{"Bangladesh Football League", "Bashundhara Kings", "Abahani Limited Dhaka", 48 * time.Hour},
	{"LaLiga", "Real Madrid", "Barcelona", 58 * time.Hour},
	{"UEFA Champions League", "Bayern München", "Paris Saint-Germain", 130 * time.Hour},
}

// hotMatches lists the sportsbook's featured matches with money-line odds.
func hotMatches(r *rng, c *catalog) wire.HotMatches {
	book := c.games[c.byKey["SPB/SPORTS/Sportsbook"]]
	leagues := map[string]string{}
	out := wire.HotMatches{GameName: book.Name(), GameClassifyNew: book.GameClassifyNew}
	for _, m := range matches {
		if leagues[m.league] == "" {
			leagues[m.league] = strconv.Itoa(10000 + r.intn(90000))
		}
		home := money(1.35 + r.float()*1.9)
		out.MatchList = append(out.MatchList, wire.HotMatch{
			League:           m.league,
			HomeTeam:         m.home,
			AwayTeam:         m.away,
			HomeTeamImageURL: "/media/teams/" + slug(m.home) + ".svg",
			AwayTeamImageURL: "/media/teams/" + slug(m.away) + ".svg",
			MatchTime:        today.Add(m.in).Format(time.RFC3339),
			// The book's margin: the away price follows from the home one.
			MoneyLine: wire.MoneyLine{HomeTeamOdds: home, AwayTeamOdds: money(1 / (1.05 - 1/home))},
			Vendor:    book.Vassalage,
			GameID:    book.GameID,
			NodeID:    book.NodeID,
			MatchID:   strconv.Itoa(40000000 + r.intn(10000000)),
			LeagueID:  leagues[m.league],
		})
	}
	return out
}

// slug makes a file name of a team name: "Bayern München" -> "bayern-munchen".
func slug(s string) string {
	s = strings.NewReplacer("ü", "u", "ö", "o", "é", "e").Replace(strings.ToLower(s))
	var b strings.Builder
	dash := false
	for _, c := range s {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			b.WriteRune(c)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
