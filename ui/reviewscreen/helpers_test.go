package reviewscreen

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// reviewSeed is a deal, played by Normal bots in every seat, whose
// decisions of seat 0 the solver settles in well under a second: an Einer
// of seat 2 that seat 0 defends, with three calls he chose, two forced
// ones, and two of his cards that lost points.
const reviewSeed = 32

// testHost is the window as the review sees it in a test: blank card
// pictures of the right size, the background work done at once on the
// test's goroutine (as the window's synchronous runner does), and a count
// of the times the review asked to be closed.
type testHost struct{ closed int }

func (h *testHost) CardImage(c game.Card, w float32, ready func()) image.Image {
	return image.NewRGBA(image.Rect(0, 0, int(w), int(w*look.CardRatio)))
}

func (h *testHost) Background(work, then func()) {
	work()
	then()
}

func (h *testHost) ToWindow() (post func(f func())) { return func(f func()) { f() } }

func (h *testHost) Close() { h.closed++ }

// botDeal plays the deal of seed (dealer: seat 3) with Normal bots in
// every seat and returns it as the review of seat me sees it: me at the
// bottom, the others anticlockwise from there; the same bots replay it.
func botDeal(t *testing.T, seed uint64, me game.Seat) *Deal {
	t.Helper()
	start := game.Deal(game.Rules{}, 3, seed)
	st := start
	var acts []game.Action
	var bots [4]ai.Bot
	for s := range bots {
		b, err := ai.New(ai.Normal, seed*10+uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		bots[s] = b
	}
	for st.Phase() != game.Done {
		a := bots[st.Turn()].Choose(st.View(st.Turn()))
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	d := &Deal{Number: 1, Start: start, Actions: acts, Names: [4]string{"You", "Anna", "Sepp", "Vreni"}, Me: me, Seed: seed}
	for s := range d.Sides {
		d.Sides[s] = Side((s - int(me) + 4) % 4)
	}
	d.ReplayBot = func(s game.Seat) ai.Bot {
		b, _ := ai.New(ai.Normal, seed*10+uint64(s))
		return b
	}
	return d
}

// fastReview takes the time limits off the solver (its verdicts must not
// depend on the machine's load) and bounds the call review by nodes.
func fastReview(t *testing.T) {
	t.Helper()
	old := CardBudget
	CardBudget = 0
	t.Cleanup(func() { CardBudget = old })
	fastCallReview(t)
}

// openReview shows the review of d in a test window of the table's theme
// at size and computes its verdicts.
func openReview(t *testing.T, d *Deal, size fyne.Size) (*View, *testHost, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(look.NewTheme())
	h := &testHost{}
	rv := New(h, d)
	w := test.NewTempWindow(t, rv.Root())
	w.Resize(size)
	rv.Compute()
	return rv, h, w
}
