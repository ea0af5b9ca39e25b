// Package vg is the small vector-graphics kernel of the card-art pipeline: a
// strict reader for the SVG subset of assets/art/README.md, the geometry that
// turns its shapes into plain filled outlines (transforms applied, arcs as
// cubics, strokes outlined so they scale with the card), and a writer for
// SVG files that hold nothing but filled paths.
//
// The subset is deliberately narrow: it is what both our rasteriser and
// Fyne's SVG reader draw identically, so Parse refuses everything else with an
// error naming the element or attribute.
package vg
