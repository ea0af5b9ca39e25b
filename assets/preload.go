package assets

import (
	"fmt"
	"slices"

	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/game"
)

// Preload parses all card files of pack ahead of use, so the first Face of
// each card costs only its rasterising. The UI may call it in a goroutine
// at start-up or when the player switches packs; it is safe to call more
// than once and concurrently with Face.
func Preload(pack string) error {
	if !slices.Contains(palette.Names, pack) {
		return fmt.Errorf("assets: unknown pack %q (packs: %v)", pack, palette.Names)
	}
	if _, err := cardFills(pack + "/back.svg"); err != nil {
		return err
	}
	for c := game.Card(0); c < game.NumCards; c++ {
		if _, err := cardFills(pack + "/" + c.String() + ".svg"); err != nil {
			return err
		}
	}
	return nil
}
