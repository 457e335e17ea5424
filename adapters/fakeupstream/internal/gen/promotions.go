package main

import "github.com/casinobff/bff/adapters/fakeupstream/internal/wire"

// The reward side of the back office: the promotions' categories, the promotions beyond the five
// of content.go (one or more in every category, some long term, one not started, one over, some
// joined by an application), and the merchant's configuration of each promotion, the rebates,
// the VIP ranks, referrals and the red-envelope rain.

// promotionCategory is one tab in both languages. IDs are what announcements name; the tabs
// follow sequence, the spec's order.
type promotionCategory struct {
	id       int
	code     string
	name     text
	sequence int
}

var promotionTabs = []promotionCategory{
	{1, "DEPOSIT", text{"ডিপোজিট", "Deposit"}, 10},
	{2, "REBATE", text{"রিবেট", "Rebate"}, 7},
	{3, "NEWBIE", text{"নতুন সদস্য", "Newbie"}, 12},
	{4, "SPORTS", text{"খেলাধুলা", "Sports"}, 1},
	{5, "LIVE", text{"লাইভ ক্যাসিনো", "Live casino"}, 2},
	{6, "SLOTS", text{"স্লট", "Slots"}, 3},
	{7, "CARD", text{"কার্ড গেম", "Card games"}, 4},
	{8, "FISH", text{"ফিশিং", "Fishing"}, 5},
	{9, "LOTTO", text{"লটারি", "Lottery"}, 6},
	{10, "POINTS", text{"পয়েন্ট মল", "Points mall"}, 8},
	{11, "RANKING", text{"র\u200d্যাঙ্কিং", "Ranking"}, 9},
	{12, "APP", text{"অ্যাপ ডাউনলোড", "App download"}, 11},
}

// promotionCategories is PROMOFE_getPromotionAnnouncementCategory's answer in each language, in
// the back office's order (by id), not the tabs'.
func promotionCategories() map[string][]wire.PromotionCategory {
	out := map[string][]wire.PromotionCategory{}
	for _, lang := range []string{"bn", "en"} {
		list := make([]wire.PromotionCategory, 0, len(promotionTabs))
		for _, c := range promotionTabs {
			list = append(list, wire.PromotionCategory{ID: c.id, Code: c.code, Name: c.name.in(lang), Sequence: c.sequence})
		}
		out[lang] = list
	}
	return out
}

// dated is a promotion with dates of its own: the five of content.go run through November and
// December, as the other announcements do.
type dated struct {
	notice
	start, end string // wall-clock times; end empty with noExpiry
}

// morePromotions fill every category and every state a promotion's dates give.
var morePromotions = []dated{
	{notice: notice{
		id: "3006", picture: "/media/banners/promo-3006", categories: []int{5},
		images: []wire.AnnouncementImage{{Sequence: 2, URL: "/media/banners/promo-3006-2"}},
		title:  text{"লাইভ ক্যাসিনো সাপ্তাহিক ক্যাশব্যাক ৩%", "Live Casino Weekly Cashback 3%"},
		content: text{
			"<p>ইভোলিউশন, সেক্সি ও প্র্যাগম্যাটিক লাইভ টেবিলে সপ্তাহের নিট হারের <strong>৩%</strong> ফেরত, সর্বোচ্চ ৳৫,০০০।</p><ul><li>প্রতি সোমবার পুরস্কার কেন্দ্রে জমা হয়</li><li>৭ দিনের মধ্যে দাবি করুন</li><li>টার্নওভার ১ গুণ</li></ul>",
			"<p><strong>3%</strong> of the week's net losses on Evolution, Sexy and Pragmatic live tables back, up to ৳5,000.</p><ul><li>Credited to the reward centre every Monday</li><li>Claim it within 7 days</li><li>1x turnover</li></ul>",
		},
	}, start: "2026-11-01 00:00:00", end: "2026-12-31 23:59:59"},
	{notice: notice{
		id: "3007", picture: "/media/banners/promo-3007", categories: []int{6}, noExpiry: true,
		title: text{"স্লট সানডে: ৫০টি ফ্রি স্পিন", "Slots Sunday: 50 Free Spins"},
		content: text{
			"<p>প্রতি রবিবার যোগ দিন এবং জিলি ও পিজি সফটের নির্বাচিত স্লটে <strong>৫০টি ফ্রি স্পিন</strong> পান। সেদিন ন্যূনতম ৳১,০০০ বাজি ধরতে হবে।</p>",
			"<p>Join every Sunday and get <strong>50 free spins</strong> on selected JILI and PG Soft slots. Bet at least ৳1,000 that day.</p>",
		},
	}, start: "2026-10-01 00:00:00"},
	{notice: notice{
		id: "3008", picture: "/media/banners/promo-3008", categories: []int{7, 11},
		title: text{"তিন পাত্তি টুর্নামেন্ট: ৳১,০০,০০০ পুরস্কার", "Teen Patti Tournament: ৳1,00,000 Prize Pool"},
		content: text{
			"<p>সপ্তাহের সবচেয়ে বড় জয়ের স্ক্রিনশট দিয়ে আবেদন করুন। শীর্ষ ২০ জন খেলোয়াড় পুরস্কার ভাগ করে নেবেন।</p><ol><li>কার্ড গেমে খেলুন</li><li>জয়ের স্ক্রিনশট নিন</li><li>আবেদন করুন — আমরা ২৪ ঘণ্টায় যাচাই করি</li></ol>",
			"<p>Apply with a screenshot of your biggest win of the week. The top 20 players share the prize pool.</p><ol><li>Play card games</li><li>Take a screenshot of the win</li><li>Apply: we review it within 24 hours</li></ol>",
		},
	}, start: "2026-11-01 00:00:00", end: "2026-12-31 23:59:59"},
	{notice: notice{
		id: "3009", picture: "/media/banners/promo-3009", categories: []int{8, 10},
		title: text{"ফিশিং ফ্রেঞ্জি: দ্বিগুণ পয়েন্ট", "Fishing Frenzy: Double Points"},
		content: text{
			"<p>ফিশিং গেমে বড় মাছ ধরার স্ক্রিনশট দিয়ে আবেদন করুন এবং সপ্তাহের পয়েন্ট <strong>দ্বিগুণ</strong> পান।</p>",
			"<p>Apply with a screenshot of a big catch in a fishing game and get <strong>double</strong> points for the week.</p>",
		},
	}, start: "2026-11-01 00:00:00", end: "2026-12-31 23:59:59"},
	{notice: notice{
		id: "3010", picture: "/media/banners/promo-3010", categories: []int{9},
		title: text{"লটারি লাকি ড্র: ৳১৮৮ পর্যন্ত পুরস্কার", "Lottery Lucky Draw: Prizes up to ৳188"},
		content: text{
			"<p>লটারিতে প্রতি ৳৫০০ বাজিতে একটি টিকিট। প্রতি শনিবার রাত ৮টায় ড্র, বিজয়ীরা পুরস্কার কেন্দ্র থেকে পুরস্কার দাবি করবেন।</p>",
			"<p>One ticket for every ৳500 bet on the lottery. The draw is every Saturday at 8 pm; winners claim their prize in the reward centre.</p>",
		},
	}, start: "2026-11-01 00:00:00", end: "2026-12-31 23:59:59"},
	{notice: notice{
		id: "3011", picture: "/media/banners/promo-3011", categories: []int{10}, noExpiry: true,
		title: text{"পয়েন্ট মল: পয়েন্টে বোনাস কিনুন", "Points Mall: Spend Points on Bonuses"},
		content: text{
			"<p>প্রতিটি ৳১০০ বাজিতে ১ পয়েন্ট। পয়েন্ট দিয়ে বোনাস, ফ্রি স্পিন ও উপহার কিনুন।</p>",
			"<p>One point for every ৳100 you bet. Spend them on bonuses, free spins and gifts.</p>",
		},
	}, start: "2026-01-01 00:00:00"},
	{notice: notice{
		id: "3012", picture: "/media/banners/promo-3012", categories: []int{11},
		title: text{"মাসিক শীর্ষ বাজিকর: ৳৫০,০০০ পুরস্কার", "Monthly Top Bettors: ৳50,000 in Prizes"},
		content: text{
			"<p>যোগ দিন এবং মাসের মোট বাজিতে র\u200d্যাঙ্কিংয়ে উঠুন। শীর্ষ ১০ জন মাসের শেষে পুরস্কার পাবেন।</p>",
			"<p>Join and climb the ranking with the month's total bets. The top 10 win prizes at the end of the month.</p>",
		},
	}, start: "2026-11-01 00:00:00", end: "2026-12-31 23:59:59"},
	{notice: notice{
		id: "3013", picture: "/media/banners/promo-3013", categories: []int{12}, noExpiry: true,
		title: text{"অ্যাপ ডাউনলোড বোনাস ৳৮৮", "App Download Bonus ৳88"},
		content: text{
			`<p>আমাদের অ্যাপ থেকে প্রথমবার লগইন করলে <strong>৳৮৮</strong> বোনাস। <a href="/m/app">অ্যাপটি ডাউনলোড করুন</a>।</p>`,
			`<p>Log in from our app for the first time and get a <strong>৳88</strong> bonus. <a href="/m/app">Download the app</a>.</p>`,
		},
	}, start: "2026-01-01 00:00:00"},
	{notice: notice{
		id: "3014", picture: "/media/banners/promo-3014", categories: []int{3}, noExpiry: true,
		title: text{"নিবন্ধন বোনাস ৳৩৮", "Sign-up Bonus ৳38"},
		content: text{
			"<p>নতুন সদস্যরা নিবন্ধনের ৭ দিনের মধ্যে পুরস্কার কেন্দ্র থেকে <strong>৳৩৮</strong> দাবি করতে পারবেন।</p>",
			"<p>New members claim <strong>৳38</strong> in the reward centre within 7 days of signing up.</p>",
		},
	}, start: "2026-01-01 00:00:00"},
	{notice: notice{
		id: "3015", picture: "/media/banners/promo-3015", categories: []int{1},
		title: text{"বড়দিনের ডিপোজিট উৎসব", "Christmas Deposit Festival"},
		content: text{
			"<p>২০ ডিসেম্বর থেকে প্রতিদিনের প্রথম ডিপোজিটে ২০% বোনাস, সর্বোচ্চ ৳২,০০০।</p>",
			"<p>From 20 December, 20% on each day's first deposit, up to ৳2,000.</p>",
		},
	}, start: "2026-12-20 00:00:00", end: "2027-01-05 23:59:59"},
	{notice: notice{
		id: "3016", picture: "/media/banners/promo-3016", categories: []int{4},
		title: text{"এশিয়া কাপ ক্যাশব্যাক ১০%", "Asia Cup Cashback 10%"},
		content: text{
			"<p>এশিয়া কাপের প্রতিটি ম্যাচে হারানো বাজির ১০% ফেরত। প্রচারটি শেষ হয়েছে।</p>",
			"<p>10% back on lost bets on every Asia Cup match. This promotion has ended.</p>",
		},
	}, start: "2026-09-01 00:00:00", end: "2026-10-31 23:59:59"},
	{notice: notice{
		id: "3017", picture: "/media/banners/promo-3017", categories: []int{6},
		title: text{"বড় জয় শেয়ার করুন: ৳৫০০ বোনাস", "Share Your Big Win: ৳500 Bonus"},
		content: text{
			`<p>স্লটে ১০০ গুণ বা তার বেশি জয়ের স্ক্রিনশট দিয়ে আবেদন করুন, <strong>৳৫০০</strong> পর্যন্ত বোনাস পান।</p><p onclick="steal()" style="color:#b91c1c">প্রতি সপ্তাহে একটি আবেদন।</p><script>alert(1)</script>`,
			`<p>Apply with a screenshot of a win of 100x or more on a slot and get a bonus of up to <strong>৳500</strong>.</p><p onclick="steal()" style="color:#b91c1c">One application a week.</p><script>alert(1)</script>`,
		},
	}, start: "2026-11-01 00:00:00", end: "2026-12-31 23:59:59"},
}

// promotionList is the announcements' promotion list (type PR) in one language: content.go's
// five, then these.
func promotionList(lang string) []wire.Announcement {
	out := render(lang, promotions, false)
	for _, d := range morePromotions {
		a := render(lang, []notice{d.notice}, false)[0]
		a.StartDate, a.EndDate = d.start, d.end
		out = append(out, a)
	}
	return out
}

// promotionSettings is how the merchant runs each promotion, and the rest of its rewards.
func promotionSettings() wire.PromotionSettings {
	p := func(id, typ, mode, bonus, status string) wire.PromotionSetting {
		return wire.PromotionSetting{PromotionID: id, PromotionType: typ, ApplyMode: mode, BonusAmount: wire.MoneyOf(bonus), Status: status}
	}
	rank := func(level int, name text, deposit, bet, upgrade, monthly, rebate string, withdrawals int) wire.VIPRank {
		return wire.VIPRank{
			Level: level, RankNames: wire.Texts{"bn": name.bn, "en": name.en}, DepositRequired: wire.MoneyOf(deposit), BetRequired: wire.MoneyOf(bet),
			UpgradeBonus: wire.MoneyOf(upgrade), MonthlyBonus: wire.MoneyOf(monthly), RebateBonus: wire.MoneyOf(rebate),
			DailyWithdrawCount: withdrawals,
		}
	}
	return wire.PromotionSettings{
		Promotions: []wire.PromotionSetting{
			p("3001", wire.PromotionBonus, wire.ApplyJoin, "0.00", wire.StatusJoin),
			p("3002", wire.PromotionRebate, wire.ApplyAuto, "0.00", wire.StatusProcess),
			p("3003", wire.PromotionReferral, wire.ApplyAuto, "200.00", wire.StatusProcess),
			p("3004", wire.PromotionBonus, wire.ApplyJoin, "0.00", wire.StatusJoin),
			p("3005", wire.PromotionBonus, wire.ApplyAuto, "0.00", wire.StatusProcess),
			p("3006", wire.PromotionBonus, wire.ApplyClaim, "150.00", wire.StatusProcess),
			p("3007", wire.PromotionBonus, wire.ApplyJoin, "0.00", wire.StatusJoin),
			p("3008", wire.PromotionBonus, wire.ApplyForm, "500.00", wire.StatusJoin),
			p("3009", wire.PromotionBonus, wire.ApplyForm, "300.00", wire.StatusJoin),
			p("3010", wire.PromotionRaffle, wire.ApplyAuto, "188.00", wire.StatusProcess),
			p("3011", wire.PromotionBonus, wire.ApplyAuto, "0.00", wire.StatusProcess),
			p("3012", wire.PromotionBonus, wire.ApplyJoin, "0.00", wire.StatusJoin),
			p("3013", wire.PromotionAppDownload, wire.ApplyClaim, "88.00", wire.StatusClaim),
			p("3014", wire.PromotionSignUp, wire.ApplyClaim, "38.00", wire.StatusClaim),
			p("3015", wire.PromotionBonus, wire.ApplyJoin, "0.00", wire.StatusJoin),
			p("3016", wire.PromotionBonus, wire.ApplyAuto, "0.00", wire.StatusProcess),
			p("3017", wire.PromotionBonus, wire.ApplyForm, "500.00", wire.StatusJoin),
		},
		RebateRates: []wire.RebateRate{
			{ProductType: "RNG", RebateRate: wire.MoneyOf("0.80")},
			{ProductType: "LIVE", RebateRate: wire.MoneyOf("0.50")},
			{ProductType: "SPORTS", RebateRate: wire.MoneyOf("0.60")},
			{ProductType: "FISH", RebateRate: wire.MoneyOf("0.70")},
			{ProductType: "PVP", RebateRate: wire.MoneyOf("0.40")},
			{ProductType: "ELOTT", RebateRate: wire.MoneyOf("0.30")},
		},
		MinRebateClaim: wire.MoneyOf("1.00"),
		Ranks: []wire.VIPRank{
			rank(0, text{"সদস্য", "Member"}, "0.00", "0.00", "0.00", "0.00", "0.00", 3),
			rank(1, text{"ব্রোঞ্জ", "Bronze"}, "5000.00", "10000.00", "88.00", "38.00", "0.05", 3),
			rank(2, text{"রৌপ্য", "Silver"}, "20000.00", "50000.00", "288.00", "88.00", "0.10", 4),
			rank(3, text{"স্বর্ণ", "Gold"}, "60000.00", "200000.00", "888.00", "288.00", "0.20", 5),
			rank(4, text{"প্লাটিনাম", "Platinum"}, "150000.00", "600000.00", "2888.00", "888.00", "0.30", 6),
			rank(5, text{"হীরা", "Diamond"}, "500000.00", "2000000.00", "8888.00", "2888.00", "0.50", 8),
		},
		Referral:    wire.ReferralSettings{RewardPerFriend: wire.MoneyOf("200.00"), MinDeposit: wire.MoneyOf("500.00")},
		RedEnvelope: wire.RedEnvelopeSettings{EveryHours: 6, Minutes: 120, MinAmount: wire.MoneyOf("1.88"), MaxAmount: wire.MoneyOf("88.88")},
	}
}
