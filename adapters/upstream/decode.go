package upstream

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	json "github.com/goccy/go-json"

	"github.com/casinobff/bff/adapters"
)

// codeNotSession is the upstream's "no session, or a session taken over by another login".
const codeNotSession = "login.not.session"

var errTooLarge = errors.New("answer too large")

// readCapped reads at most max bytes; reading one more tells a body of exactly max bytes from
// a larger one whatever Content-Length says. A declared length over the cap is refused unread;
// one within it sizes the buffer at once, instead of growing it in steps.
func readCapped(r io.Reader, declared, max int64) ([]byte, error) {
	if declared > max {
		return nil, errTooLarge
	}
	var buf bytes.Buffer
	if declared > 0 {
		buf.Grow(int(declared) + bytes.MinRead) // ReadFrom wants MinRead spare to see the end
	}
	if _, err := buf.ReadFrom(io.LimitReader(r, max+1)); err != nil {
		return nil, err
	}
	if int64(buf.Len()) > max {
		return nil, errTooLarge
	}
	return buf.Bytes(), nil
}

// drain reads a little of a body we will not use, so the connection can be reused, then closes it.
func drain(resp *http.Response) {
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10))
	_ = resp.Body.Close()
}

// envelope is the platform's answer around every value.
type envelope struct {
	Success   *bool           `json:"success"` // a pointer: an answer without it is not an envelope
	Value     json.RawMessage `json:"value"`
	ErrorCode string          `json:"errorCode"`
	Message   string          `json:"message"`
}

func decodeEnvelope(status int, data []byte, out any) error {
	var env envelope
	if err := json.Unmarshal(data, &env); err != nil {
		return unusable("status %d, answer is not an envelope: %w", status, err)
	}
	if env.Success == nil {
		return unusable("status %d, answer has no success flag", status)
	}
	if !*env.Success {
		if env.ErrorCode == codeNotSession {
			return fmt.Errorf("%w: %s", adapters.ErrUnauthorized, codeNotSession)
		}
		be := &adapters.BusinessError{Kind: refusals[env.ErrorCode], Code: env.ErrorCode, Message: env.Message, Status: status}
		if len(env.Value) == 0 || bytes.Equal(env.Value, []byte("null")) {
			return be
		}
		return &valuedRefusal{BusinessError: be, value: env.Value}
	}
	if status < 200 || status >= 300 {
		return unusable("status %d with a successful envelope", status)
	}
	if out == nil || len(env.Value) == 0 || bytes.Equal(env.Value, []byte("null")) {
		return nil
	}
	if err := json.Unmarshal(env.Value, out); err != nil {
		return &valueError{cause: err}
	}
	return nil
}

// valuedRefusal is a BusinessError whose envelope carried a value too: a failed login says in it
// whether the next try needs a captcha. errors.As still finds the *adapters.BusinessError.
type valuedRefusal struct {
	*adapters.BusinessError
	value json.RawMessage
}

func (r *valuedRefusal) Unwrap() error { return r.BusinessError }

// refusalValue decodes the value of a refusal in err's chain into out; false when there is none
// or it does not decode.
func refusalValue(err error, out any) bool {
	var r *valuedRefusal
	return errors.As(err, &r) && json.Unmarshal(r.value, out) == nil
}

// wireID is an identifier the upstream sends as a string on some calls and as a number on
// others ("JL0092", 174856). Anything else (an object, a boolean) is still a decoding error.
type wireID string

func (id *wireID) UnmarshalJSON(b []byte) error {
	if bytes.Equal(b, []byte("null")) {
		return nil
	}
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*id = wireID(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("identifier %s is neither a string nor a number", b)
	}
	*id = wireID(n)
	return nil
}

// wireTime parses an optional time; an unreadable one becomes the zero time rather than failing
// a whole list over one display field.
func wireTime(layout, s string, loc *time.Location) time.Time {
	if s == "" {
		return time.Time{}
	}
	t, err := time.ParseInLocation(layout, s, loc)
	if err != nil {
		return time.Time{}
	}
	return t
}

const wallClock = "2006-01-02 15:04:05"
