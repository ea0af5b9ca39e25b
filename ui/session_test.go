package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// sessionShotDir is where TestPlayerSessionGerman's pictures go:
// $CEGO_QA_SHOTS when set (to look at them), else a temporary folder.
func sessionShotDir(t *testing.T) string {
	if d := os.Getenv("CEGO_QA_SHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// germanScreen checks the screen as a German player sees it: no text on it
// is an English text of the German table.
type germanScreen struct {
	t    *testing.T
	de   map[string]string
	dir  string
	seen map[string]bool
	size fyne.Size // the window's size (0: the default)
}

func newGermanScreen(t *testing.T) *germanScreen {
	SetLanguage(store.LanguageGerman)
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	return &germanScreen{t: t, de: readTranslations(t, "de"), dir: sessionShotDir(t), seen: map[string]bool{}}
}

// check fails on an English text on the screen.
func (g *germanScreen) check(c *Controller, where string) {
	g.t.Helper()
	for _, s := range screenTexts(c) {
		for _, line := range strings.Split(s, "\n") {
			line = strings.TrimSpace(line)
			if d, ok := g.de[line]; ok && d != line && !g.seen[line] {
				g.seen[line] = true
				g.t.Errorf("%s: English %q on the German screen (German: %q)", where, line, d)
			}
		}
	}
}

// shot checks the screen and writes its picture.
func (g *germanScreen) shot(c *Controller, name string) {
	g.t.Helper()
	if g.size.Width > 0 && c.win.Canvas().Size() != g.size {
		c.win.Resize(g.size)
	}
	g.check(c, name)
	img := c.win.Canvas().Capture()
	if !imageOK(img) {
		g.t.Fatalf("%s: the picture is blank", name)
	}
	if err := writePNG(filepath.Join(g.dir, name+".png"), img); err != nil {
		g.t.Fatal(err)
	}
}

// callButtonText is the text of the call button for a, or "" without one.
func callButtonText(c *Controller, a game.Action) string {
	for _, b := range c.table.auction.buttons {
		if b.action == a && b.Visible() {
			return b.Text
		}
	}
	return ""
}

// tapCall taps the call button for a.
func tapCall(t *testing.T, c *Controller, a game.Action) {
	t.Helper()
	for _, b := range c.table.auction.buttons {
		if b.action == a {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button for the call %v", a)
}

// sessionTable looks for a seeded deal in which the person, calling what
// prefer says (else passing) and playing the lowest legal card, comes to
// a decision where want holds.
func sessionTable(t *testing.T, players int, prefer []game.Action, want func(c *Controller, v *game.View) bool) *Controller {
	t.Helper()
	return sessionTableFrom(t, 1, players, prefer, want)
}

// sessionTableFrom is sessionTable trying the seeds from first on: a test
// that looks for the same position again (in another language, say)
// starts at the seed of the table it found before (c.opts.Seed).
func sessionTableFrom(t *testing.T, first uint64, players int, prefer []game.Action, want func(c *Controller, v *game.View) bool) *Controller {
	t.Helper()
	for s := first; s < 400; s++ {
		c := newTestTable(t, Options{Players: players, Seed: s, Pace: PaceInstant})
		for i := 0; i < 80; i++ {
			v := c.view()
			if v.Phase() == game.Done || !v.MyTurn() {
				break
			}
			if want(c, &v) {
				return c
			}
			sessionMove(t, c, prefer)
		}
	}
	t.Fatal("no seeded deal reached the position")
	return nil
}

// sessionMove makes the person's next decision by the screen: the first
// call of prefer that is legal (else pass), the first cards of the hand
// to discard, the lowest legal card by drag.
func sessionMove(t *testing.T, c *Controller, prefer []game.Action) {
	t.Helper()
	v := c.view()
	legal := v.Legal()
	switch v.Phase() {
	case game.Bidding:
		a := legal[0]
		for _, l := range legal {
			if l == game.Pass {
				a = l
			}
		}
	pick:
		for _, p := range prefer {
			for _, l := range legal {
				if l == p {
					a = l
					break pick
				}
			}
		}
		tapCall(t, c, a)
	case game.Exchanging:
		test.Tap(handCard(t, c, legal[0].Card()))
	case game.Playing:
		dragVisible(c, handCard(t, c, v.LegalCards().Lowest()))
	default:
		if err := c.humanAction(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// finishDeal plays the person's side to the end of the deal.
func finishDeal(t *testing.T, c *Controller, prefer []game.Action) {
	t.Helper()
	driveDeal(t, c, func() {
		before := len(c.sitting.Actions())
		sessionMove(t, c, prefer)
		if len(c.sitting.Actions()) == before {
			v := c.view()
			if d := os.Getenv("CEGO_QA_SHOTS"); d != "" {
				_ = writePNG(filepath.Join(d, "stuck.png"), c.win.Canvas().Capture())
			}
			t.Fatalf("the person's move did nothing (phase %v, legal %v, banner %q)", v.Phase(), v.Legal(), c.table.message.txt.Text)
		}
	})
}

// checkResult checks the result panel a player sees after the deal: his
// amount and each amount of the deal summing to zero, the totals of the
// score sheet being the sum of the deals.
func checkResult(t *testing.T, g *germanScreen, c *Controller, name string) {
	t.Helper()
	if c.table.overlay == nil {
		t.Fatalf("%s: no result panel", name)
	}
	st := c.sitting.State()
	r := st.Result()
	texts := overlayTexts(c.table.overlay)
	sum := 0
	for p := 0; p < c.players(); p++ {
		sum += r.Score[p]
	}
	if sum != 0 {
		t.Errorf("%s: the amounts %v do not sum to zero", name, r.Score)
	}
	if !strings.Contains(texts, fmt.Sprintf("%+d", r.Score[0])) {
		t.Errorf("%s: the panel does not show the person's amount %+d:\n%s", name, r.Score[0], texts)
	}
	g.shot(c, name+"-result")
	c.showScoreSheet()
	g.shot(c, name+"-scoresheet")
	press(c, fyne.KeyEscape)
	for _, o := range c.win.Canvas().Overlays().List() {
		if o != c.table.overlay {
			t.Errorf("%s: Escape did not close the score sheet", name)
			c.win.Canvas().Overlays().Remove(o)
		}
	}
}

// TestPlayerSessionGerman plays as a German-speaking person in seat 0
// would, with four and with three at the table: a call of the Cego ladder
// held with "mein", a Solo, Räuber, the Legage, a refused card and its
// rule, the hint, a card played by double-click, the card taken back,
// the deal saved and resumed on a fresh table, the result and the score
// sheet. At each step it checks what the player must see and that no
// English text shows; the pictures go to $CEGO_QA_SHOTS.
func TestPlayerSessionGerman(t *testing.T) {
	g := newGermanScreen(t)
	runs := []struct {
		players int
		size    fyne.Size
	}{{4, fyne.NewSize(1024, 700)}, {3, fyne.NewSize(1024, 700)}, {4, fyne.NewSize(1280, 900)}, {3, fyne.NewSize(1280, 900)}}
	switch {
	case raceEnabled:
		// four minutes under the race detector: one table is enough to
		// look for races, the run without it plays all four
		runs = runs[:1]
	case testing.Short():
		// each number of players and each size once; all four in make test-long
		runs = []struct {
			players int
			size    fyne.Size
		}{runs[0], runs[3]}
	}
	for _, run := range runs {
		players := run.players
		g.size = run.size
		pre := fmt.Sprintf("%dp-%.0f-", players, run.size.Width)

		// "mein": the person holds a bot's call on the Cego ladder
		c := sessionTable(t, players, nil, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Bidding && hasAction(v.Legal(), game.Mein)
		})
		if txt := callButtonText(c, game.Mein); !strings.HasPrefix(txt, "mein ") {
			t.Errorf("%s: the button for Mein says %q, want \"mein …\"", pre, txt)
		}
		g.shot(c, pre+"1-auction-mein")
		tapCall(t, c, game.Mein)
		prefer := []game.Action{game.Mein}
		for i := 0; i < 40; i++ {
			v := c.view()
			if v.Phase() != game.Bidding || !v.MyTurn() {
				break
			}
			sessionMove(t, c, prefer)
		}
		if v := c.view(); v.Phase() == game.Exchanging && v.MyTurn() {
			g.shot(c, pre+"2-legage")
		}
		for i := 0; i < 40; i++ {
			v := c.view()
			if v.Phase() == game.Playing && v.MyTurn() && v.LegalCards() != v.Hand() {
				break
			}
			if v.Phase() == game.Done {
				break
			}
			sessionMove(t, c, prefer)
		}

		// a refused card: it stays in the hand, the banner gives the rule
		if v := c.view(); v.Phase() == game.Playing && v.LegalCards() != v.Hand() {
			bad := (v.Hand() &^ v.LegalCards()).Lowest()
			dragToTrick(c, handCard(t, c, bad))
			if v2 := c.view(); !v2.Hand().Has(bad) {
				t.Fatalf("%s: the refused %v left the hand", pre, bad)
			}
			if c.table.refusal == "" {
				t.Errorf("%s: no refusal shown for %v", pre, bad)
			}
			g.shot(c, pre+"3-refused")

			// the hint
			hintByKey(t, c)
			if _, ok := c.table.hintFor(); !ok {
				t.Errorf("%s: no hint shown", pre)
			}
			g.shot(c, pre+"4-hint")

			// double-click plays a legal card
			before := c.sitting.State()
			card := v.LegalCards().Lowest()
			w := handCard(t, c, card)
			test.DoubleTap(w)
			if v2 := c.view(); v2.Hand().Has(card) {
				t.Fatalf("%s: a double-click did not play %v", pre, card)
			}
			g.shot(c, pre+"5-doubleclick")

			// undo: the card comes back
			c.win.Canvas().(fyne.Shortcutable).TypedShortcut(undoShortcut)
			if c.sitting.State() != before {
				t.Errorf("%s: Ctrl+Z did not take back %v", pre, card)
			}
			if v2 := c.view(); !v2.Hand().Has(card) {
				t.Errorf("%s: %v is not back in the hand after Ctrl+Z", pre, card)
			}
			g.shot(c, pre+"6-undone")
			sessionMove(t, c, prefer)
		}

		// saved mid-deal and resumed on a fresh table: nothing lost
		if st := c.sitting.State(); st.Phase() != game.Done {
			dir := t.TempDir()
			s := store.New(dir)
			if err := s.SaveAutosave(c.meta(), c.sitting); err != nil {
				t.Fatal(err)
			}
			saved, ok, err := s.LoadAutosave()
			if !ok || err != nil {
				t.Fatalf("%s: autosave: %v %v", pre, ok, err)
			}
			c2 := newTestTable(t, Options{Players: players, Seed: 999})
			if err := c2.Resume(saved, c2.opts); err != nil {
				t.Fatal(err)
			}
			v1, v2 := c.view(), c2.view()
			if v1.Hand() != v2.Hand() || v1.CurrentTrick() != v2.CurrentTrick() || v1.Phase() != v2.Phase() {
				t.Errorf("%s: the resumed deal differs", pre)
			}
			if c2.names != c.names || c2.cleared != c.cleared {
				t.Errorf("%s: resumed names %v tricks %d, want %v %d", pre, c2.names, c2.cleared, c.names, c.cleared)
			}
			g.shot(c2, pre+"7-resumed")
			c = c2
		}
		finishDeal(t, c, prefer)
		checkResult(t, g, c, pre+"8-mein")

		// the person plays a Solo
		c = sessionTable(t, players, nil, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Bidding && hasAction(v.Legal(), game.CallSolo)
		})
		g.shot(c, pre+"9-auction-solo")
		tapCall(t, c, game.CallSolo)
		finishDeal(t, c, []game.Action{game.CallSolo})
		checkResult(t, g, c, pre+"10-solo")

		// Räuber
		c = sessionTable(t, players, nil, func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Bidding && hasAction(v.Legal(), game.CallRaeuber)
		})
		g.shot(c, pre+"11-auction-raeuber")
		tapCall(t, c, game.CallRaeuber)
		finishDeal(t, c, nil)
		checkResult(t, g, c, pre+"12-raeuber")
	}
}

// hasAction says whether a is among as.
func hasAction(as []game.Action, a game.Action) bool {
	for _, x := range as {
		if x == a {
			return true
		}
	}
	return false
}
