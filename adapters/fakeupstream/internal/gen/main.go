// Command gen writes the fake upstream's fixtures, testdata/upstream/*.json: a Bengali-market
// casino back office's answers as a recorder would have captured them. It is deterministic (a
// fixed seed, its own random generator, a fixed "today"), so running it again gives identical
// files and a test can check the committed fixtures against it.
//
//	go run ./adapters/fakeupstream/internal/gen -out testdata/upstream
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// today is the day the fixtures were "recorded": winners are from the days before it, hot
// matches from the days after. Dhaka time, as the back office reports it.
var (
	dhaka = time.FixedZone("BDT", 6*60*60)
	today = time.Date(2026, time.November, 20, 16, 0, 0, 0, dhaka)
)

const seed = 20261120

func main() {
	out := flag.String("out", "testdata/upstream", "folder to write the fixtures to")
	flag.Parse()
	if err := generate(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// generate writes every fixture into dir, which must exist.
func generate(dir string) error {
	files, err := fixtures()
	if err != nil {
		return err
	}
	for name, value := range files {
		body, err := encode(value)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), body, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// fixtures builds every file's value, keyed by file name.
func fixtures() (map[string]any, error) {
	r := newRNG(seed)
	cat, err := buildCatalog(r)
	if err != nil {
		return nil, err
	}
	files := map[string]any{
		wire.FileGames:        wire.GamePage{Games: cat.games, PageNum: 1, TotalPages: 1},
		wire.FileHotGames:     cat.hot,
		wire.FileVendors:      cat.vendorInfo,
		wire.FileWinners:      winners(r, cat),
		wire.FileHotMatches:   hotMatches(r, cat),
		wire.FileWhiteLabel:   whiteLabel(),
		wire.FileStatus:       status(false, false),
		wire.FileStatusMaint:  status(true, false),
		wire.FileStatusRegion: status(false, true),
	}
	for lang, value := range announcements() {
		files[wire.AnnouncementsFile(lang)] = value
	}
	for lang, value := range helpCentre() {
		files[wire.HelpFile(lang)] = value
	}
	for lang, value := range customerService() {
		files[wire.CustomerServiceFile(lang)] = value
	}
	for lang, value := range promotionCategories() {
		files[wire.PromotionCategoriesFile(lang)] = value
	}
	files[wire.FilePromotionSettings] = promotionSettings()
	files[wire.FileRegisterSettings] = registerSettings()
	files[wire.FileDepositChannels] = depositChannels()
	files[wire.FileDepositPromotions] = depositPromotions()
	files[wire.FilePayoutProviders] = payoutProviders()
	files[wire.FileWithdrawRules] = withdrawRules()
	lots, err := lotteries(cat)
	if err != nil {
		return nil, err
	}
	for lang, value := range lots {
		files[wire.LotteriesFile(lang)] = value
	}
	files[wire.FileLotterySettings] = lotterySettings()
	for lang, value := range lobbyNews() {
		files[wire.LobbyNewsFile(lang)] = value
	}
	for lang, value := range liveModels() {
		files[wire.LiveModelsFile(lang)] = value
	}
	for lang, value := range securityQuestions() {
		files[wire.SecurityQuestionsFile(lang)] = value
	}
	return files, nil
}

// encode writes JSON the way the recorder does: indented, HTML left alone, a final newline.
func encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// rng is splitmix64: tiny, and unlike math/rand its sequence can never change under us with a
// Go release, which would rewrite every fixture.
type rng struct{ state uint64 }

func newRNG(seed uint64) *rng { return &rng{state: seed} }

func (r *rng) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn is uniform enough in [0, n) for fixtures.
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// float is uniform in [0, 1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// pick returns one element of xs.
func pick[T any](r *rng, xs []T) T { return xs[r.intn(len(xs))] }

// money rounds to cents, as amounts are recorded.
func money(x float64) float64 { return math.Round(x*100) / 100 }
