// Package richtext makes the HTML a merchant's back office writes (announcements, inbox
// messages, the help centre; promotions next) safe to put into the site's pages: an allowlist
// sanitiser (bluemonday's user-generated-content policy, with the pictures, colours and
// alignment announcements use) and a plain-text preview. The site renders only what comes out of
// HTML, never the back office's text as it came.
package richtext

import (
	"html"
	"net/url"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"
)

// policy is bluemonday's UGC policy (formatting, lists, tables, links and pictures over http,
// https, mailto or relative addresses, each link rel="nofollow noreferrer") plus what
// announcements are written with: a colour or an alignment on text, pictures loaded lazily, and
// links off the site opening in a new tab. No script, no event handler, no style sheet, no
// frame, no form and no javascript: or data: address ever passes. A Policy is safe for
// concurrent use once built.
var policy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowStyles("color", "background-color", "text-align", "font-weight", "font-style", "text-decoration").
		OnElements("p", "span", "div", "strong", "em", "b", "i", "u", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th")
	p.AllowElements("u", "center")
	p.AllowAttrs("loading").Matching(regexp.MustCompile(`^lazy$`)).OnElements("img")
	// Pictures from the web or the site's own paths only: a relative "x" would load a page of
	// the site, and is emptied.
	p.RewriteSrc(func(u *url.URL) {
		if !SafeSource(u.String()) {
			*u = url.URL{}
		}
	})
	p.RequireNoReferrerOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}()

// strict keeps no element at all: the text of an HTML fragment, scripts and styles dropped.
var strict = bluemonday.StrictPolicy()

// HTML is s with everything the policy does not allow removed, pictures without a source of
// their own included.
func HTML(s string) string {
	return strings.TrimSpace(emptyPicture.ReplaceAllString(policy.Sanitize(s), ""))
}

// emptyPicture is an img whose source the policy emptied (RewriteSrc).
var emptyPicture = regexp.MustCompile(`<img(\s[^>]*)?\ssrc=""[^>]*>`)

// Text is the plain text of an HTML fragment, whitespace collapsed, for a preview or a title.
func Text(s string) string {
	// Block ends become spaces, so that paragraphs do not run into each other.
	s = blockEnd.ReplaceAllString(s, " $0")
	t := html.UnescapeString(strict.Sanitize(s))
	return strings.Join(strings.FieldsFunc(t, unicode.IsSpace), " ")
}

var blockEnd = regexp.MustCompile(`(?i)</(p|div|li|h[1-6]|tr|td|th)\s*>|<br\s*/?>`)

// Preview is the first n runes of Text(s), cut at a word where one is near, with an ellipsis
// when anything was cut.
func Preview(s string, n int) string {
	t := Text(s)
	if utf8.RuneCountInString(t) <= n {
		return t
	}
	r := []rune(t)[:n]
	if i := lastSpace(r); i > n*2/3 {
		r = r[:i]
	}
	return strings.TrimRightFunc(string(r), func(c rune) bool { return unicode.IsSpace(c) || unicode.IsPunct(c) }) + "…"
}

func lastSpace(r []rune) int {
	for i := len(r) - 1; i >= 0; i-- {
		if unicode.IsSpace(r[i]) {
			return i
		}
	}
	return -1
}

// SafeSource says whether a picture's address may go into a page as it is: https or http, or a
// path of the site's own (/media/...); never a protocol-relative, javascript: or data: address.
func SafeSource(u string) bool {
	switch {
	case strings.HasPrefix(u, "//"), strings.ContainsAny(u, "\\\r\n\t \"'<>"):
		return false
	case strings.HasPrefix(u, "/"):
		return true
	}
	l := strings.ToLower(u)
	return strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "http://")
}
