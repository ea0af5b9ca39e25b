package assets

import (
	"fmt"
	"image"
	"sync"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// allCards returns every face of a pack.
func allCards() []game.Card {
	cs := make([]game.Card, game.NumCards)
	for i := range cs {
		cs[i] = game.Card(i)
	}
	return cs
}

// ink is the share of opaque pixels that differ clearly from the paper
// colour (taken at the card's centre-left margin).
func ink(img *image.RGBA) float64 {
	b := img.Bounds()
	paper := img.RGBAAt(b.Dx()*6/100, b.Dy()/2)
	n, total := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if c.A < 255 {
				continue
			}
			total++
			if absDiff(c.R, paper.R)+absDiff(c.G, paper.G)+absDiff(c.B, paper.B) > 60 {
				n++
			}
		}
	}
	return float64(n) / float64(total)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// diff is the share of pixels (0..1) that differ clearly between two
// same-sized images: by more than 48 summed over R, G, B and A — a change a
// person sees, not anti-aliasing noise.
func diff(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		d := absDiff(a.Pix[i], b.Pix[i]) + absDiff(a.Pix[i+1], b.Pix[i+1]) +
			absDiff(a.Pix[i+2], b.Pix[i+2]) + absDiff(a.Pix[i+3], b.Pix[i+3])
		if d > 48 {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

func mustFace(t testing.TB, pack string, c game.Card, w int, st Style) *image.RGBA {
	t.Helper()
	img, err := FaceWith(pack, c, w, st)
	if err != nil {
		t.Fatalf("%s %v at %d px: %v", pack, c, w, err)
	}
	return img.(*image.RGBA)
}

func TestEveryCardRenders(t *testing.T) {
	for _, pack := range Packs() {
		for _, w := range []int{90, 180, 400} {
			h := Height(w)
			check := func(name string, img *image.RGBA) {
				if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
					t.Errorf("%s %s at %d px: size %v, want %dx%d", pack, name, w, b.Size(), w, h)
				}
				if a := img.RGBAAt(0, 0).A; a != 0 {
					t.Errorf("%s %s at %d px: corner alpha %d, want transparent", pack, name, w, a)
				}
				if a := img.RGBAAt(w/2, h/2).A; a != 255 {
					t.Errorf("%s %s at %d px: centre alpha %d, want opaque", pack, name, w, a)
				}
				if k := ink(img); k < 0.04 {
					t.Errorf("%s %s at %d px: ink coverage %.3f, looks blank", pack, name, w, k)
				}
			}
			for _, c := range allCards() {
				check(c.String(), mustFace(t, pack, c, w, Style{}))
			}
			back, err := Back(pack, w)
			if err != nil {
				t.Fatal(err)
			}
			check("back", back.(*image.RGBA))
		}
	}
}

// TestFacesDifferWithinPack: every face of a pack differs clearly from every
// other, so no two cards can be confused.
func TestFacesDifferWithinPack(t *testing.T) {
	const w, threshold = 90, 0.01
	for _, pack := range Packs() {
		imgs := make([]*image.RGBA, game.NumCards)
		for _, c := range allCards() {
			imgs[c] = mustFace(t, pack, c, w, Style{NoCornerIndex: true})
		}
		least, pair := 1e9, ""
		for i := range imgs {
			for j := i + 1; j < len(imgs); j++ {
				d := diff(imgs[i], imgs[j])
				if d < least {
					least, pair = d, fmt.Sprintf("%v/%v", game.Card(i), game.Card(j))
				}
				if d < threshold {
					t.Errorf("%s: %v and %v differ in only %.2f%% of the pixels", pack, game.Card(i), game.Card(j), 100*d)
				}
			}
		}
		t.Logf("%s: closest pair %s differs in %.2f%% of the pixels", pack, pair, 100*least)
	}
}

// TestPacksDiffer: the same card looks clearly different in every pack.
func TestPacksDiffer(t *testing.T) {
	const w, threshold = 90, 0.03
	packs := Packs()
	least := 1.0
	defer func() { t.Logf("closest: %.2f%% of the pixels differ", 100*least) }()
	for _, c := range allCards() {
		for i := range packs {
			for j := i + 1; j < len(packs); j++ {
				d := diff(mustFace(t, packs[i], c, w, Style{}), mustFace(t, packs[j], c, w, Style{}))
				if d < threshold {
					t.Errorf("%v: %s and %s differ in only %.2f%% of the pixels", c, packs[i], packs[j], 100*d)
				}
				least = min(least, d)
			}
		}
	}
}

// TestStyles: the four-colour option recolours exactly clubs and diamonds;
// switching corner indices off changes every face, and only in its corners.
func TestStyles(t *testing.T) {
	const w = 180
	green := func(img *image.RGBA) int {
		n := 0
		for i := 0; i < len(img.Pix); i += 4 {
			r, g, b := img.Pix[i], img.Pix[i+1], img.Pix[i+2]
			if int(g) > int(r)+50 && int(g) > int(b)+40 {
				n++
			}
		}
		return n
	}
	orange := func(img *image.RGBA) int {
		n := 0
		for i := 0; i < len(img.Pix); i += 4 {
			r, g, b := img.Pix[i], img.Pix[i+1], img.Pix[i+2]
			if r > 200 && g > 90 && g < 150 && b < 40 {
				n++
			}
		}
		return n
	}
	for _, pack := range Packs() {
		for _, c := range allCards() {
			plain := mustFace(t, pack, c, w, Style{})
			four := mustFace(t, pack, c, w, Style{FourColour: true})
			d := diff(plain, four)
			switch s := c.Suit(); {
			case s == game.Clubs:
				if green(four) < 30 || d == 0 {
					t.Errorf("%s %v: four-colour clubs not green (%d green pixels)", pack, c, green(four))
				}
			case s == game.Diamonds:
				if orange(four) < 30 || d == 0 {
					t.Errorf("%s %v: four-colour diamonds not orange (%d orange pixels)", pack, c, orange(four))
				}
			default:
				if d != 0 {
					t.Errorf("%s %v: four-colour option changed a card it should not", pack, c)
				}
			}
			bare := mustFace(t, pack, c, w, Style{NoCornerIndex: true})
			if diff(plain, bare) == 0 {
				t.Errorf("%s %v: switching the corner index off changed nothing", pack, c)
			}
			h := Height(w)
			// Nothing changes in the middle band of the card.
			for y := h * 3 / 10; y < h*7/10; y++ {
				for x := w / 4; x < w*3/4; x++ {
					if plain.RGBAAt(x, y) != bare.RGBAAt(x, y) {
						t.Fatalf("%s %v: corner index option changed pixel (%d,%d) in the middle", pack, c, x, y)
					}
				}
			}
		}
	}
}

func TestBadRequests(t *testing.T) {
	for _, tc := range []struct {
		pack string
		c    game.Card
		w    int
	}{
		{"nope", 0, 100}, {"adler", 54, 100}, {"adler", game.NoCard, 100},
		{"adler", 0, 0}, {"adler", 0, -5}, {"adler", 0, MaxWidth + 1},
	} {
		if _, err := Face(tc.pack, tc.c, tc.w); err == nil {
			t.Errorf("Face(%q, %d, %d): no error", tc.pack, tc.c, tc.w)
		}
	}
	if _, err := Back("nope", 100); err == nil {
		t.Error("Back of unknown pack: no error")
	}
	if _, err := Back("adler", 0); err == nil {
		t.Error("Back at 0 px: no error")
	}
}

// TestConcurrentUse asks for the same and different cards from many
// goroutines; run with -race. Everyone gets the one cached image.
func TestConcurrentUse(t *testing.T) {
	const w = 77
	var wg sync.WaitGroup
	got := make([][]image.Image, 8)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, c := range []game.Card{0, 21, 30, 45, 53} {
				img, err := FaceWith("schwarzwald", c, w, Style{FourColour: g%2 == 0})
				if err != nil {
					t.Error(err)
					return
				}
				got[g] = append(got[g], img)
			}
		}()
	}
	wg.Wait()
	for g := 2; g < len(got); g++ {
		for i := range got[g] {
			if got[g][i] != got[g%2][i] {
				t.Errorf("goroutine %d card %d: a second copy of a cached image", g, i)
			}
		}
	}
}

func TestPreload(t *testing.T) {
	for _, pack := range Packs() {
		if err := Preload(pack); err != nil {
			t.Errorf("%s: %v", pack, err)
		}
	}
	if err := Preload("nope"); err == nil {
		t.Error("Preload of an unknown pack: no error")
	}
}
