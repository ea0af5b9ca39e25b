package ui

import (
	"image"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
)

// assetArt draws the cards with package assets.
type assetArt struct{}

func (assetArt) Packs() []string { return assets.Packs() }

func (assetArt) Face(pack string, c game.Card, w int) (image.Image, error) {
	return assets.Face(pack, c, w)
}

func (assetArt) Back(pack string, w int) (image.Image, error) { return assets.Back(pack, w) }

// defaultArt is the card art the table uses.
func defaultArt() artSource { return assetArt{} }
