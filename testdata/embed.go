// Package testdata embeds the recorded upstream answers (upstream/) so that the binary's fake
// upstream runs with no files beside it. It lives here because go:embed cannot reach a parent
// folder from adapters/fakeupstream.
package testdata

import "embed"

// Upstream holds upstream/*.json; fs.Sub(Upstream, "upstream") is the fixture folder.
//
//go:embed upstream
var Upstream embed.FS
