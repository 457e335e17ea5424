package upstream

import (
	"net/http"
	"net/url"
	"reflect"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
)

func TestAnnouncements(t *testing.T) {
	f := newFake(t, routes(map[string]http.HandlerFunc{pathAnnouncements: value(`{
		"banners":[{"id":11,"title":"Welcome","groupName":"m_home","url":"/media/b1.jpg","link":"/m/promotions",
			"startDate":"2026-11-01 00:00:00","endDate":"2026-12-01 00:00:00","noExpiry":0}],
		"player":[{"id":"n1","title":"Notice","content":"<p>hi</p>","read":true,"noExpiry":1,"startDate":"soon"}],
		"popup":[],
		"promotion":[{"id":3,"title":"Bonus","announcementImages":[{"sequence":2,"url":"/media/p2.jpg"},{"sequence":1,"url":"/media/p1.jpg"}],
			"promoAnnouncementCategoryIds":[5,"slots"]}]}`)}))
	c := newTestClient(t, f, nil)
	got, err := NewContent(c.Client).Announcements(t.Context(), visitor, adapters.AnnouncementQuery{Types: []string{"B", "PL", "PU"}, Group: "m_home"})
	if err != nil {
		t.Fatal(err)
	}
	none := []adapters.AnnouncementImage{}
	want := adapters.AnnouncementLists{
		Banners: []adapters.Announcement{{
			ID: "11", Title: "Welcome", Group: "m_home", ImageURL: "/media/b1.jpg", Link: "/m/promotions",
			Start: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), End: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC),
			Images: none, Category: []string{},
		}},
		Notices: []adapters.Announcement{{ID: "n1", Title: "Notice", Content: "<p>hi</p>", Read: true, NoExpiry: true, Images: none, Category: []string{}}},
		Popups:  []adapters.Announcement{},
		Promotions: []adapters.Announcement{{
			ID: "3", Title: "Bonus", Category: []string{"5", "slots"},
			Images: []adapters.AnnouncementImage{{Sequence: 1, URL: "/media/p1.jpg"}, {Sequence: 2, URL: "/media/p2.jpg"}},
		}},
		Hot:   []adapters.Announcement{},
		Agent: []adapters.Announcement{},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	wantQuery := url.Values{"types": {"B,PL,PU"}, "groupName": {"m_home"}, "platform": {"M"}, "merchantCode": {"M1"}, "language": {"en"}}
	if q := f.lastRequest().URL.Query(); !reflect.DeepEqual(q, wantQuery) {
		t.Errorf("query = %v, want %v", q, wantQuery)
	}
}

func TestSystemStatus(t *testing.T) {
	f := newFake(t, routes(map[string]http.HandlerFunc{pathSystemStatus: value(`{"maintenance":true,"regionRestriction":false,
		"location":{"ip":"203.0.113.9","country":"BD"},
		"info":{"mobileTemplate":{"mem_cen":"1","dep_func":2,"flag":true,"odd":{"x":1}},
			"resources":[{"resourceType":"TELEGRAM","url":"https://t.me/x"}]}}`)}))
	got, err := NewContent(newTestClient(t, f, nil).Client).SystemStatus(t.Context(), visitor)
	if err != nil {
		t.Fatal(err)
	}
	want := adapters.SystemStatus{
		Maintenance: true, IP: "203.0.113.9",
		MobileTemplate: map[string]string{"mem_cen": "1", "dep_func": "2", "flag": "true", "odd": ""},
		Resources:      []adapters.Resource{{Type: "TELEGRAM", URL: "https://t.me/x"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
}

func TestSystemStatusWrongTypes(t *testing.T) {
	f := newFake(t, value(`{"maintenance":"no"}`))
	if _, err := NewContent(newTestClient(t, f, nil).Client).SystemStatus(t.Context(), visitor); kind(err) != "unavailable" {
		t.Errorf("got %s (%v), want unavailable", kind(err), err)
	}
}

func TestWhiteLabel(t *testing.T) {
	f := newFake(t, routes(map[string]http.HandlerFunc{pathWhiteLabel: value(`{"switches":{"MANPLAYREB3":true,"CBS3":false},
		"social":{"FACEBOOK":{"url":"https://facebook.com/x"},"X":{"url":"https://x.com/y"}}}`)}))
	got, err := NewContent(newTestClient(t, f, nil).Client).WhiteLabel(t.Context(), visitor)
	if err != nil {
		t.Fatal(err)
	}
	want := adapters.WhiteLabel{
		Switches: map[string]bool{"MANPLAYREB3": true, "CBS3": false},
		Social:   map[string]string{"FACEBOOK": "https://facebook.com/x", "X": "https://x.com/y"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
}
