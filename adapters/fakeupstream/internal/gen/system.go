package main

import "github.com/casinobff/bff/adapters/fakeupstream/internal/wire"

// status is the common status. Addresses are the documentation ranges (RFC 5737): a recorder
// redacts the caller's real address.
func status(maintenance, restricted bool) wire.Status {
	ip := "203.0.113.57" // a Dhaka broadband customer, redacted
	if restricted {
		ip = "198.51.100.23" // somewhere the merchant is not licensed
	}
	return wire.Status{
		Maintenance:       maintenance,
		RegionRestriction: restricted,
		Location:          wire.Location{IP: ip},
		Info: wire.StatusInfo{
			// The platform encrypts the chat path; the BFF passes it through untouched.
			CustomerService: wire.CustomerService{Title: "24/7 Live Chat", Path: "U2FsdGVkX1+q3m7hVbV0sJc9d1kz4QGm0y8pTn2x6Lw="},
			MobileTemplate:  map[string]string{"mem_cen": "1", "dep_func": "1"},
			Register: map[string]any{
				"countryDialingCodes":       []string{"880"},
				"defaultCountryDialingCode": "880",
				"mobileNumLength":           10,
			},
			Resources: []wire.Resource{
				{ResourceType: "Android", URL: "/media/app/casino.apk"},
				{ResourceType: "IOS", URL: "/media/app/ios.html"},
				{ResourceType: "MOBILECONFIG", URL: "/media/app/casino.mobileconfig"},
				{ResourceType: "AppDownloadIcon", URL: "/media/app/icon.svg"},
				{ResourceType: "TELEGRAM", URL: "https://example.com/telegram/casinobd_support"},
				{ResourceType: "WHATSAPP", URL: "https://example.com/whatsapp/8801700000000"},
				{ResourceType: "FACEBOOK", URL: "https://example.com/facebook/casinobd"},
			},
			WhiteLabel: map[string]any{
				"currency":        "BDT",
				"currencySymbol":  "৳",
				"defaultLanguage": "bn",
				"languages":       []string{"bn", "en"},
			},
			ImageCDNs: []string{},
		},
	}
}

// whiteLabel is the merchant's switches and social links. Social login is off, as for most
// Bengali-market merchants; Twitter, Instagram and X have no link, so their icons stay hidden.
func whiteLabel() wire.WhiteLabel {
	return wire.WhiteLabel{
		Switches: map[string]bool{
			"MANPLAYREB3":       true,
			"TRANSBETREPMEM3":   true,
			"TRANSREC3":         true,
			"SECPRIV":           true,
			"DEPRECM3":          true,
			"PERSREP":           true,
			"MAILCEN":           true,
			"CBS3":              true,
			"SHOWVIP":           true,
			"APPWINDOW":         true,
			"REGMOBVERF3":       true,
			"MOBILENUMREG3":     true,
			"USERNAMEREG3":      true,
			"MOBILENUMPASSREG3": false,
			"CHNGPASSVERIF3":    true,
			"FACEBOOKLOGIN3":    false,
			"GOOGLELOGIN3":      false,
			// The agent home's grid and footer (bff/agent): each entry shows when its switch is on.
			"TEAMOVERVIEW3": true,
			"TEAMMANAGE3":   true,
			"REDRAIN3":      true,
			"TEAMPNL3":      true,
			"TEAMBETREP3":   true,
			"GAMEREBSET3":   true,
			"AGENTREBINC3":  true,
			"AGENTDIV3":     true,
			// Promotions that switch parts of the site on: the invite entry's bonus hint and the
			// invitation (REFERRAL), the app-bonus bar (APP_DOWNLOAD).
			"REFERRAL":     true,
			"APP_DOWNLOAD": true,
		},
		Social: map[string]wire.SocialLink{
			"FACEBOOK": {URL: "https://example.com/facebook/casinobd"},
			"TELEGRAM": {URL: "https://example.com/telegram/casinobd_official"},
			"WHATSAPP": {URL: "https://example.com/whatsapp/8801700000000"},
			"YOUTUBE":  {URL: "https://example.com/youtube/casinobd"},
		},
	}
}
