// Package logging builds the BFF's zap logger, whose core redacts tokens, passwords, codes
// and personal data from every entry, so that no caller has to remember to.
package logging

import (
	"errors"
	"fmt"
	"io"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// New returns a logger writing to w at level (debug, info, warn, error) in format json (one
// object a line, ISO 8601 times, for machines) or console (coloured levels, for people).
// Every entry passes through RedactedCore.
func New(format, level string, w io.Writer) (*zap.Logger, error) {
	if w == nil {
		return nil, errors.New("logging: nil writer")
	}
	lvl, err := zapcore.ParseLevel(level)
	if err != nil {
		return nil, fmt.Errorf("logging: level: %w", err)
	}
	var enc zapcore.Encoder
	switch format {
	case "json":
		cfg := zap.NewProductionEncoderConfig()
		cfg.EncodeTime = zapcore.ISO8601TimeEncoder
		enc = zapcore.NewJSONEncoder(cfg)
	case "console":
		cfg := zap.NewDevelopmentEncoderConfig()
		cfg.EncodeLevel = zapcore.CapitalColorLevelEncoder
		enc = zapcore.NewConsoleEncoder(cfg)
	default:
		return nil, fmt.Errorf("logging: format must be json or console, got %q", format)
	}
	out := zapcore.Lock(zapcore.AddSync(w))
	core := RedactedCore(zapcore.NewCore(enc, out, lvl))
	return zap.New(core, zap.ErrorOutput(out), zap.AddCaller()), nil
}

// RedactedCore wraps core so that every entry's message, its fields and the fields added
// with With are redacted before core sees them: see SensitiveKey, MaskText and RedactValue.
//
// The wrapped core still decides what it logs (level, sampling, tee); the redaction is a
// pre-write hook on the checked entry, so when RedactedCore is one branch of a tee, the
// other branches' copies of an entry are redacted too.
func RedactedCore(core zapcore.Core) zapcore.Core {
	if r, ok := core.(redactedCore); ok {
		return r
	}
	return redactedCore{core}
}

type redactedCore struct{ zapcore.Core }

func (c redactedCore) With(fields []zapcore.Field) zapcore.Core {
	return redactedCore{c.Core.With(redactFields(fields))}
}

func (c redactedCore) Check(ent zapcore.Entry, ce *zapcore.CheckedEntry) *zapcore.CheckedEntry {
	out := c.Core.Check(ent, ce)
	if out == nil {
		return nil
	}
	return out.Before(ent, redactEntry)
}

// Write redacts too, for callers that write to the core without Check.
func (c redactedCore) Write(ent zapcore.Entry, fields []zapcore.Field) error {
	ent, fields = redactEntry(ent, fields)
	return c.Core.Write(ent, fields)
}

func redactEntry(ent zapcore.Entry, fields []zapcore.Field) (zapcore.Entry, []zapcore.Field) {
	ent.Message = MaskText(ent.Message)
	return ent, redactFields(fields)
}
