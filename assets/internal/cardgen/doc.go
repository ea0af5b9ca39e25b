// Package cardgen composes the finished card faces and backs of every pack
// from the motif files of assets/art (see assets/art/README.md): card
// outline, frame, numeral panels with numerals as glyph outlines, pips,
// court recolouring, double-ended mirroring and corner indices. Its output
// files hold only filled paths in three layers: "face" (always drawn),
// "suit" (suit-coloured symbols the four-colour option recolours) and
// "index" (the corner indices, dropped when they are switched off).
package cardgen
