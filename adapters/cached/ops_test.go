package cached

import (
	"context"
	"testing"

	"github.com/casinobff/bff/adapters"
)

// fakeContent is a content backend counting its calls; its answers do not matter here.
type fakeContent struct{ fakeCatalog }

func (f *fakeContent) Announcements(ctx context.Context, s adapters.Scope, _ adapters.AnnouncementQuery) (adapters.AnnouncementLists, error) {
	_, err := f.call(ctx, s)
	return adapters.AnnouncementLists{}, err
}

func (f *fakeContent) SystemStatus(ctx context.Context, s adapters.Scope) (adapters.SystemStatus, error) {
	_, err := f.call(ctx, s)
	return adapters.SystemStatus{}, err
}

func (f *fakeContent) WhiteLabel(ctx context.Context, s adapters.Scope) (adapters.WhiteLabel, error) {
	_, err := f.call(ctx, s)
	return adapters.WhiteLabel{}, err
}

func (f *fakeContent) HelpCentre(ctx context.Context, s adapters.Scope) (adapters.HelpTopics, error) {
	_, err := f.call(ctx, s)
	return adapters.HelpTopics{}, err
}

func (f *fakeContent) CustomerService(ctx context.Context, s adapters.Scope) (adapters.ServiceContacts, error) {
	_, err := f.call(ctx, s)
	return adapters.ServiceContacts{}, err
}

func TestEveryOperationIsCached(t *testing.T) {
	player := adapters.Scope{Language: "en", Token: "secret"}
	gamesUp, contentUp := &fakeCatalog{}, &fakeContent{}
	o := Options{Site: "s1", TTL: ttl, StaleMaxAge: maxAge}
	games, content := NewGames(gamesUp, o), NewContent(contentUp, o)
	tests := []struct {
		name string
		up   *fakeCatalog
		call func(ctx context.Context) error
	}{
		{"ListGames", gamesUp, func(ctx context.Context) error { _, err := games.ListGames(ctx, player, page); return err }},
		{"HotGames", gamesUp, func(ctx context.Context) error { _, err := games.HotGames(ctx, player, ""); return err }},
		{"VendorInfo", gamesUp, func(ctx context.Context) error { _, err := games.VendorInfo(ctx, player); return err }},
		{"Winners", gamesUp, func(ctx context.Context) error { _, err := games.Winners(ctx, player, 50); return err }},
		{"HotMatches", gamesUp, func(ctx context.Context) error { _, err := games.HotMatches(ctx, player); return err }},
		{"Announcements", &contentUp.fakeCatalog, func(ctx context.Context) error {
			_, err := content.Announcements(ctx, player, adapters.AnnouncementQuery{Types: []string{"B"}, Group: "m_home"})
			return err
		}},
		{"SystemStatus", &contentUp.fakeCatalog, func(ctx context.Context) error { _, err := content.SystemStatus(ctx, player); return err }},
		{"WhiteLabel", &contentUp.fakeCatalog, func(ctx context.Context) error { _, err := content.WhiteLabel(ctx, player); return err }},
		{"HelpCentre", &contentUp.fakeCatalog, func(ctx context.Context) error { _, err := content.HelpCentre(ctx, player); return err }},
		{"CustomerService", &contentUp.fakeCatalog, func(ctx context.Context) error { _, err := content.CustomerService(ctx, player); return err }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.up.calls.Load()
			for range 3 {
				if err := tt.call(t.Context()); err != nil {
					t.Fatal(err)
				}
			}
			if got := tt.up.calls.Load() - before; got != 1 {
				t.Errorf("upstream calls = %d, want 1", got)
			}
			tt.up.mu.Lock()
			defer tt.up.mu.Unlock()
			if s := tt.up.scopes[len(tt.up.scopes)-1]; s != (adapters.Scope{Language: "en"}) {
				t.Errorf("upstream scope = %+v, want the language without the token", s)
			}
		})
	}
}
