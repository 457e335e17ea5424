package fakeupstream

import (
	"net/http"
	"strings"
	"testing"
	"unicode"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// bengaliWords says whether s has Bengali letters; the taka sign (৳), of the Bengali block too, is
// written in English as well.
func bengaliWords(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Bengali, r) && unicode.IsLetter(r) }) >= 0
}

// The back office answers its merchant's words in the language asked: the customer-service
// contacts, the VIP ranks, the deposit bonuses and the banner pictures, each in Bengali and
// English, never the configuration's other languages.
func TestMerchantWordsInTheLanguageAsked(t *testing.T) {
	c := newFake(t, Options{})
	demo := c.loginAs("demo01", "Demo1234")
	lang := func(l string) []string { return []string{"Language", l} }

	t.Run("contacts", func(t *testing.T) {
		c := c.with(t)
		var bn, en []wire.ServiceContact
		c.get("/wps/relay/WPSCORE_getCustomerServiceScript", "", &bn, lang("bn")...)
		c.get("/wps/relay/WPSCORE_getCustomerServiceScript", "", &en, lang("en")...)
		if len(bn) != 6 || len(en) != 6 {
			t.Fatalf("%d bn and %d en contacts", len(bn), len(en))
		}
		if !hasBengali(bn[0].Name) || en[0].Name != "Live chat 24/7" || bn[1].URL != en[1].URL {
			t.Errorf("bn %q, en %q", bn[0].Name, en[0].Name)
		}
	})

	t.Run("VIP ranks", func(t *testing.T) {
		c := c.with(t)
		var bn, en struct{ Ranks []wire.VIPRank }
		c.get("/wps/relay/MCSFE_getPlayerRankProgress", demo, &bn, lang("bn")...)
		c.get("/wps/relay/MCSFE_getPlayerRankProgress", demo, &en, lang("en")...)
		if len(bn.Ranks) != 6 || len(en.Ranks) != 6 {
			t.Fatalf("%d bn and %d en ranks", len(bn.Ranks), len(en.Ranks))
		}
		if bn.Ranks[1].RankName != "ব্রোঞ্জ" || en.Ranks[1].RankName != "Bronze" || bn.Ranks[1].RankNames != nil {
			t.Errorf("rank 1: bn %+v, en %+v", bn.Ranks[1], en.Ranks[1])
		}
	})

	t.Run("deposit bonuses", func(t *testing.T) {
		c := c.with(t)
		var bn, en, other []wire.DepositPromotion
		c.get("/wps/promotions/deposit", demo, &bn, lang("bn")...)
		c.get("/wps/promotions/deposit", demo, &en, lang("en")...)
		c.get("/wps/promotions/deposit", demo, &other, lang("fr")...)
		if len(bn) == 0 || len(bn) != len(en) {
			t.Fatalf("%d bn and %d en bonuses", len(bn), len(en))
		}
		for i := range bn {
			if !bengaliWords(bn[i].Title) || bengaliWords(en[i].Title) || bn[i].Titles != nil || other[i].Title != en[i].Title {
				t.Errorf("bonus %s: bn %q, en %q, fr %q", bn[i].PromotionID, bn[i].Title, en[i].Title, other[i].Title)
			}
		}
	})

	t.Run("banners", func(t *testing.T) {
		c := c.with(t)
		var bn, en wire.Announcements
		c.get(announcementsCall+"&types=B&groupName=m_home&language=bn", "", &bn)
		c.get(announcementsCall+"&types=B&groupName=m_home&language=en", "", &en)
		if len(bn.Banners) == 0 || len(bn.Banners) != len(en.Banners) {
			t.Fatalf("%d bn and %d en banners", len(bn.Banners), len(en.Banners))
		}
		for i := range bn.Banners {
			b, e := bn.Banners[i], en.Banners[i]
			if !strings.HasSuffix(b.URL, ".bn.svg") || !strings.HasSuffix(e.URL, ".en.svg") {
				t.Fatalf("banner %s: %s and %s", b.ID, b.URL, e.URL)
			}
			for _, p := range []struct {
				url, title string
				bengali    bool
			}{{b.URL, b.Title, true}, {e.URL, e.Title, false}} {
				resp := c.do(http.MethodGet, p.url, "", nil)
				if resp.status != http.StatusOK || resp.header.Get("Content-Type") != svgType {
					t.Fatalf("%s: %d %s", p.url, resp.status, resp.header.Get("Content-Type"))
				}
				if err := wellFormed(resp.body); err != nil {
					t.Errorf("%s: %v", p.url, err)
				}
				if body := string(resp.body); bengaliWords(body) != p.bengali || !strings.Contains(body, strings.Fields(p.title)[0]) {
					t.Errorf("%s does not carry its title %q in its language", p.url, p.title)
				}
			}
		}
	})
}
