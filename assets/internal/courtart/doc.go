// Package courtart draws the court figures of the three packs — sixteen a
// pack, every one its own person — as motif files of the contract in
// assets/art/README.md (court-<suit>-<rank>.svg, viewBox 0 0 550 470, the
// upper half of a double-ended court). A figure is put together from parts
// drawn here (bodies and dress, heads, hair and beards, headdresses,
// attributes, horses) after a short description per card (figures_*.go), in
// the pack's manner: engraved hatching for adler, woodcut hatching for
// bourgeois, flat colour for schwarzwald.
//
// Run it through `go generate ./assets` (cmd/courtart), before cardgen.
package courtart
