package content

import (
	"testing"
	"time"
	_ "time/tzdata" // the same zone data on every machine
)

// TestZonePeriods checks the listed offsets against Go's own zone data hour by hour, for zones
// with no change, with summer time, and with offsets of a part of an hour.
func TestZonePeriods(t *testing.T) {
	now := time.Date(2026, 11, 22, 15, 4, 5, 0, time.UTC)
	today := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		zone    string
		periods int
	}{
		{"Asia/Dhaka", 1},
		{"Asia/Kathmandu", 1},
		{"UTC", 1},
		{"Europe/London", 5},       // winter, summer 2026, winter, summer 2027, winter
		{"Australia/Lord_Howe", 5}, // summer time of half an hour, the southern way round
		{"America/Sao_Paulo", 1},   // summer time abolished in 2019
	} {
		t.Run(tt.zone, func(t *testing.T) {
			loc, err := time.LoadLocation(tt.zone)
			if err != nil {
				t.Fatal(err)
			}
			got := zonePeriodsOf(loc, now)
			if len(got) != tt.periods {
				t.Fatalf("%d periods, want %d: %+v", len(got), tt.periods, got)
			}
			if from, until := got[0].From, got[len(got)-1].Until; !from.Equal(today.AddDate(-1, 0, 0)) || !until.Equal(today.AddDate(1, 0, 1)) {
				t.Fatalf("periods cover %s to %s", from, until)
			}
			for i, p := range got {
				if !p.From.Before(p.Until) || (i > 0 && !p.From.Equal(got[i-1].Until)) || (i > 0 && p.Minutes == got[i-1].Minutes) {
					t.Fatalf("period %d %+v after %+v", i, p, got[max(i-1, 0)])
				}
				if p.From.Location() != time.UTC || p.Until.Location() != time.UTC {
					t.Fatalf("period %d is not in UTC: %+v", i, p)
				}
				for at := p.From; at.Before(p.Until); at = at.Add(time.Hour) {
					if _, offset := at.In(loc).Zone(); offset != p.Minutes*60 {
						t.Fatalf("%s: offset %ds, period says %d minutes", at, offset, p.Minutes)
					}
				}
				if _, offset := p.Until.Add(-time.Second).In(loc).Zone(); offset != p.Minutes*60 {
					t.Fatalf("%s: the last second of period %d has offset %ds", p.Until, i, offset)
				}
			}
		})
	}
}
