package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"net/url"
	"slices"
	"strings"

	"github.com/hashicorp/go-retryablehttp"

	"github.com/casinobff/bff/adapters"
)

const (
	defaultModule  = "COMM3"
	device         = "MOBILE"
	gatewayVersion = "3"
)

// encode is the layer that makes the Call an HTTP request, under base and on behalf of
// merchant: its address, its body (JSON, form or multipart) and the protocol's headers. A call
// it cannot encode never reaches the breaker.
func encode(base, merchant string) layer {
	merchantValue := []string{merchant}
	return func(next proxy) proxy {
		return func(ctx context.Context, r *request) error {
			body, contentType, err := encodeBody(r.call)
			if err != nil {
				return fmt.Errorf("encode request body: %w", err)
			}
			req, err := retryablehttp.NewRequestWithContext(ctx, r.call.Method, target(base, r.call.Path, r.call.Query), body)
			if err != nil {
				return fmt.Errorf("build request: %w", err)
			}
			setHeaders(req.Header, merchantValue, r.scope, r.call, contentType)
			r.http = req
			return next(ctx, r)
		}
	}
}

// target is a call's address: base, path and the query as url.Values.Encode writes it (keys
// sorted, escaped alike), built in one string rather than three.
func target(base, path string, query url.Values) string {
	if len(query) == 0 {
		return base + path
	}
	var held [8]string // a call's parameters are few: the keys stay off the heap
	keys := held[:0]
	size := len(base) + len(path) + 1
	for k, vs := range query {
		keys = append(keys, k)
		for _, v := range vs {
			size += len(k) + len(v) + 2
		}
	}
	slices.Sort(keys)
	var b strings.Builder
	b.Grow(size) // exact unless something is escaped
	b.WriteString(base)
	b.WriteString(path)
	b.WriteByte('?')
	first := true
	for _, k := range keys {
		key := url.QueryEscape(k)
		for _, v := range query[k] {
			if !first {
				b.WriteByte('&')
			}
			first = false
			b.WriteString(key)
			b.WriteByte('=')
			b.WriteString(url.QueryEscape(v))
		}
	}
	return b.String()
}

// encodeBody is call's body and its content type: JSON for a Body, multipart/form-data for
// Files (with Form's fields), form-encoded for a Form alone; nil and "" for none. It answers
// an interface, since a nil []byte would still be sent as an empty body.
func encodeBody(call Call) (body any, contentType string, err error) {
	switch {
	case call.Body != nil:
		b, err := json.Marshal(call.Body)
		if err != nil {
			return nil, "", err
		}
		return b, "application/json", nil
	case len(call.Files) > 0:
		b, contentType, err := multipartBody(call.Form, call.Files)
		if err != nil {
			return nil, "", err
		}
		return b, contentType, nil
	case call.Form != nil:
		return []byte(call.Form.Encode()), "application/x-www-form-urlencoded", nil
	}
	return nil, "", nil
}

// The protocol's headers by their canonical keys (as Header.Set would store them), and the values
// every call shares. A request's header map holds these slices rather than copies: each is full
// (len == cap), so that an Add to a request's header reallocates instead of writing into one,
// and nothing below this layer changes a request's headers.
var (
	keyMerchant       = http.CanonicalHeaderKey("Merchant")
	keyLanguage       = http.CanonicalHeaderKey("Language")
	keyDevice         = http.CanonicalHeaderKey("Device")
	keyModule         = http.CanonicalHeaderKey("ModuleId")
	keyGatewayVersion = http.CanonicalHeaderKey("X-Gateway-Version")

	deviceValue         = []string{device}
	defaultModuleValue  = []string{defaultModule}
	gatewayVersionValue = []string{gatewayVersion}
)

// setHeaders writes the protocol's headers and nothing of the browser's request; merchant is
// the Merchant header's value.
func setHeaders(h http.Header, merchant []string, s adapters.Scope, call Call, contentType string) {
	for k, vs := range call.Header {
		h[http.CanonicalHeaderKey(k)] = vs
	}
	h[keyMerchant] = merchant
	if s.Language != "" {
		h[keyLanguage] = []string{s.Language}
	}
	h[keyDevice] = deviceValue
	h[keyModule] = defaultModuleValue
	if call.Module != "" {
		h[keyModule] = []string{call.Module}
	}
	h[keyGatewayVersion] = gatewayVersionValue
	if call.IdempotencyKey != "" {
		h.Set("Idempotency-Key", call.IdempotencyKey)
	}
	if s.Token != "" {
		h.Set("Authorization", s.Token) // the platform wants the raw token, no scheme
	}
	if contentType != "" {
		h.Set("Content-Type", contentType)
	}
}

// File is one file of a multipart call (Call.Files).
type File struct {
	Field     string // the form field's name
	Name      string // the file name the upstream is told: the BFF's own, never the player's
	MediaType string
	Data      []byte
}

// multipartBody writes fields and files as one multipart/form-data body, and answers its
// content type with the boundary.
func multipartBody(fields url.Values, files []File) ([]byte, string, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			if err := w.WriteField(k, v); err != nil {
				return nil, "", err
			}
		}
	}
	for _, f := range files {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, f.Field, f.Name))
		h.Set("Content-Type", f.MediaType)
		part, err := w.CreatePart(h)
		if err != nil {
			return nil, "", err
		}
		if _, err := part.Write(f.Data); err != nil {
			return nil, "", err
		}
	}
	if err := w.Close(); err != nil {
		return nil, "", err
	}
	return buf.Bytes(), w.FormDataContentType(), nil
}
