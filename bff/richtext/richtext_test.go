package richtext

import (
	"strings"
	"testing"
)

// hostile is what a compromised or careless back office could write into an announcement.
const hostile = `<p>Deposit now!</p>` +
	`<script>alert(document.cookie)</script>` +
	`<img src=x onerror="alert(1)">` +
	`<a href="javascript:alert(2)">win</a>` +
	`<a href="JaVaScRiPt:alert(3)">again</a>` +
	`<iframe src="https://evil.example/"></iframe>` +
	`<svg onload=alert(4)></svg>` +
	`<p style="background:url(javascript:alert(5));color:red" onclick="alert(6)">styled</p>` +
	`<form action="https://evil.example/"><input name=password></form>` +
	`<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==">` +
	`<style>body{display:none}</style>` +
	`<a href="https://example.com/promo">terms</a>`

func TestHTMLDropsEveryScript(t *testing.T) {
	got := strings.ToLower(HTML(hostile))
	for _, bad := range []string{
		"<script", "alert(", "onerror", "onload", "onclick", "javascript:", "<iframe", "<svg", "<form", "<input",
		"data:text", "<style", "display:none", "url(", "<img",
	} {
		if strings.Contains(got, bad) {
			t.Errorf("sanitised HTML still holds %q:\n%s", bad, got)
		}
	}
	for _, kept := range []string{
		"<p>deposit now!</p>",
		`<p style="color: red">styled</p>`,
		`href="https://example.com/promo"`,
		`target="_blank"`,
		`rel="nofollow noreferrer noopener"`,
	} {
		if !strings.Contains(got, kept) {
			t.Errorf("sanitised HTML lost %q:\n%s", kept, got)
		}
	}
}

func TestHTMLKeepsWhatAnnouncementsUse(t *testing.T) {
	tests := []struct{ in, want string }{
		{`<p>Hello <strong>world</strong></p>`, `<p>Hello <strong>world</strong></p>`},
		{`<ul><li>one</li><li>two</li></ul>`, `<ul><li>one</li><li>two</li></ul>`},
		{`<img src="/media/banners/a.jpg" alt="A" width="320" loading="lazy">`, `<img src="/media/banners/a.jpg" alt="A" width="320" loading="lazy">`},
		{`<p style="text-align: center">c</p>`, `<p style="text-align: center">c</p>`},
		{`<a href="/m/activity">promotions</a>`, `<a href="/m/activity" rel="nofollow noreferrer">promotions</a>`},
		{`  <p>trimmed</p>  `, `<p>trimmed</p>`},
		{`<p>a<img src="x"><img alt="b" src="//cdn.example.com/a.jpg"></p>`, `<p>a</p>`},
		{`<img src="https://cdn.example.com/a.jpg">`, `<img src="https://cdn.example.com/a.jpg">`},
	}
	for _, tt := range tests {
		if got := HTML(tt.in); got != tt.want {
			t.Errorf("HTML(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestTextAndPreview(t *testing.T) {
	if got := Text(hostile); strings.Contains(got, "alert") || strings.Contains(got, "display") || !strings.HasPrefix(got, "Deposit now! winagain") {
		t.Errorf("Text = %q", got)
	}
	if got := Text("<p>One&amp;two</p><p>three<br>four</p>"); got != "One&two three four" {
		t.Errorf("Text = %q", got)
	}
	long := "<p>" + strings.Repeat("বিকাশ ও নগদে ডিপোজিট ", 20) + "</p>"
	got := Preview(long, 60)
	if n := len([]rune(got)); n > 61 || !strings.HasSuffix(got, "…") {
		t.Errorf("Preview = %q (%d runes)", got, n)
	}
	if got := Preview("<p>short</p>", 60); got != "short" {
		t.Errorf("Preview of a short text = %q", got)
	}
}

func TestSafeSource(t *testing.T) {
	for u, want := range map[string]bool{
		"/media/banners/a.jpg": true, "https://cdn.example.com/a.jpg": true, "HTTP://127.0.0.1:9/a.jpg": true,
		"//evil.example/a.jpg": false, "javascript:alert(1)": false, "data:image/png;base64,AAA": false,
		"a.jpg": false, "": false, "/media/a b.jpg": false, `/media/"onerror=x.jpg`: false,
	} {
		if got := SafeSource(u); got != want {
			t.Errorf("SafeSource(%q) = %v, want %v", u, got, want)
		}
	}
}
