package assets

import (
	"image"

	"github.com/cego-spiel/cego/game"
)

// What the tests use and the program does not (its window draws through
// FaceWith): kept here so that nothing in the shipped package is reachable
// only from tests (deadcode ./...).

// Face returns card c of pack drawn widthPx pixels wide (and Height(widthPx)
// tall) in the default style. See FaceWith.
func Face(pack string, c game.Card, widthPx int) (image.Image, error) {
	return FaceWith(pack, c, widthPx, Style{})
}
