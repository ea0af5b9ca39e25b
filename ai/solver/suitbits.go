package solver

import "github.com/cego-spiel/cego/game"

// highBit[b] and lowBit[b] are the highest and the lowest set bit of the
// byte b (0 for none): the plain suits are the bytes of a card set from
// bit 22 on, so these give the top or bottom card of each suit at once.
var highBit, lowBit [256]uint8

func init() {
	for b := 1; b < 256; b++ {
		lowBit[b] = uint8(b & -b)
		h := 128
		for b&h == 0 {
			h >>= 1
		}
		highBit[b] = uint8(h)
	}
}

// highestOfSuits returns the highest card of each plain suit of s.
func highestOfSuits(s game.Cards) game.Cards {
	return game.Cards(highBit[uint8(s>>22)])<<22 | game.Cards(highBit[uint8(s>>30)])<<30 |
		game.Cards(highBit[uint8(s>>38)])<<38 | game.Cards(highBit[uint8(s>>46)])<<46
}

// lowestOfSuits returns the lowest card of each plain suit of s.
func lowestOfSuits(s game.Cards) game.Cards {
	return game.Cards(lowBit[uint8(s>>22)])<<22 | game.Cards(lowBit[uint8(s>>30)])<<30 |
		game.Cards(lowBit[uint8(s>>38)])<<38 | game.Cards(lowBit[uint8(s>>46)])<<46
}
