package cardgen

import (
	"strconv"

	"github.com/cego-spiel/cego/assets/internal/palette"
	"github.com/cego-spiel/cego/assets/internal/vg"
	"github.com/cego-spiel/cego/game"
)

// Where the corner index sits (top left; the bottom-right copy is turned).
// At the hand's size on an 800×600 window (81 px wide) the label is 9 px
// and the suit symbol 12 px tall: big enough to tell a club's three round
// leaves from a spade's point at a glance (issue #19).
var (
	indexLabel   = vg.Point{X: 74, Y: 82}
	indexSuit    = vg.Point{X: 74, Y: 174}
	indexHeight  = 68.0
	indexSuitSiz = 96.0
)

// courtLetters are the index letters of Jack, Cavalier, Queen and King.
var courtLetters = [4]string{"J", "C", "Q", "K"}

// indexText is the figure or letter a card shows in its corners.
func indexText(c game.Card) string {
	switch {
	case c == game.CardGstiess:
		return "GS"
	case c.IsTrump():
		return strconv.Itoa(int(c) + 1)
	case c.IsCourt():
		return courtLetters[c.Rank()-4]
	default:
		return c.String()[1:]
	}
}

// indexFills draws the corner index at the top left (label and, for pip
// cards, a small suit symbol), not yet turned for the other corner.
func indexFills(pack string, c game.Card) ([]vg.Fill, error) {
	pal := palette.Packs[pack]
	label := indexText(c)
	col := pal.Ink
	if !c.IsTrump() {
		col = pal.Black
		if s := c.Suit(); s == game.Hearts || s == game.Diamonds {
			col = pal.Red
		}
	}
	squeeze := 1.0
	if len(label) > 1 {
		squeeze = 0.72
	}
	var out []vg.Fill
	if c == game.CardGstiess {
		// The Gstieß picture fills the card: give the index a paper plate.
		var plate vg.Path
		plate.RoundRect(28, 36, 118, 124, 10)
		out = append(out, vg.Fill{Path: plate, Color: pal.Paper, Opacity: 0.9})
	}
	txt, err := packs[pack].numeralFont.text(label, indexLabel.X, indexLabel.Y, indexHeight, squeeze)
	if err != nil {
		return nil, err
	}
	out = append(out, vg.Fill{Path: txt, Color: col, Opacity: 1})
	if bar, ok := underline6or9(label, txt, indexHeight); ok && c.IsTrump() {
		out = append(out, vg.Fill{Path: bar, Color: col, Opacity: 1})
	}
	if c.IsPip() {
		out = append(out, indexSuitFills(pack, suitLetter(c))...)
	}
	return out, nil
}
