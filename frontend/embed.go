// Package frontend holds the built mobile site (Vite output in dist/) so the BFF binary can
// serve it without files beside it. `make` builds dist before any Go build; `npm run build`
// inside this folder does the same by hand.
package frontend

import "embed"

// Dist is the built single-page app: index.html, manifest, service worker, icons and the
// hashed bundles under assets/.
//
//go:embed all:dist
var Dist embed.FS
