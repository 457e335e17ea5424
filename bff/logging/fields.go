package logging

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"slices"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// maxDepth bounds the walk of nested values; deeper ones are replaced whole.
const maxDepth = 32

// redactFields returns fields with sensitive keys redacted and values masked. It returns
// fields itself when nothing changed, which is the common case.
func redactFields(fields []zapcore.Field) []zapcore.Field {
	var out []zapcore.Field
	for i, f := range fields {
		repl, changed := redactField(f)
		if changed && out == nil {
			out = make([]zapcore.Field, i, len(fields)+len(repl))
			copy(out, fields[:i])
		}
		switch {
		case out == nil:
		case changed:
			out = append(out, repl...)
		default:
			out = append(out, f)
		}
	}
	if out == nil {
		return fields
	}
	return out
}

// redactField returns what replaces f, and whether that differs from f; when it does not, the
// replacement is nil (f stays, and a log line of unchanged fields allocates nothing here). An
// inline object becomes one field per member.
func redactField(f zapcore.Field) ([]zapcore.Field, bool) {
	switch f.Type {
	case zapcore.SkipType, zapcore.NamespaceType:
		return nil, false
	case zapcore.InlineMarshalerType:
		enc := zapcore.NewMapObjectEncoder()
		if err := f.Interface.(zapcore.ObjectMarshaler).MarshalLogObject(enc); err != nil {
			return nil, false
		}
		keys := make([]string, 0, len(enc.Fields))
		for k := range enc.Fields {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		out := make([]zapcore.Field, 0, len(keys))
		for _, k := range keys {
			out = append(out, zap.Any(k, redactMember(k, enc.Fields[k], 0)))
		}
		return out, true
	}
	if SensitiveKey(f.Key) {
		return []zapcore.Field{zap.String(f.Key, Redacted)}, true
	}
	switch f.Type {
	case zapcore.StringType:
		if idKey(f.Key) {
			return nil, false
		}
		if m := MaskText(f.String); m != f.String {
			return []zapcore.Field{zap.String(f.Key, m)}, true
		}
	case zapcore.ByteStringType:
		s := string(f.Interface.([]byte))
		if m := MaskText(s); m != s {
			return []zapcore.Field{zap.String(f.Key, m)}, true
		}
	case zapcore.StringerType:
		// Evaluated here, once, to see what it says; the encoder would have called it anyway.
		s := safeString(f.Interface.(fmt.Stringer))
		if !idKey(f.Key) {
			s = MaskText(s)
		}
		return []zapcore.Field{zap.String(f.Key, s)}, true
	case zapcore.ErrorType:
		s := safeError(f.Interface.(error))
		// The original keeps its errorVerbose and errorCauses when there is nothing to hide.
		if m := MaskText(s); m != s {
			return []zapcore.Field{{Key: f.Key, Type: zapcore.ErrorType, Interface: maskedError(m)}}, true
		}
	case zapcore.ReflectType:
		return []zapcore.Field{zap.Reflect(f.Key, RedactValue(f.Interface))}, true
	case zapcore.ObjectMarshalerType:
		enc := zapcore.NewMapObjectEncoder()
		if err := f.Interface.(zapcore.ObjectMarshaler).MarshalLogObject(enc); err != nil {
			return nil, false
		}
		return []zapcore.Field{zap.Reflect(f.Key, redactMember("", enc.Fields, 0))}, true
	case zapcore.ArrayMarshalerType:
		enc := zapcore.NewMapObjectEncoder()
		if err := enc.AddArray(f.Key, f.Interface.(zapcore.ArrayMarshaler)); err != nil {
			return nil, false
		}
		return []zapcore.Field{zap.Reflect(f.Key, redactMember(f.Key, enc.Fields[f.Key], 0))}, true
	}
	return nil, false
}

type maskedError string

func (e maskedError) Error() string { return string(e) }

// safeString and safeError, like zap's encoder, survive a method that panics, such as one
// with a nil pointer receiver.
func safeString(s fmt.Stringer) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf("<PANIC=%v>", r)
		}
	}()
	return s.String()
}

func safeError(err error) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf("<PANIC=%v>", r)
		}
	}()
	return err.Error()
}

// RedactValue returns a copy of v, as it would be logged, with the members whose names are
// sensitive replaced by Redacted and strings masked by MaskText, at any depth. Maps with
// string keys (http.Header and url.Values among them) and slices are walked as they are;
// any other value (a struct, a pointer) is walked as its JSON form, which is how zap writes
// it. Scalars come back unchanged.
func RedactValue(v any) any {
	return redact(v, 0)
}

func redact(v any, depth int) any {
	if depth > maxDepth {
		return "[too deep]"
	}
	switch t := v.(type) {
	case nil, bool, json.Number, []byte:
		return v
	case string:
		return MaskText(t)
	case error:
		return MaskText(safeError(t))
	case http.Header:
		return http.Header(redactStrings(t, depth))
	case url.Values:
		return url.Values(redactStrings(t, depth))
	case map[string][]string:
		return redactStrings(t, depth)
	case map[string]string:
		out := make(map[string]string, len(t))
		for k, s := range t {
			out[k] = redactMember(k, s, depth).(string)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, x := range t {
			out[k] = redactMember(k, x, depth)
		}
		return out
	case []string:
		out := make([]string, len(t))
		for i, s := range t {
			out[i] = MaskText(s)
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = redact(x, depth+1)
		}
		return out
	}
	switch reflect.ValueOf(v).Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return v
	}
	return redactJSON(v, depth)
}

// redactJSON walks v's JSON form, so that struct tags, omitempty and MarshalJSON count.
func redactJSON(v any, depth int) any {
	raw, err := json.Marshal(v)
	if err != nil {
		return v // zap reports the same error in its own field
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return v
	}
	return redact(generic, depth+1)
}

// redactMember redacts x, found under key in an object.
func redactMember(key string, x any, depth int) any {
	if SensitiveKey(key) {
		switch x.(type) {
		case []string:
			return []string{Redacted}
		default:
			return Redacted
		}
	}
	if s, ok := x.(string); ok && idKey(key) {
		return s
	}
	return redact(x, depth+1)
}

func redactStrings(m map[string][]string, depth int) map[string][]string {
	out := make(map[string][]string, len(m))
	for k, vs := range m {
		out[k] = redactMember(k, vs, depth).([]string)
	}
	return out
}
