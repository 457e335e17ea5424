package kit

import (
	"errors"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Refusals is a feature's table of what an upstream refusal (adapters.ErrInsufficientFunds ...)
// is answered: a problem, or Swallowed. A refusal the table does not name passes on as it is
// (upstream_refused, 502), as do outages, an ended session and outcome_unknown.
type Refusals map[error]*httpx.Error

// AnyRefusal, as a key of Refusals, is every refusal the table does not name.
var AnyRefusal = errors.New("any refusal")

// Swallowed, as a value of Refusals, answers the refusal with nothing: the call is taken as
// done (a platform that says whether an account exists, which the BFF never tells).
var Swallowed = &httpx.Error{}

// Field is the answer that names one field as wrong: validation_failed with it alone. The
// functions after it are Field with the common codes, as the methods of Problems are Add.
func Field(name string, code httpx.FieldCode, detail string) *httpx.Error {
	return httpx.Validation(httpx.FieldError{Name: name, Code: code, Detail: detail})
}

// Required names field name as missing; detail, when given, says what would do.
func Required(name, detail string) *httpx.Error { return Field(name, httpx.FieldRequired, detail) }

// Invalid names field name as not of its form; detail says the form.
func Invalid(name, detail string) *httpx.Error { return Field(name, httpx.FieldInvalid, detail) }

// OutOfRange names field name as outside its bounds; detail says them.
func OutOfRange(name, detail string) *httpx.Error {
	return Field(name, httpx.FieldOutOfRange, detail)
}

// TooLong names field name as longer than allowed; detail says how long it may be.
func TooLong(name, detail string) *httpx.Error { return Field(name, httpx.FieldTooLong, detail) }

// Unknown names field name as naming nothing there is (a wallet, a method, a category).
func Unknown(name, detail string) *httpx.Error { return Field(name, httpx.FieldUnknown, detail) }

// Answer turns err into its answer by the table, keeping the refusal as its cause (package
// idempotency keeps an answer whose cause is the upstream's). A swallowed refusal is nil.
func (r Refusals) Answer(err error) error {
	var refused *adapters.BusinessError
	if err == nil || !errors.As(err, &refused) {
		return err
	}
	answer, ok := r[refused.Kind]
	if !ok {
		for kind, a := range r {
			if kind != AnyRefusal && errors.Is(refused, kind) {
				answer, ok = a, true
				break
			}
		}
	}
	if !ok {
		if answer, ok = r[AnyRefusal]; !ok {
			return err
		}
	}
	if answer == Swallowed {
		return nil
	}
	return answer.WithCause(err)
}
