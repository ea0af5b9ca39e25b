package ui

import (
	"image"
	"strings"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
)

// assetArt draws the cards with package assets.
type assetArt struct{}

func (assetArt) Packs() []string { return assets.Packs() }

func (assetArt) Face(pack string, c game.Card, w int) (image.Image, error) {
	p, st := splitPack(pack)
	return assets.FaceWith(p, c, w, st)
}

func (assetArt) Back(pack string, w int) (image.Image, error) {
	p, _ := splitPack(pack)
	return assets.Back(p, w)
}

// styledPack is the art cache's key for pack drawn in style st: the pack's
// name with "+4c" (four-colour suits) and "+noidx" (no corner indices)
// appended, so images of every style are cached apart.
func styledPack(pack string, st assets.Style) string {
	if st.FourColour {
		pack += "+4c"
	}
	if st.NoCornerIndex {
		pack += "+noidx"
	}
	return pack
}

// splitPack undoes styledPack.
func splitPack(key string) (string, assets.Style) {
	parts := strings.Split(key, "+")
	var st assets.Style
	for _, p := range parts[1:] {
		switch p {
		case "4c":
			st.FourColour = true
		case "noidx":
			st.NoCornerIndex = true
		}
	}
	return parts[0], st
}

// defaultArt is the card art the table uses.
func defaultArt() artSource { return assetArt{} }
