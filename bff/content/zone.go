package content

import "time"

// ZonePeriod is a stretch of time over which the site's zone keeps one offset from UTC: from
// From up to, not including, Until.
type ZonePeriod struct {
	From    time.Time `json:"from"`
	Until   time.Time `json:"until"`
	Minutes int       `json:"minutes"` // east of UTC
}

// zoneReach is how far the zone's offsets are listed on either side of today: every date the
// site shows (records, messages, a limit's next change) lies within it. A date beyond it is
// written by the browser's own zone data, which costs a page its first date format.
const zoneReach = 1 // year

// zonePeriodsOf lists the offsets of loc from a year before today (UTC) to a year after it, so
// that the site writes its dates in its zone without loading the browser's zone data first.
// The answer changes once a day at most.
func zonePeriodsOf(loc *time.Location, now time.Time) []ZonePeriod {
	today := now.UTC().Truncate(24 * time.Hour)
	from, until := today.AddDate(-zoneReach, 0, 0), today.AddDate(zoneReach, 0, 1)
	var out []ZonePeriod
	for t := from; t.Before(until); {
		local := t.In(loc)
		_, offset := local.Zone()
		_, end := local.ZoneBounds()
		if end.IsZero() || end.After(until) { // the zone changes no more
			end = until
		}
		minutes := offset / 60
		if n := len(out); n > 0 && out[n-1].Minutes == minutes { // a new name, the same offset
			out[n-1].Until = end.UTC()
		} else {
			out = append(out, ZonePeriod{From: t, Until: end.UTC(), Minutes: minutes})
		}
		t = end.UTC()
	}
	return out
}
