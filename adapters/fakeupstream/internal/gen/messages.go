package main

import "github.com/casinobff/bff/adapters/fakeupstream/internal/wire"

// topic is one help-centre topic in both languages.
type topic struct {
	id, tag        string
	title, content text
}

// helpTopics are the help centre's topics, in menu order. The terms of use carry the tag the
// registration screen links to; the last topic's HTML is as careless as a back office's can be.
var helpTopics = []topic{
	{
		id: "1", tag: "terms",
		title: text{"ব্যবহারের শর্তাবলি", "Terms of use"},
		content: text{
			"<h3>১. যোগ্যতা</h3><p>এই সাইট শুধুমাত্র ১৮ বছর বা তার বেশি বয়সীদের জন্য। প্রতি ব্যক্তি একটি অ্যাকাউন্ট খুলতে পারবেন।</p>" +
				"<h3>২. অ্যাকাউন্ট</h3><p>আপনার পাসওয়ার্ড ও পেমেন্ট পাসওয়ার্ড গোপন রাখা আপনার দায়িত্ব।</p>" +
				"<h3>৩. বোনাস</h3><p>প্রতিটি বোনাসের নিজস্ব টার্নওভার শর্ত আছে; শর্ত পূরণের আগে উত্তোলন করা যাবে না।</p>" +
				"<h3>৪. দায়িত্বশীল খেলা</h3><p>নিরাপত্তা কেন্দ্র থেকে সীমা ঠিক করুন, এবং প্রয়োজনে বিরতি নিন।</p>",
			"<h3>1. Eligibility</h3><p>This site is for players aged 18 and over only. One account per person.</p>" +
				"<h3>2. Your account</h3><p>You are responsible for keeping your password and payment password secret.</p>" +
				"<h3>3. Bonuses</h3><p>Every bonus has its own turnover; a withdrawal waits until it is met.</p>" +
				"<h3>4. Responsible gaming</h3><p>Set limits in the Security Centre, and take a break when you need one.</p>",
		},
	},
	{
		id:    "2",
		title: text{"কীভাবে ডিপোজিট করবেন", "How to deposit"},
		content: text{
			"<ol><li>মেনু থেকে <strong>ডিপোজিট</strong> খুলুন।</li><li>bKash, Nagad, Rocket, ব্যাংক বা কিউআর বেছে নিন।</li><li>পরিমাণ লিখে নির্দেশনা মেনে পাঠান।</li></ol><p>bKash ও Nagad-এর ডিপোজিট সাধারণত ৩ মিনিটে জমা হয়।</p>",
			"<ol><li>Open <strong>Deposit</strong> from the menu.</li><li>Choose bKash, Nagad, Rocket, a bank or a QR code.</li><li>Enter the amount and follow the instructions.</li></ol><p>bKash and Nagad deposits usually arrive within 3 minutes.</p>",
		},
	},
	{
		id:    "3",
		title: text{"কীভাবে উত্তোলন করবেন", "How to withdraw"},
		content: text{
			"<p>প্রথমে নিরাপত্তা কেন্দ্রে একটি পেমেন্ট পাসওয়ার্ড ও একটি পেআউট অ্যাকাউন্ট যোগ করুন। তারপর <strong>উত্তোলন</strong> পাতায় পরিমাণ ও পেমেন্ট পাসওয়ার্ড দিন।</p><ul><li>সর্বনিম্ন ৳৫০০, সর্বোচ্চ ৳৫০,০০০</li><li>দিনে তিনবার</li></ul>",
			"<p>First add a payment password and a payout account in the Security Centre. Then enter the amount and your payment password on the <strong>Withdraw</strong> page.</p><ul><li>From ৳500 to ৳50,000</li><li>Three times a day</li></ul>",
		},
	},
	{
		id:    "4",
		title: text{"দায়িত্বশীল খেলা", "Responsible gaming"},
		content: text{
			"<p>খেলা বিনোদনের জন্য। যতটুকু হারাতে পারবেন ততটুকুই খেলুন, এবং হারানো টাকা ফিরে পেতে খেলবেন না।</p><p>সাহায্য দরকার হলে লাইভ চ্যাটে যোগাযোগ করুন।</p>",
			"<p>Play for fun. Only play with what you can afford to lose, and never chase your losses.</p><p>If you need help, contact live chat.</p>",
		},
	},
	{
		id:    "5",
		title: text{"সাধারণ প্রশ্ন", "Frequently asked questions"},
		content: text{
			`<p><strong>আমার ডিপোজিট আসেনি?</strong><br>ট্রানজেকশন আইডি সহ লাইভ চ্যাটে জানান।</p><p onclick="track('faq')"><strong>পাসওয়ার্ড ভুলে গেছি?</strong><br>লগইন পাতায় <a href="/m/forget">পাসওয়ার্ড ভুলে গেছেন</a> চাপুন।</p><iframe src="https://example.org/tracker"></iframe>`,
			`<p><strong>My deposit has not arrived?</strong><br>Tell live chat, with the transaction ID.</p><p onclick="track('faq')"><strong>Forgot your password?</strong><br>Tap <a href="/m/forget">Forgot password</a> on the login page.</p><iframe src="https://example.org/tracker"></iframe>`,
		},
	},
}

// helpCentre is the help centre's answer in each language.
func helpCentre() map[string][]wire.HelpTopic {
	out := map[string][]wire.HelpTopic{}
	for _, lang := range []string{"bn", "en"} {
		topics := make([]wire.HelpTopic, 0, len(helpTopics))
		for _, t := range helpTopics {
			topics = append(topics, wire.HelpTopic{ID: t.id, Tag: t.tag, Title: t.title.in(lang), Content: t.content.in(lang)})
		}
		out[lang] = topics
	}
	return out
}

// customerService is the merchant's customer-service list in each language: live chat, two
// Telegram desks, WhatsApp, Facebook and YouTube (which the side menu leaves out), not in
// csPosition order, named in each language as the site names the networks (social.* of the
// site's strings).
func customerService() map[string][]wire.ServiceContact {
	contacts := []struct {
		csType   string
		position int
		name     text
		url      string
	}{
		{"LIVECHAT", 1, text{"লাইভ চ্যাট, ২৪ ঘণ্টা", "Live chat 24/7"}, ""},
		{"TELEGRAM", 3, text{"টেলিগ্রামে VIP ডেস্ক", "Telegram VIP desk"}, "https://example.com/telegram/casinobd_vip"},
		{"TELEGRAM", 2, text{"টেলিগ্রামে সহায়তা", "Telegram support"}, "https://example.com/telegram/casinobd_support"},
		{"WHATSAPP", 4, text{"হোয়াটসঅ্যাপ", "WhatsApp"}, "https://example.com/whatsapp/8801700000000"},
		{"FACEBOOK", 5, text{"ফেসবুক", "Facebook"}, "https://example.com/facebook/casinobd"},
		{"YOUTUBE", 6, text{"ইউটিউব", "YouTube"}, "https://example.com/youtube/casinobd"},
	}
	out := map[string][]wire.ServiceContact{}
	for _, lang := range []string{"bn", "en"} {
		for _, c := range contacts {
			out[lang] = append(out[lang], wire.ServiceContact{CSType: c.csType, CSPosition: c.position, Name: c.name.in(lang), URL: c.url})
		}
	}
	return out
}
