package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// newTestTable opens a table in a test window with bots answering at once.
func newTestTable(t testing.TB, opts Options) *Controller {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(look.NewTheme())
	w := test.NewTempWindow(t, nil)
	c, err := newWindowTable(a, w, opts, true)
	if err != nil {
		t.Fatal(err)
	}
	w.Resize(defaultSize)
	return c
}

// centre is the middle of an object on the canvas.
func centre(o fyne.CanvasObject) fyne.Position {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return p.AddXY(o.Size().Width/2, o.Size().Height*0.6)
}

// handCard finds the widget of card c in the human's hand.
func handCard(t testing.TB, c *Controller, card game.Card) *cardWidget {
	t.Helper()
	for _, w := range c.table.hand {
		if w.card == card {
			return w
		}
	}
	t.Fatalf("card %v is not in the hand on screen", card)
	return nil
}

// dragToTrick drags a card of the hand onto the middle of the table.
func dragToTrick(c *Controller, w *cardWidget) {
	from := centre(w)
	g := c.table.geo
	test.Drag(c.win.Canvas(), from, g.cx-from.X, g.cy-from.Y)
}

// humanMove makes the human's next decision through the screen: a tap on
// a call button, a tap on a card to keep or discard, a drag to play.
func humanMove(t testing.TB, c *Controller, rng *rand.Rand) {
	t.Helper()
	v := c.view()
	legal := v.Legal()
	a := legal[rng.IntN(len(legal))]
	before := len(c.sitting.Actions())
	switch v.Phase() {
	case game.Bidding:
		for _, b := range c.table.auction.buttons {
			if b.action == a {
				test.Tap(b)
				return
			}
		}
		t.Fatalf("no button for the legal call %v", a)
	case game.Exchanging:
		test.Tap(handCard(t, c, a.Card()))
	case game.Playing:
		dragToTrick(c, handCard(t, c, a.Card()))
	}
	if v2 := c.view(); v.Phase() == game.Playing && v2.Hand().Has(a.Card()) {
		t.Fatalf("%v was dragged to the trick but is still in the hand", a)
	}
	if st := c.sitting.State(); len(c.sitting.Actions()) == before && st.Phase() != game.Done {
		t.Fatalf("%v by the screen did nothing (banner %q)", a, c.table.message.txt.Text)
	}
}

// playDeal drives the human's side of a deal through the screen until the
// result panel shows.
func playDeal(t testing.TB, c *Controller, rng *rand.Rand) {
	t.Helper()
	driveDeal(t, c, func() { humanMove(t, c, rng) })
}

// driveDeal makes the human's moves with move until the deal is over; it
// fails if the table waits for a bot or the deal does not end.
func driveDeal(t testing.TB, c *Controller, move func()) {
	t.Helper()
	for i := 0; i < 200; i++ {
		if st := c.sitting.State(); st.Phase() == game.Done {
			return
		}
		if v := c.view(); !v.MyTurn() {
			st := c.sitting.State()
			t.Fatalf("the table stopped while seat %d is to act", st.Turn())
		}
		move()
	}
	t.Fatal("the deal did not end")
}

// TestFullDealByScreen plays whole deals by taps and drags and checks the
// score against a replay of the same actions through the engine alone.
func TestFullDealByScreen(t *testing.T) {
	for _, players := range []int{4, 3} {
		for seed := uint64(1); seed <= 3; seed++ {
			c := newTestTable(t, Options{Players: players, Seed: seed, Pace: PaceInstant})
			rng := rand.New(rand.NewPCG(seed, 9))
			playDeal(t, c, rng)
			if c.table.overlay == nil {
				t.Fatal("no result panel after the deal")
			}
			replay, _ := game.NewSitting(game.Rules{Players: players}, seed)
			for _, a := range c.sitting.Actions() {
				if err := replay.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			st, rs := c.sitting.State(), replay.State()
			if st.Score() != rs.Score() {
				t.Fatalf("screen score %v, replay %v", st.Score(), rs.Score())
			}
			texts := overlayTexts(c.table.overlay)
			r := st.Result()
			if !strings.Contains(texts, trf("%s %+d", c.names[0], r.Score[0])) {
				t.Errorf("the result panel does not show the human's amount %+d:\n%s", r.Score[0], texts)
			}
			// the next deal starts from the panel
			c.overlayDefault()
			if c.sitting.DealNumber() != 2 || c.table.overlay != nil {
				t.Fatal("Enter on the result did not deal again")
			}
		}
	}
}

// TestIllegalDragRefused drags a card the rules forbid and checks it stays
// in the hand while the engine's sentence shows in the banner.
func TestIllegalDragRefused(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		c := newTestTable(t, Options{Seed: seed, Pace: PaceInstant})
		rng := rand.New(rand.NewPCG(seed, 1))
		for i := 0; i < 60; i++ {
			v := c.view()
			if v.Phase() == game.Done {
				break
			}
			if v.Phase() == game.Playing {
				bad := v.Hand() &^ v.LegalCards()
				if bad != 0 {
					card := bad.Lowest()
					st := c.sitting.State()
					want := st.ApplyFor(human, game.CardAction(card))
					if want == nil {
						t.Fatal("the engine accepts a card it does not list")
					}
					before := len(c.sitting.Actions())
					dragToTrick(c, handCard(t, c, card))
					if len(c.sitting.Actions()) != before {
						t.Fatal("an illegal card was played")
					}
					if got := c.table.message.txt.Text; got != text.RefusalAt(want, c.names) || c.table.message.txt.Hidden {
						t.Fatalf("banner %q, want the engine's %q", got, text.RefusalAt(want, c.names))
					}
					if v2 := c.view(); !v2.Hand().Has(card) || handCard(t, c, card).Hidden {
						t.Fatal("the refused card left the hand")
					}
					return
				}
			}
			humanMove(t, c, rng)
		}
	}
	t.Fatal("no deal gave an illegal card to try")
}

// TestPackSwitchRedraws switches the design and checks every card shown
// is redrawn from the new pack.
func TestPackSwitchRedraws(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5, Pace: PaceInstant})
	rng := rand.New(rand.NewPCG(5, 5))
	for {
		v := c.view()
		if v.Phase() == game.Playing && v.CurrentTrick().N > 0 {
			break
		}
		humanMove(t, c, rng)
	}
	packs := c.table.art.src.Packs()
	if len(packs) < 2 {
		t.Skip("only one pack")
	}
	cards := c.table.visibleCards()
	if len(cards) < 20 {
		t.Fatalf("only %d cards on the table", len(cards))
	}
	// through the Cards menu, as a player does
	var items []*fyne.MenuItem
	for _, m := range c.win.MainMenu().Items {
		if m.Label == "Cards" {
			items = m.Items
		}
	}
	if len(items) != len(packs) {
		t.Fatalf("the Cards menu has %d items for %d packs", len(items), len(packs))
	}
	for i, p := range packs {
		items[i].Action()
		if !items[i].Checked || c.table.pack != p {
			t.Fatalf("menu item %q did not switch to %q", items[i].Label, p)
		}
		for _, w := range c.table.visibleCards() {
			if w.imgPack != p || w.imgCard != w.card || w.renderer().img.Image == nil {
				t.Fatalf("card %v shows pack %q card %v after switching to %q", w.card, w.imgPack, w.imgCard, p)
			}
		}
	}
}

// TestThreePlayers checks the three-player table: two bots right and left,
// no fourth seat, 13 cards in the hand.
func TestThreePlayers(t *testing.T) {
	c := newTestTable(t, Options{Players: 3, Seed: 11, Pace: PaceInstant})
	v := c.view()
	if v.Phase() == game.Bidding && len(c.table.hand) != 13 {
		t.Fatalf("%d cards in the hand, want 13", len(c.table.hand))
	}
	if c.table.seats[3].name.Visible() || len(c.table.seats[3].backs) != 0 {
		t.Fatal("a fourth seat is shown")
	}
	for s := 1; s <= 2; s++ {
		if n := len(c.table.seats[s].backs); n != v.HandCount(game.Seat(s)) {
			t.Fatalf("seat %d shows %d cards, holds %d", s, n, v.HandCount(game.Seat(s)))
		}
	}
	if placeOf(2, 3) != placeLeft || placeOf(1, 3) != placeRight {
		t.Fatal("three-player seats are not right and left")
	}
	playDeal(t, c, rand.New(rand.NewPCG(3, 3)))
}

// overlayTexts collects the texts of an overlay's labels.
func overlayTexts(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case *container.ThemeOverride: // (the result panel, at the table's scale)
			walk(x.Content)
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *canvas.Text:
			b.WriteString(x.Text + "\n")
		}
	}
	walk(o)
	return b.String()
}

// TestExposedPips: a bot declarer's shown pips lie face up in his row only.
// The deal is scripted: everybody passes the first rounds, Vorhand opens
// Cego, seat 1 bids Einer, Vorhand holds, seat 1 goes to Eine Leere and
// keeps a pip.
func TestExposedPips(t *testing.T) {
	script := "pass pass pass pass  pass pass pass pass  pass pass pass pass  cego einer mein eine-leere pass pass pass"
	acts, err := game.ParseActions(script)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 200; seed++ {
		m, _ := game.NewSitting(game.Rules{}, seed)
		ok := true
		for _, a := range acts {
			if m.Apply(a) != nil {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		st := m.State()
		if err := m.Apply(game.CardAction((st.LegalCards()).Lowest())); err != nil {
			t.Fatal(err)
		}
		c := newTestTable(t, Options{Seed: seed, Pace: PaceInstant})
		c.sitting = m
		c.table.update()
		v := c.view()
		if v.Phase() != game.Playing || v.Declarer() != 1 || v.Exposed().Len() != 1 {
			t.Fatalf("seed %d: the script did not give seat 1 an Eine Leere with a shown pip", seed)
		}
		for s := 1; s < 4; s++ {
			faces := game.Cards(0)
			for _, w := range c.table.seats[s].backs {
				if w.card != game.NoCard {
					faces = faces.Add(w.card)
				}
			}
			want := game.Cards(0)
			if s == 1 {
				want = v.Exposed()
			}
			if faces != want {
				t.Fatalf("seed %d: seat %d shows %v face up, want %v", seed, s, faces, want)
			}
		}
		return
	}
	t.Fatal("no seed fitted the script")
}
