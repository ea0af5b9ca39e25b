// Package assets holds the card art of every pack and draws it: Face and
// Back return a card as an image at a given pixel width, rasterised once
// from the generated SVG files under cards/ and cached.
//
// The files under cards/ are made by `go generate ./assets` (command
// cmd/cardgen) from the motifs under art/ (whose court figures command
// cmd/courtart draws first), following the contract in
// art/README.md; a test fails when they are stale. They hold nothing but
// filled paths, so Fyne's own SVG reader would draw them too — but it takes
// seconds per card, so the app uses this package's bounding-box–clipped
// rasteriser instead and shows plain images.
package assets

//go:generate go run ./cmd/courtart -art art
//go:generate go run ./cmd/cardgen -art art -out cards
