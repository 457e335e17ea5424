package profile

import (
	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// Answers of this feature that are not a field's.
var (
	errAlreadyApplied = httpx.NewError(httpx.CodeAlreadyApplied,
		"An application for this promotion is under review or was approved.")
	errNotOpen               = httpx.NewError(httpx.CodeNotFound, "This promotion takes no application.")
	errVerificationSubmitted = httpx.NewError(httpx.CodeVerificationSubmitted,
		"The identity verification is under review or done already.")
)

// operation names the upstream writes whose refusals mean something to the player.
type operation int

const (
	opUpdateProfile operation = iota
	opAvatar
	opVerification
	opApplication
)

// refusals maps what an upstream refusal means (adapters.ErrPayeeNameLocked ...) to the BFF's
// answers, per operation. A refusal not listed for its operation is upstream_refused, 502.
var refusals = map[operation]kit.Refusals{
	opUpdateProfile: {
		adapters.ErrNicknameInvalid:  kit.Field("nickname", httpx.FieldFormatInvalid, ""),
		adapters.ErrEmailInvalid:     kit.Field("email", httpx.FieldEmailFormat, ""),
		adapters.ErrPayeeNameInvalid: kit.Field("payeeName", httpx.FieldNameFormat, ""),
		adapters.ErrPayeeNameLocked:  kit.Field("payeeName", httpx.FieldLocked, "set already: customer service changes it"),
		adapters.ErrInvalidInput:     httpx.Validation(),
	},
	opAvatar: {
		adapters.ErrPictureRefused: kit.Field("avatar", httpx.FieldFileType, "the back office refused the picture"),
	},
	opVerification: {
		adapters.ErrVerificationExists: errVerificationSubmitted,
		adapters.ErrPictureRefused:     kit.Field("front", httpx.FieldFileType, "the back office refused a picture"),
		adapters.ErrInvalidInput:       kit.Field("dateOfBirth", httpx.FieldInvalid, ""),
	},
	opApplication: {
		adapters.ErrApplicationExists:  errAlreadyApplied,
		adapters.ErrApplicationNotOpen: errNotOpen,
		adapters.ErrPictureRefused:     kit.Field("pictures", httpx.FieldFileType, "the back office refused a picture"),
		adapters.ErrInvalidInput:       httpx.Validation(),
	},
}
