package amount_test

import (
	"errors"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want string // Format of the amount; empty when err
		err  error
	}{
		{"1500", "1500.00", nil},
		{"1500.5", "1500.50", nil},
		{"1500.05", "1500.05", nil},
		{"1,500.50", "1500.50", nil},
		{" 1 500 ", "1500.00", nil},
		{"১৫০০", "1500.00", nil},
		{"১,৫০০.৫০", "1500.50", nil},
		{"0.01", "0.01", nil},
		{"007", "7.00", nil},
		{"999999999999999.99", "999999999999999.99", nil},
		{"", "", amount.ErrInvalid},
		{"   ", "", amount.ErrInvalid},
		{"abc", "", amount.ErrInvalid},
		{"-5", "", amount.ErrInvalid},
		{"+5", "", amount.ErrInvalid},
		{"1e3", "", amount.ErrInvalid},
		{"1.2.3", "", amount.ErrInvalid},
		{"1500.", "", amount.ErrInvalid},
		{".50", "", amount.ErrInvalid},
		{"১৫০০٫৫", "", amount.ErrInvalid}, // an Arabic decimal separator
		{"٥٠٠", "", amount.ErrInvalid},    // Arabic-Indic digits are not the site's
		{"NaN", "", amount.ErrInvalid},
		{"Infinity", "", amount.ErrInvalid},
		{"1000000000000000", "", amount.ErrInvalid},          // sixteen whole digits
		{"1,000,000,000,000,000,000", "", amount.ErrInvalid}, // too long to type
		{"1500.505", "", amount.ErrTooPrecise},
		{"0.001", "", amount.ErrTooPrecise},
		{"0", "", amount.ErrNotPositive},
		{"0.00", "", amount.ErrNotPositive},
		{"০", "", amount.ErrNotPositive},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			d, err := amount.Parse(tt.in)
			if !errors.Is(err, tt.err) {
				t.Fatalf("Parse(%q) error %v, want %v", tt.in, err, tt.err)
			}
			if err == nil && amount.Format(d) != tt.want {
				t.Errorf("Parse(%q) = %s, want %s", tt.in, amount.Format(d), tt.want)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	tests := map[string]string{
		"0": "0.00", "12345.67": "12345.67", "-20.5": "-20.50", "1500": "1500.00", "0.1": "0.10",
	}
	for in, want := range tests {
		if got := amount.Format(decimal.RequireFromString(in)); got != want {
			t.Errorf("Format(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestCheck(t *testing.T) {
	limits := amount.Range{Min: decimal.RequireFromString("500"), Max: decimal.RequireFromString("50000")}
	open := amount.Range{Min: decimal.RequireFromString("0.01")}
	tests := []struct {
		name   string
		in     string
		r      amount.Range
		code   httpx.FieldCode // empty: accepted
		detail string
	}{
		{"within", "1,500", limits, "", ""},
		{"the minimum", "500", limits, "", ""},
		{"the maximum", "50000.00", limits, "", ""},
		{"below", "499.99", limits, httpx.FieldOutOfRange, "500.00 to 50000.00"},
		{"above", "50000.01", limits, httpx.FieldOutOfRange, "500.00 to 50000.00"},
		{"zero against limits", "0", limits, httpx.FieldOutOfRange, "500.00 to 50000.00"},
		{"zero", "0", amount.Range{}, httpx.FieldOutOfRange, "more than 0.00"},
		{"no upper limit", "1000000", open, "", ""},
		{"below an open range", "0.001", open, httpx.FieldInvalid, "at most two decimals"},
		{"missing", " ", limits, httpx.FieldRequired, ""},
		{"not a number", "five hundred", limits, httpx.FieldInvalid, "digits with at most two decimals"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, f := amount.Check("amount", tt.in, tt.r)
			switch {
			case tt.code == "" && f != nil:
				t.Fatalf("refused: %+v", *f)
			case tt.code == "":
				return
			case f == nil:
				t.Fatalf("accepted, want %s", tt.code)
			}
			if f.Name != "amount" || f.Code != tt.code || f.Detail != tt.detail {
				t.Errorf("got %+v, want %s %q", *f, tt.code, tt.detail)
			}
		})
	}
	if got := open.String(); got != "at least 0.01" {
		t.Errorf("open range says %q", got)
	}
}

// Whatever is typed, an accepted amount is positive, has at most two decimals and reads back
// the same from its answer form.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1500", "১,৫০০.৫০", "0.001", "1e3", "-0", "9,9.9 9", "\u00a0১"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := amount.Parse(s)
		if err != nil {
			return
		}
		if !d.IsPositive() || d.Exponent() < -2 && !d.Equal(d.Round(2)) {
			t.Fatalf("Parse(%q) = %s", s, d)
		}
		back, err := amount.Parse(amount.Format(d))
		if err != nil || !back.Equal(d) {
			t.Fatalf("Parse(%q) = %s, whose answer form %s reads back as %s, %v", s, d, amount.Format(d), back, err)
		}
	})
}
