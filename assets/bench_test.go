package assets

import (
	"testing"

	"github.com/cego-spiel/cego/assets/internal/vg"
	"github.com/cego-spiel/cego/game"
)

// BenchmarkFaceCold draws a trump face 250 px wide without the image cache
// (the card file is already parsed, as after the first use of a pack).
func BenchmarkFaceCold(b *testing.B) {
	for _, c := range []game.Card{20, game.CardGstiess, 45} {
		b.Run(c.String(), func(b *testing.B) {
			k := key{pack: "bourgeois", card: int(c), width: 250}
			if _, err := render(k); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := render(k); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFaceCached is a cache hit.
func BenchmarkFaceCached(b *testing.B) {
	if _, err := Face("adler", 20, 250); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		Face("adler", 20, 250)
	}
}

// BenchmarkParseCardFile reads one generated card file (the one-off cost
// before a card's first render).
func BenchmarkParseCardFile(b *testing.B) {
	data, err := cardFiles.ReadFile("cards/bourgeois/T21.svg")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := vg.Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCourtsCold draws all sixteen courts of each pack 250 px wide
// without the image cache; ns/op is for one card (the mean of the 16).
func BenchmarkCourtsCold(b *testing.B) {
	for _, pack := range Packs() {
		b.Run(pack, func(b *testing.B) {
			var keys []key
			for c := game.Card(0); c < game.NumCards; c++ {
				if c.IsCourt() {
					keys = append(keys, key{pack: pack, card: int(c), width: 250})
				}
			}
			for _, k := range keys {
				if _, err := render(k); err != nil {
					b.Fatal(err)
				}
			}
			i := 0
			for b.Loop() {
				if _, err := render(keys[i%len(keys)]); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}
