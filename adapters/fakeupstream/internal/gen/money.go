package main

import "github.com/casinobff/bff/adapters/fakeupstream/internal/wire"

// amounts reads literal amounts.
func amounts(literals ...string) []wire.Money {
	out := make([]wire.Money, len(literals))
	for i, l := range literals {
		out[i] = wire.MoneyOf(l)
	}
	return out
}

// depositChannels are a Bengali-market merchant's ways to deposit: the three mobile wallets
// players use most, a bank transfer, a payment gateway and a QR code. The merchant's numbers
// are made up; the gateway's page and the QR payload are made per deposit by the back office.
func depositChannels() []wire.DepositChannel {
	mobile := amounts("500.00", "1000.00", "2000.00", "5000.00", "10000.00")
	return []wire.DepositChannel{
		{
			ChannelID: "101", ChannelType: wire.ChannelMobile, ChannelName: "bKash",
			MinAmount: wire.MoneyOf("200.00"), MaxAmount: wire.MoneyOf("25000.00"), PresetAmounts: mobile,
			BankName: "bKash", AccountName: "Casino BD Merchant", AccountNo: "01711000101",
		},
		{
			ChannelID: "102", ChannelType: wire.ChannelMobile, ChannelName: "Nagad",
			MinAmount: wire.MoneyOf("200.00"), MaxAmount: wire.MoneyOf("25000.00"), PresetAmounts: mobile,
			BankName: "Nagad", AccountName: "Casino BD Merchant", AccountNo: "01811000102",
		},
		{
			ChannelID: "103", ChannelType: wire.ChannelMobile, ChannelName: "Rocket",
			MinAmount: wire.MoneyOf("200.00"), MaxAmount: wire.MoneyOf("25000.00"), PresetAmounts: mobile,
			BankName: "Rocket", AccountName: "Casino BD Merchant", AccountNo: "017110001036",
		},
		{
			ChannelID: "201", ChannelType: wire.ChannelBank, ChannelName: "Dutch-Bangla Bank",
			MinAmount: wire.MoneyOf("1000.00"), MaxAmount: wire.MoneyOf("100000.00"),
			PresetAmounts: amounts("1000.00", "5000.00", "10000.00", "25000.00", "50000.00"),
			BankName:      "Dutch-Bangla Bank", AccountName: "Casino BD Ltd", AccountNo: "1051100012345", Branch: "Gulshan",
		},
		{
			ChannelID: "301", ChannelType: wire.ChannelGateway, ChannelName: "SurePay gateway",
			MinAmount: wire.MoneyOf("500.00"), MaxAmount: wire.MoneyOf("50000.00"),
			PresetAmounts: amounts("500.00", "1000.00", "3000.00", "5000.00", "10000.00"),
		},
		{
			ChannelID: "401", ChannelType: wire.ChannelQR, ChannelName: "Bangla QR",
			MinAmount: wire.MoneyOf("100.00"), MaxAmount: wire.MoneyOf("20000.00"),
			PresetAmounts: amounts("300.00", "500.00", "1000.00", "2000.00", "5000.00"),
		},
	}
}

// depositPromotions are the two bonuses a deposit may take: the welcome bonus with the first
// deposit and a daily reload. Their titles name no amount: the site writes the cap and the
// minimum beside them, in its own money format.
func depositPromotions() []wire.DepositPromotion {
	return []wire.DepositPromotion{
		{
			PromotionID: "FD100", Titles: wire.Texts{"bn": "প্রথম ডিপোজিট বোনাস ১০০%", "en": "First deposit bonus 100%"},
			BonusPercent: wire.MoneyOf("100.00"), MaxBonus: wire.MoneyOf("5000.00"), MinDeposit: wire.MoneyOf("500.00"),
			TurnoverMultiple: wire.MoneyOf("5.00"), Frequency: wire.PromotionFirstDeposit,
		},
		{
			PromotionID: "RL10", Titles: wire.Texts{"bn": "দৈনিক রিলোড বোনাস ১০%", "en": "Daily reload bonus 10%"},
			BonusPercent: wire.MoneyOf("10.00"), MaxBonus: wire.MoneyOf("1000.00"), MinDeposit: wire.MoneyOf("1000.00"),
			TurnoverMultiple: wire.MoneyOf("3.00"), Frequency: wire.PromotionDaily,
		},
	}
}

// payoutProviders are where a member may be paid: the three mobile wallets and three banks.
func payoutProviders() []wire.PayoutProvider {
	return []wire.PayoutProvider{
		{BankCode: "BKASH", BankName: "bKash", Type: wire.PayoutMobile},
		{BankCode: "NAGAD", BankName: "Nagad", Type: wire.PayoutMobile},
		{BankCode: "ROCKET", BankName: "Rocket", Type: wire.PayoutMobile},
		{BankCode: "DBBL", BankName: "Dutch-Bangla Bank", Type: wire.PayoutBank},
		{BankCode: "BRAC", BankName: "BRAC Bank", Type: wire.PayoutBank},
		{BankCode: "CITY", BankName: "City Bank", Type: wire.PayoutBank},
	}
}

// withdrawRules are the merchant's limits: 500.00 to 50000.00, three withdrawals a day.
func withdrawRules() wire.WithdrawRules {
	return wire.WithdrawRules{MinAmount: wire.MoneyOf("500.00"), MaxAmount: wire.MoneyOf("50000.00"), DailyCount: 3}
}
