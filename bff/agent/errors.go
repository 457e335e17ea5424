package agent

import (
	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// Answers of this feature that are not a field's.
var (
	errDownlineUnknown = httpx.NewError(httpx.CodeNotFound, "No such member in your team.")
	errContractGone    = httpx.NewError(httpx.CodeNotFound, "No such contract request is waiting for an answer.")
	errLinkUnknown     = httpx.NewError(httpx.CodeNotFound, "No such affiliate link.")
	errTransferOff     = httpx.NewError(httpx.CodeFeatureDisabled, "Transfers to downlines are not enabled for this account.")
	errAffiliatesOff   = httpx.NewError(httpx.CodeFeatureDisabled, "This site does not offer affiliate links.")
	errNotPromotable   = httpx.NewError(httpx.CodePromotionNotAllowed,
		"Only a direct downline who is a player may be made an agent.")
	errLinksFull         = httpx.NewError(httpx.CodeAffiliateLinksFull, "No more affiliate links may be made; delete one first.")
	errInsufficientFunds = httpx.NewError(httpx.CodeInsufficientFunds, "The main wallet does not hold that much.")
)

// refusals is what an upstream refusal is answered. A refusal not listed is upstream_refused,
// 502.
var refusals = kit.Refusals{
	adapters.ErrNotAgent:               kit.ErrAgentOnly,
	adapters.ErrDownlineUnknown:        errDownlineUnknown,
	adapters.ErrTransferDisabled:       errTransferOff,
	adapters.ErrPromotionNotAllowed:    errNotPromotable,
	adapters.ErrContractNotPending:     errContractGone,
	adapters.ErrAffiliateUnavailable:   errAffiliatesOff,
	adapters.ErrAffiliateLinkUnknown:   errLinkUnknown,
	adapters.ErrAffiliateLinkLimit:     errLinksFull,
	adapters.ErrInsufficientFunds:      errInsufficientFunds,
	adapters.ErrIdempotencyKeyConflict: kit.ErrKeyConflict,
	adapters.ErrAmountOutOfRange:       kit.OutOfRange("amount", ""),
	adapters.ErrRebateOutOfRange:       kit.OutOfRange("rebates", ""),
	adapters.ErrUsernameTaken:          kit.Field("userName", httpx.FieldUsernameTaken, ""),
	adapters.ErrInvalidInput:           httpx.Validation(),
}
