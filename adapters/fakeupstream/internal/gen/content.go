package main

import "github.com/casinobff/bff/adapters/fakeupstream/internal/wire"

// text is one string in both languages of the site.
type text struct{ bn, en string }

func (t text) in(lang string) string {
	if lang == "bn" {
		return t.bn
	}
	return t.en
}

// notice is one announcement as the merchant wrote it in both languages.
type notice struct {
	id         string
	title      text
	content    text
	group      string // banners only
	picture    string // banners: url; others: the first announcement image
	link       string
	noExpiry   bool
	categories []int // promotions only
}

// Banners carry their picture in url; pictures are the same in both languages.
var banners = []notice{
	{
		id: "1001", group: "m_home", picture: "/media/banners/m_home-1.jpg", link: "/m/activityDetail?id=3001",
		title: text{"স্বাগতম বোনাস ১০০% — সর্বোচ্চ ৳১,৮৮৮", "Welcome Bonus 100% up to ৳1,888"},
	},
	{
		id: "1002", group: "m_home", picture: "/media/banners/m_home-2.jpg", link: "/m/sport-games",
		title: text{"বিপিএল ২০২৬: প্রতিটি ম্যাচে বাজি ধরুন", "BPL 2026: Bet on Every Match"},
	},
	{
		id: "1003", group: "m_home", picture: "/media/banners/m_home-3.jpg", link: "/m/gameList?gameType=RNG&vassalage=SPRIBE",
		title: text{"অ্যাভিয়েটর টুর্নামেন্ট — ৳৫,০০,০০০ পুরস্কার", "Aviator Tournament: ৳5,00,000 Prize Pool"},
	},
	{
		id: "1004", group: "m_home", picture: "/media/banners/m_home-4.jpg", link: "/m/activityDetail?id=3002",
		title: text{"প্রতিদিন স্লট রিবেট ১.২% পর্যন্ত", "Daily Slot Rebate up to 1.2%"},
	},
	{
		id: "1101", group: "m_hotgames", picture: "/media/banners/m_hotgames-1.jpg", link: "/m/gameList?gameType=RNG&vassalage=JL",
		title: text{"জিলি সুপার এস — জ্যাকপট সপ্তাহ", "JILI Super Ace: Jackpot Week"},
	},
	{
		id: "1102", group: "m_hotgames", picture: "/media/banners/m_hotgames-2.jpg", link: "/m/gameList?gameType=RNG&vassalage=PG",
		title: text{"পিজি সফট মাহজং ওয়েজ ২ — নতুন ফ্রি স্পিন", "PG Soft Mahjong Ways 2: New Free Spins"},
	},
	{
		id: "1201", group: "m_leftmenu", picture: "/media/banners/m_leftmenu-1.jpg", link: "/m/app",
		title: text{"অ্যাপ ডাউনলোড করুন — অতিরিক্ত ৳৮৮ বোনাস", "Get the App: Extra ৳88 Bonus"},
	},
	{
		id: "1202", group: "m_leftmenu", picture: "/media/banners/m_leftmenu-2.jpg", link: "/m/activity",
		title: text{"ভিআইপি ক্লাব: সাপ্তাহিক ক্যাশব্যাক", "VIP Club: Weekly Cashback"},
	},
}

var playerNotices = []notice{
	{
		id: "2001", noExpiry: true,
		title: text{"আপনার অ্যাকাউন্ট নিরাপদ রাখুন", "Keep your account safe"},
		content: text{
			"<p>আমাদের কোনো কর্মী কখনো আপনার পাসওয়ার্ড, ওটিপি বা বিকাশ পিন চাইবে না। কেউ কাস্টমার সার্ভিস পরিচয় দিলেও এগুলো কারো সাথে শেয়ার করবেন না।</p>",
			"<p>Our staff will never ask for your password, OTP or bKash PIN. Never share them with anyone, even someone who says they are customer service.</p>",
		},
	},
	{
		id: "2002", noExpiry: true,
		title: text{"বিকাশ ও নগদে ৩ মিনিটে ডিপোজিট", "bKash and Nagad deposits in 3 minutes"},
		content: text{
			"<p>বিকাশ ও নগদের মাধ্যমে করা ডিপোজিট এখন ৩ মিনিটের মধ্যে আপনার ওয়ালেটে জমা হয়। দেরি হলে ট্রানজ্যাকশন আইডি সহ লাইভ চ্যাটে যোগাযোগ করুন।</p>",
			"<p>Deposits made with bKash and Nagad are now credited to your wallet within 3 minutes. If one takes longer, contact live chat with your transaction ID.</p>",
		},
	},
	{
		id:    "2003",
		title: text{"নির্ধারিত রক্ষণাবেক্ষণ: এভোলিউশন লাইভ", "Scheduled maintenance: Evolution live games"},
		content: text{
			"<p>নির্ধারিত রক্ষণাবেক্ষণের জন্য ২৫ নভেম্বর ২০২৬ রাত ২টা থেকে ৪টা (GMT+6) পর্যন্ত এভোলিউশন লাইভ গেম বন্ধ থাকবে। অন্যান্য গেম স্বাভাবিকভাবে চলবে।</p>",
			"<p>Evolution live games will be unavailable on 25 November 2026 from 02:00 to 04:00 (GMT+6) for scheduled maintenance. Other games are not affected.</p>",
		},
	},
	{
		id: "2004", noExpiry: true,
		title: text{"নতুন অ্যান্ড্রয়েড অ্যাপ ৩.২", "New Android app 3.2"},
		content: text{
			"<p>আমাদের অ্যান্ড্রয়েড অ্যাপের ৩.২ সংস্করণে দ্রুত লগইন হয় এবং কম ডেটা খরচ হয়। মেনু থেকে ডাউনলোড করুন।</p>",
			"<p>Version 3.2 of our Android app logs you in faster and uses less data. Download it from the menu.</p>",
		},
	},
	{
		id: "2005", noExpiry: true,
		title: text{"দায়িত্বের সাথে খেলুন", "Play responsibly"},
		content: text{
			"<p>সিকিউরিটি সেন্টার থেকে দৈনিক ডিপোজিট সীমা ঠিক করুন এবং নিয়মিত বিরতি নিন। শুধুমাত্র ১৮ বছর বা তার বেশি বয়সীদের জন্য।</p>",
			"<p>Set a daily deposit limit in the Security Centre and take regular breaks. For players aged 18 and over only.</p>",
		},
	},
}

var popups = []notice{
	{
		id: "2501", picture: "/media/banners/popup-welcome.jpg", link: "/m/voucherCenter",
		title: text{"স্বাগতম! প্রথম ডিপোজিটে দ্বিগুণ", "Welcome! Your first deposit, doubled"},
		content: text{
			"<p>আজই ডিপোজিট করুন এবং ৳১,৮৮৮ পর্যন্ত ১০০% বোনাস নিন। টার্নওভার ১৫ গুণ। শর্ত প্রযোজ্য।</p>",
			"<p>Deposit today and get a 100% bonus up to ৳1,888. 15x turnover. Terms apply.</p>",
		},
	},
}

var promotions = []notice{
	{
		id: "3001", picture: "/media/banners/promo-3001.jpg", categories: []int{1},
		title: text{"প্রথম ডিপোজিটে ১০০% বোনাস", "100% First Deposit Bonus"},
		content: text{
			"<p>নতুন সদস্যরা প্রথম ডিপোজিটে ৳১,৮৮৮ পর্যন্ত ১০০% বোনাস পাবেন। সর্বনিম্ন ডিপোজিট ৳৩০০, টার্নওভার ১৫ গুণ।</p>",
			"<p>New members get a 100% bonus up to ৳1,888 on their first deposit. Minimum deposit ৳300, 15x turnover.</p>",
		},
	},
	{
		id: "3002", picture: "/media/banners/promo-3002.jpg", categories: []int{2}, noExpiry: true,
		title: text{"প্রতিদিন ১.২% পর্যন্ত স্লট রিবেট", "Daily Slot Rebate up to 1.2%"},
		content: text{
			"<p>প্রতিদিনের স্লট বাজির উপর ১.২% পর্যন্ত রিবেট, প্রতিদিন দুপুর ১২টায় আপনার ওয়ালেটে জমা হয়।</p>",
			"<p>Up to 1.2% back on every day's slot bets, paid into your wallet at 12:00 noon each day.</p>",
		},
	},
	{
		id: "3003", picture: "/media/banners/promo-3003.jpg", categories: []int{3}, noExpiry: true,
		title: text{"বন্ধুকে আমন্ত্রণ জানান: প্রত্যেকে ৳২০০", "Refer a Friend: ৳200 Each"},
		content: text{
			"<p>আপনার আমন্ত্রণ লিংক দিয়ে বন্ধু নিবন্ধন করে ৳৫০০ ডিপোজিট করলে আপনি ও আপনার বন্ধু দুজনেই ৳২০০ পাবেন।</p>",
			"<p>When a friend signs up with your invitation link and deposits ৳500, you both get ৳200.</p>",
		},
	},
	{
		id: "3004", picture: "/media/banners/promo-3004.jpg", categories: []int{1},
		title: text{"উইকেন্ড রিলোড বোনাস ২৫%", "Weekend Reload Bonus 25%"},
		content: text{
			"<p>প্রতি শুক্রবার ও শনিবার ডিপোজিটে ২৫% বোনাস, সর্বোচ্চ ৳২,৫০০।</p>",
			"<p>A 25% bonus on deposits every Friday and Saturday, up to ৳2,500.</p>",
		},
	},
	{
		id: "3005", picture: "/media/banners/promo-3005.jpg", categories: []int{4},
		title: text{"বিপিএল ক্রিকেট ক্যাশব্যাক ৫%", "BPL Cricket Cashback 5%"},
		content: text{
			"<p>বাংলাদেশ প্রিমিয়ার লিগের প্রতিটি ম্যাচে হারানো স্পোর্টস বাজির ৫% ফেরত, প্রতি সোমবার জমা হয়।</p>",
			"<p>5% back on lost sports bets on every Bangladesh Premier League match, paid every Monday.</p>",
		},
	},
}

var hotNotices = []notice{
	{
		id: "4001", picture: "/media/banners/hot-4001.jpg", link: "/m/gameList?gameType=RNG&vassalage=SPRIBE",
		title: text{"অ্যাভিয়েটর টুর্নামেন্ট চলছে", "Aviator Tournament is on"},
		content: text{
			"<p>২০ থেকে ৩০ নভেম্বর সর্বোচ্চ মাল্টিপ্লায়ারের জন্য ৳৫,০০,০০০ পুরস্কার।</p>",
			"<p>৳5,00,000 in prizes for the highest multipliers from 20 to 30 November.</p>",
		},
	},
}

// announcements builds the content backend's answer in each language.
func announcements() map[string]wire.Announcements {
	out := map[string]wire.Announcements{}
	for _, lang := range []string{"bn", "en"} {
		out[lang] = wire.Announcements{
			Banners:   render(lang, banners, true),
			Player:    render(lang, playerNotices, false),
			Popup:     render(lang, popups, false),
			Promotion: render(lang, promotions, false),
			Hot:       render(lang, hotNotices, false),
		}
	}
	return out
}

func render(lang string, ns []notice, banner bool) []wire.Announcement {
	out := make([]wire.Announcement, 0, len(ns))
	for _, n := range ns {
		a := wire.Announcement{
			ID:                           n.id,
			Title:                        n.title.in(lang),
			Content:                      n.content.in(lang),
			GroupName:                    n.group,
			Link:                         n.link,
			StartDate:                    "2026-11-01 00:00:00",
			EndDate:                      "2026-12-31 23:59:59",
			AnnouncementImages:           []wire.AnnouncementImage{},
			PromoAnnouncementCategoryIDs: n.categories,
		}
		if a.PromoAnnouncementCategoryIDs == nil {
			a.PromoAnnouncementCategoryIDs = []int{}
		}
		if n.noExpiry {
			a.NoExpiry, a.EndDate = 1, ""
		}
		switch {
		case banner:
			a.URL = n.picture
		case n.picture != "":
			a.AnnouncementImages = append(a.AnnouncementImages, wire.AnnouncementImage{Sequence: 1, URL: n.picture})
		}
		out = append(out, a)
	}
	return out
}
