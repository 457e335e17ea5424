// Package httpx is the BFF's HTTP plumbing shared by every feature: the one error type and
// the problem+json error handler, the middleware stack (request id, access log, metrics,
// recover, body limit, security headers, compression) and small response helpers.
package httpx

import (
	"context"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
)

// Code is a stable, machine-readable error code. The SPA maps codes to its own messages, so
// a code once published never changes meaning.
type Code string

// The codes the BFF answers with. bff/openapi.yaml lists the same set.
const (
	CodeValidationFailed    Code = "validation_failed"
	CodeBadRequest          Code = "bad_request"
	CodeNotFound            Code = "not_found"
	CodeMethodNotAllowed    Code = "method_not_allowed"
	CodeBodyTooLarge        Code = "body_too_large"
	CodeUnknownSite         Code = "unknown_site"
	CodeLoginRequired       Code = "login_required"
	CodeSessionExpired      Code = "session_expired"     // the upstream ended the session: the cookie is cleared
	CodeInvalidCredentials  Code = "invalid_credentials" // the same whether or not the account exists
	CodeCaptchaRequired     Code = "captcha_required"    // log in again with GET /captcha's answer
	CodeFreeReject          Code = "free_reject"         // a free (trial, type 4) account may not do this
	CodeCSRFRejected        Code = "csrf_rejected"
	CodeRateLimited         Code = "rate_limited"
	CodeMaintenance         Code = "maintenance"
	CodeRegionRestricted    Code = "region_restricted"
	CodeUpstreamUnavailable Code = "upstream_unavailable"
	CodeUpstreamRefused     Code = "upstream_refused"
	CodeLaunchFailed        Code = "launch_failed"
	CodeNotReady            Code = "not_ready"
	CodeInternal            Code = "internal"
	CodeFeatureDisabled     Code = "feature_disabled" // the site's switch for this is off
	CodeChatUnavailable     Code = "chat_unavailable" // no chat address the site may send a player to

	// A login whose credentials were right, refused all the same (bff/account): an agent at
	// the members' login, a member at the agents', an account the back office disabled.
	CodeMemberLoginRefused Code = "member_login_refused"
	CodeAgentLoginRefused  Code = "agent_login_refused"
	CodeAccountDisabled    Code = "account_disabled"

	// Money (bff/wallet): a write either happened once or the player is told it may have.
	CodeIdempotencyConflict     Code = "idempotency_conflict"      // the key came before with another request
	CodeOutcomeUnknown          Code = "outcome_unknown"           // sent, no answer: check the record, never resend
	CodeInsufficientFunds       Code = "insufficient_funds"        // more than the wallet holds
	CodePaymentPasswordRequired Code = "payment_password_required" // none set yet: the security centre first
	CodePaymentPasswordSet      Code = "payment_password_set"      // one exists: send the current one to change it
	CodeWithdrawalLimitReached  Code = "withdrawal_limit_reached"  // today's count of withdrawals is used
	CodeTurnoverIncomplete      Code = "turnover_incomplete"       // bets still owed before a withdrawal
	CodeWalletLocked            Code = "wallet_locked"             // a game is open on the wallet
	CodePayoutAccountsFull      Code = "payout_accounts_full"      // no more payout accounts may be bound

	// The security questions (bff/wallet): chosen once, and needed before a reset by them.
	CodeSecurityQuestionsSet      Code = "security_questions_set"
	CodeSecurityQuestionsRequired Code = "security_questions_required"

	// The agent centre (bff/agent).
	CodeAgentOnly           Code = "agent_only"            // the session's member type is not an agent's
	CodePromotionNotAllowed Code = "promotion_not_allowed" // this downline may not be made an agent
	CodeAffiliateLinksFull  Code = "affiliate_links_full"  // no more affiliate links may be made

	// Promotions and rewards (bff/promotions).
	CodeNotClaimable   Code = "not_claimable"   // nothing to claim now: the status, a rain not on, a rebate under its minimum
	CodeAlreadyClaimed Code = "already_claimed" // claimed before

	// The member's own side (bff/profile).
	CodeVerificationSubmitted Code = "verification_submitted" // identity verification under review or done
	CodeAlreadyApplied        Code = "already_applied"        // an application for this promotion waits or was approved

	// Player protection (bff/protection): the answer carries the exclusion or the limit.
	CodeSelfExcluded        Code = "self_excluded"         // a time-out or self-exclusion is in force until its end
	CodeLimitExceeded       Code = "limit_exceeded"        // over one of the player's limits; what remains is named
	CodeSessionLimitReached Code = "session_limit_reached" // the player's session-time limit ended the session
)

// problems gives each code its HTTP status and the short human summary of its problem
// document: the one place where a code meets its status.
var problems = map[Code]struct {
	status int
	title  string
}{
	CodeValidationFailed:    {http.StatusBadRequest, "Validation failed"},
	CodeBadRequest:          {http.StatusBadRequest, "Bad request"},
	CodeNotFound:            {http.StatusNotFound, "Not found"},
	CodeMethodNotAllowed:    {http.StatusMethodNotAllowed, "Method not allowed"},
	CodeBodyTooLarge:        {http.StatusRequestEntityTooLarge, "Request body too large"},
	CodeUnknownSite:         {http.StatusNotFound, "Unknown site"},
	CodeLoginRequired:       {http.StatusUnauthorized, "Login required"},
	CodeSessionExpired:      {http.StatusUnauthorized, "Session expired"},
	CodeInvalidCredentials:  {http.StatusUnauthorized, "Invalid credentials"},
	CodeCaptchaRequired:     {http.StatusUnauthorized, "Captcha required"},
	CodeFreeReject:          {http.StatusForbidden, "Not for free accounts"},
	CodeCSRFRejected:        {http.StatusForbidden, "Cross-site request rejected"},
	CodeRateLimited:         {http.StatusTooManyRequests, "Too many requests"},
	CodeMaintenance:         {http.StatusServiceUnavailable, "Under maintenance"},
	CodeRegionRestricted:    {http.StatusForbidden, "Region restricted"},
	CodeUpstreamUnavailable: {http.StatusServiceUnavailable, "Service temporarily unavailable"},
	CodeUpstreamRefused:     {http.StatusBadGateway, "Request refused"},
	CodeLaunchFailed:        {http.StatusUnprocessableEntity, "Game not launched"},
	CodeNotReady:            {http.StatusServiceUnavailable, "Not ready"},
	CodeInternal:            {http.StatusInternalServerError, "Internal error"},
	CodeFeatureDisabled:     {http.StatusForbidden, "Not offered on this site"},
	CodeChatUnavailable:     {http.StatusServiceUnavailable, "Live chat unavailable"},

	CodeMemberLoginRefused: {http.StatusForbidden, "Members only"},
	CodeAgentLoginRefused:  {http.StatusForbidden, "Agents only"},
	CodeAccountDisabled:    {http.StatusForbidden, "Account disabled"},

	CodeIdempotencyConflict:     {http.StatusConflict, "Idempotency key reused"},
	CodeOutcomeUnknown:          {http.StatusBadGateway, "Outcome unknown"},
	CodeInsufficientFunds:       {http.StatusUnprocessableEntity, "Insufficient funds"},
	CodePaymentPasswordRequired: {http.StatusConflict, "Payment password required"},
	CodePaymentPasswordSet:      {http.StatusConflict, "Payment password already set"},
	CodeWithdrawalLimitReached:  {http.StatusUnprocessableEntity, "Withdrawal limit reached"},
	CodeTurnoverIncomplete:      {http.StatusUnprocessableEntity, "Turnover incomplete"},
	CodeWalletLocked:            {http.StatusUnprocessableEntity, "Wallet locked"},
	CodePayoutAccountsFull:      {http.StatusUnprocessableEntity, "Payout accounts full"},

	CodeSecurityQuestionsSet:      {http.StatusConflict, "Security questions already set"},
	CodeSecurityQuestionsRequired: {http.StatusConflict, "Security questions required"},

	CodeAgentOnly:           {http.StatusForbidden, "Agents only"},
	CodePromotionNotAllowed: {http.StatusUnprocessableEntity, "Promotion not allowed"},
	CodeAffiliateLinksFull:  {http.StatusUnprocessableEntity, "Affiliate links full"},

	CodeNotClaimable:   {http.StatusUnprocessableEntity, "Nothing to claim"},
	CodeAlreadyClaimed: {http.StatusConflict, "Already claimed"},

	CodeVerificationSubmitted: {http.StatusConflict, "Verification submitted"},
	CodeAlreadyApplied:        {http.StatusConflict, "Already applied"},

	CodeSelfExcluded:        {http.StatusForbidden, "Excluded from play"},
	CodeLimitExceeded:       {http.StatusUnprocessableEntity, "Limit exceeded"},
	CodeSessionLimitReached: {http.StatusUnauthorized, "Session time limit reached"},
}

// StatusOf is the HTTP status a code is answered with.
func StatusOf(code Code) int {
	if p, ok := problems[code]; ok {
		return p.status
	}
	return http.StatusInternalServerError
}

// FieldCode says what is wrong with one request field.
type FieldCode string

// The field codes of validation_failed: five generic ones, then the site's message keys of the
// account, money, profile and upload forms, so that the site shows the spec's message for each
// without a table of its own. bff/openapi.yaml lists the same set (FieldCode).
const (
	FieldRequired   FieldCode = "required"
	FieldInvalid    FieldCode = "invalid"      // not parseable, or not one of the allowed values (a date of birth: not a real, past day)
	FieldOutOfRange FieldCode = "out_of_range" // a number outside its bounds
	FieldTooLong    FieldCode = "too_long"
	FieldUnknown    FieldCode = "unknown" // well formed, but names nothing the site knows

	FieldAccountFormat     FieldCode = "account_format"     // Account format is incorrect
	FieldPasswordFormat    FieldCode = "password_format"    // Password format is incorrect (a payment password: not six digits)
	FieldEmailFormat       FieldCode = "email_format"       // E-mail format is incorrect (in_email_incorrect)
	FieldNameFormat        FieldCode = "name_format"        // Name format is not valid
	FieldMobileInvalid     FieldCode = "mobile_invalid"     // The mobile num is not valid (detail: the length)
	FieldConfirmMismatch   FieldCode = "confirm_mismatch"   // Confirmation password not matched
	FieldCaptchaRequired   FieldCode = "captcha_required"   // Enter a captcha
	FieldInvitationInvalid FieldCode = "invitation_invalid" // Invalid invitation code
	FieldReferrerInvalid   FieldCode = "referrer_invalid"   // Referrer link error
	FieldUsernameTaken     FieldCode = "username_taken"     // Sorry, the username already exists (a player's or a downline's)
	FieldMobileTaken       FieldCode = "mobile_taken"       // the number already has an account
	FieldTermsRequired     FieldCode = "terms_required"     // the terms and age box is not ticked
	FieldSMSCodeInvalid    FieldCode = "sms_code_invalid"   // Verification code error
	FieldPasswordSame      FieldCode = "password_same"      // new and old password cannot be the same
	FieldPasswordIncorrect FieldCode = "password_incorrect" // the old password, or the payment password, is wrong
	FieldFormatInvalid     FieldCode = "format_invalid"     // any other field's pattern
	FieldAccountBound      FieldCode = "account_bound"      // this payout account is bound already

	FieldFileType      FieldCode = "file_type"       // neither a PNG nor a JPEG, whatever its name says
	FieldFileTooLarge  FieldCode = "file_too_large"  // more bytes than a file may have
	FieldTooManyFiles  FieldCode = "too_many_files"  // more files than the field takes
	FieldImageTooLarge FieldCode = "image_too_large" // more pixels than a picture may have
	FieldLocked        FieldCode = "locked"          // the payee name is set; the back office changes it
	FieldUnderage      FieldCode = "underage"        // younger than the site's minimum age; the detail says it

	FieldAnswersIncorrect FieldCode = "answers_incorrect" // a security answer is wrong (which one, the BFF never says)
	FieldMobileMismatch   FieldCode = "mobile_mismatch"   // the number is not the account's own
)

// FieldError names one bad request field.
type FieldError struct {
	Name   string    `json:"name"`
	Code   FieldCode `json:"code"`
	Detail string    `json:"detail,omitempty"`
}

// Error is the BFF's one error type: what the browser is told (status, code, detail, fields)
// and, separately, the cause, which is logged and never answered.
type Error struct {
	Status int
	Code   Code
	Detail string
	Fields []FieldError
	// Exclusion and Limit say which time-out or limit refused the request (self_excluded,
	// limit_exceeded); nil for every other answer.
	Exclusion *ExclusionFacts
	Limit     *LimitFacts
	Err       error
}

// NewError makes an Error answered with the code's status; detail is shown to the browser, so
// it must be the BFF's own words.
func NewError(code Code, detail string) *Error {
	return &Error{Status: StatusOf(code), Code: code, Detail: detail}
}

// Validation is a 400 validation_failed naming each bad field.
func Validation(fields ...FieldError) *Error {
	e := NewError(CodeValidationFailed, "One or more request parameters are invalid.")
	e.Fields = fields
	return e
}

// WithCause returns a copy of e carrying err as its cause.
func (e *Error) WithCause(err error) *Error {
	c := *e
	c.Err = err
	return &c
}

func (e *Error) Error() string {
	if e.Err != nil {
		return string(e.Code) + ": " + e.Detail + ": " + e.Err.Error()
	}
	return string(e.Code) + ": " + e.Detail
}

func (e *Error) Unwrap() error { return e.Err }

// Classify turns any error a handler or middleware returns into an *Error: the single place
// where adapter and framework errors meet the BFF's codes.
func Classify(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	// Before echo's HTTPError: the binder wraps a body over the limit in a plain 400.
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return errBodyTooLarge.WithCause(err)
	}
	var he *echo.HTTPError
	if errors.As(err, &he) {
		return fromEcho(he).WithCause(err)
	}
	var (
		refused  *adapters.BusinessError
		excluded *adapters.ExclusionError
		limited  *adapters.LimitError
	)
	switch {
	case errors.As(err, &excluded):
		return Excluded(excluded.Exclusion).WithCause(err)
	case errors.As(err, &limited):
		return LimitExceeded(limited.Limit).WithCause(err)
	// First: a write sent without an answer is not an outage to retry, whatever else its
	// error says (a deadline, an unavailable upstream).
	case errors.Is(err, adapters.ErrOutcomeUnknown):
		return ErrOutcomeUnknown.WithCause(err)
	case errors.Is(err, adapters.ErrUnauthorized):
		return ErrLoginRequired.WithCause(err)
	case errors.Is(err, adapters.ErrUnavailable),
		errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, context.Canceled):
		return errUnavailable.WithCause(err)
	case errors.As(err, &refused):
		return errRefused.WithCause(err)
	}
	return errInternal.WithCause(err)
}

// ErrLoginRequired is the one answer to a request that needs a logged-in player and has none
// (or has one issued for another site's merchant).
var ErrLoginRequired = NewError(CodeLoginRequired, "Log in to continue.")

// ErrFreeReject answers a free (type 4) trial account asking for what only a real account may do.
var ErrFreeReject = NewError(CodeFreeReject, "Please log in to an actual account to use this function.")

// ErrOutcomeUnknown answers a write that was sent upstream and whose answer never came: it may
// or may not have been done, and only the record can tell.
var ErrOutcomeUnknown = NewError(CodeOutcomeUnknown,
	"The request was sent but its answer never came; check the record before trying again.")

// ErrBackendMissing answers a request whose site has no backend configured for it.
var ErrBackendMissing = NewError(CodeUpstreamUnavailable, "This site's service for this request is not configured.")

var (
	errBodyTooLarge = NewError(CodeBodyTooLarge, "The request body is larger than the BFF accepts.")
	errUnavailable  = NewError(CodeUpstreamUnavailable, "A backend service is not answering; try again shortly.")
	errRefused      = NewError(CodeUpstreamRefused, "A backend service refused the request.")
	errInternal     = NewError(CodeInternal, "Something went wrong on our side.")
)

// fromEcho maps the framework's errors (routing, binding) to codes.
func fromEcho(he *echo.HTTPError) *Error {
	switch he.Code {
	case http.StatusNotFound:
		return NewError(CodeNotFound, "Nothing is here.")
	case http.StatusMethodNotAllowed:
		return NewError(CodeMethodNotAllowed, "This method is not allowed here.")
	case http.StatusRequestEntityTooLarge:
		return errBodyTooLarge
	case http.StatusUnauthorized:
		return ErrLoginRequired
	case http.StatusTooManyRequests:
		return NewError(CodeRateLimited, "Too many requests; slow down.")
	}
	if he.Code >= 400 && he.Code < 500 {
		return NewError(CodeBadRequest, "The request could not be understood.")
	}
	return errInternal
}
