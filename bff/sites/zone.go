package sites

import "time"

// Zone is the zone of the sites' days and times: the days records and reports are asked by,
// the times they answer, a birth date's age. The sites' players are in Bangladesh (UTC+6 all
// year since 2009). The configuration has no zone per site yet; when it does, Site carries it
// and this goes.
var Zone = func() *time.Location {
	if z, err := time.LoadLocation("Asia/Dhaka"); err == nil {
		return z
	}
	return time.FixedZone("Asia/Dhaka", 6*60*60)
}()
