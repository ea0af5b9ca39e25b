package ui

import (
	"encoding/json"
	"flag"
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	xdraw "golang.org/x/image/draw"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/reviewscreen"
	"github.com/cego-spiel/cego/ui/store"
)

var earlyShot = flag.String("early-shot", "", "write the picture of a Bettel or Piccolo ended early to this PNG file")

// trickStart is the current deal as it was at the start of the trick being
// played.
func trickStart(t *testing.T, c *Controller) game.State {
	t.Helper()
	start, acts, err := dealStart(c.sitting)
	if err != nil {
		t.Fatal(err)
	}
	st := c.sitting.State()
	for _, a := range acts[:len(acts)-int(st.CurrentTrick().N)] {
		if err := start.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return start
}

// playDealEarly lets the person pass every call and play his lowest legal card
// until the deal is over; it checks that he is never asked for a card once
// the outcome is certain, and returns how many cards he played.
func playDealEarly(t *testing.T, c *Controller) int {
	t.Helper()
	played := 0
	for i := 0; i < 200; i++ {
		st := c.sitting.State()
		if st.Phase() == game.Done {
			return played
		}
		if !c.isHuman(st.Turn()) {
			t.Fatalf("the table waits for seat %d in phase %v", st.Turn(), st.Phase())
		}
		a := st.Legal()[0]
		if st.Phase() == game.Playing {
			ts := trickStart(t, c)
			if dec, ok := ts.Decided(); ok && ts.TrickCount() > 1 {
				t.Fatalf("the person is asked for a card although the outcome was certain: %+v", dec)
			}
			played++
		} else if st.IsLegal(game.Pass) {
			a = game.Pass
		}
		if err := c.humanAction(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the deal does not end")
	return 0
}

// earlyPicture writes the window, tourWidth wide, to a PNG file.
func earlyPicture(t *testing.T, c *Controller, path string) {
	t.Helper()
	c.win.Resize(defaultSize)
	img := c.win.Canvas().Capture()
	b := img.Bounds()
	h := b.Dy() * tourWidth / b.Dx()
	small := image.NewRGBA(image.Rect(0, 0, tourWidth, h))
	xdraw.CatmullRom.Scale(small, small.Bounds(), img, b, xdraw.Src, nil)
	if err := writePNG(path, small); err != nil {
		t.Fatal(err)
	}
}

// TestEarlyEndBettelPiccolo: a bot declares Bettel or Piccolo, the person
// defends for a few tricks, the declarer takes the trick too many; nobody
// is asked for another card, the rest is played into the record at once, and the result
// panel shows the usual settlement and the line why.
func TestEarlyEndBettelPiccolo(t *testing.T) {
	c := newTestTable(t, Options{Seed: 1})
	saves := store.New(t.TempDir())
	for seed := uint64(1); seed < 3000; seed++ {
		if err := c.NewSitting(Options{Seed: seed}); err != nil {
			t.Fatal(err)
		}
		for st := c.sitting.State(); st.Phase() == game.Bidding && c.isHuman(st.Turn()); st = c.sitting.State() {
			a := game.Pass
			if !st.IsLegal(a) {
				a = st.Legal()[0]
			}
			if err := c.humanAction(a); err != nil {
				t.Fatal(err)
			}
		}
		st := c.sitting.State()
		if (st.Contract() != game.Bettel && st.Contract() != game.Piccolo) || st.Declarer() == human {
			continue
		}
		cards := playDealEarly(t, c)
		line := c.earlyLine()
		end := c.sitting.State()
		d := end.Declarer()
		// the first start of a trick where the outcome was certain
		start, acts, err := dealStart(c.sitting)
		if err != nil {
			t.Fatal(err)
		}
		var dec game.Decision
		for _, a := range acts {
			if start.Phase() == game.Playing && start.CurrentTrick().N == 0 && start.TrickCount() > 1 {
				if dd, ok := start.Decided(); ok {
					dec = dd
					break
				}
			}
			if err := start.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if dec.Reason != game.TooManyTricks || dec.Trick < 3 {
			t.Logf("seed %d: %v by %s, not the case looked for (%q)", seed, end.Contract(), c.names[d], line)
			continue
		}
		if c.autosaver == nil {
			// the case: the same deal once more, autosaved after every action
			c.store = saves
			c.autosaver = saves.NewAutosaver(nil)
			defer c.autosaver.Close()
			seed--
			continue
		}
		// the deal ended there, after the trick too many
		if dec.Trick != start.TrickCount()-1 || start.TricksWon(d) != end.Contract().TargetTricks()+1 {
			t.Errorf("decided by trick %d, ended after trick %d with %d tricks of the declarer", dec.Trick, start.TrickCount()-1, start.TricksWon(d))
		}
		want := trf("Bettel lost: %s took a trick", c.names[d])
		if end.Contract() == game.Piccolo {
			want = trf("Piccolo lost: %s took a second trick", c.names[d])
		}
		if line != want {
			t.Errorf("line %q, want %q", line, want)
		}
		// a window that did not end the deal itself (a friend's at the
		// host's table, or one that read the sitting from a file) finds
		// the same line in the finished deal
		data, err := json.Marshal(c.sitting)
		if err != nil {
			t.Fatal(err)
		}
		other := newTestTable(t, Options{Seed: seed})
		var copied game.Sitting
		if err := json.Unmarshal(data, &copied); err != nil {
			t.Fatal(err)
		}
		other.sitting = &copied
		if got := other.earlyLine(); got != line {
			t.Errorf("the line found in the finished deal: %q, want the line of the window that ended it, %q", got, line)
		}
		// the deal is in the record to its end, and its settlement stands
		if end.TrickCount() != end.TotalTricks() || end.Played().Len() != end.Players()*end.TotalTricks() {
			t.Errorf("the record holds %d tricks, %d cards", end.TrickCount(), end.Played().Len())
		}
		if cards != dec.Trick {
			t.Errorf("the person played %d cards, the deal was decided in trick %d", cards, dec.Trick)
		}
		r := end.Result()
		if r.Won {
			t.Errorf("%v by a declarer with %d tricks settled as won", end.Contract(), end.TricksWon(d))
		}
		if s := r.Score; s[d] != -3*r.Value || s[human] != r.Value {
			t.Errorf("settlement %v, value %d", s, r.Value)
		}
		if tot := c.sitting.Totals(); tot != r.Score {
			t.Errorf("totals %v, the deal %v", tot, r.Score)
		}
		if c.table.overlay == nil {
			t.Fatal("no result panel")
		}
		texts := overlayTexts(c.table.overlay)
		for _, w := range []string{line + ". ", tr("The remaining cards were played automatically."), strings.Join(explainDeal(&end, c.names, c.personSeat()).Pays, "    ")} {
			if !strings.Contains(texts, w) {
				t.Errorf("the result panel does not show %q:\n%s", w, texts)
			}
		}
		t.Logf("seed %d: %v by %s, decided in trick %d, the person played %d cards; %q\n%s", seed, end.Contract(), c.names[d], dec.Trick, cards, line, texts)
		if *earlyShot != "" {
			earlyPicture(t, c, *earlyShot)
		}
		// the autosave holds the deal to its end
		if err := c.autosaver.Flush(); err != nil {
			t.Fatal(err)
		}
		g, ok, err := saves.LoadAutosave()
		if !ok || err != nil {
			t.Fatalf("no autosave: %v", err)
		}
		if saved := g.Sitting.State(); saved.Phase() != game.Done || !slices.Equal(g.Sitting.Actions(), c.sitting.Actions()) {
			t.Errorf("the autosave holds %d actions in phase %v, the table %d", len(g.Sitting.Actions()), saved.Phase(), len(c.sitting.Actions()))
		}
		// the line in German
		lang := Language()
		SetLanguage("de")
		german := c.decisionLine(&start, dec)
		SetLanguage(lang)
		wantDE := "Bettel verloren: " + c.names[d] + " hat einen Stich gemacht"
		if end.Contract() == game.Piccolo {
			wantDE = "Piccolo verloren: " + c.names[d] + " hat einen zweiten Stich gemacht"
		}
		if german != wantDE {
			t.Errorf("German line %q, want %q", german, wantDE)
		}
		// the review takes the deal as any other
		old := reviewscreen.CardBudget
		reviewscreen.CardBudget = 2 * time.Second
		t.Cleanup(func() { reviewscreen.CardBudget = old })
		fastCallReview(t)
		c.showReview()
		rv := c.reviewShown()
		if rv == nil || rv.Steps() != end.TotalTricks()+1 {
			t.Fatal("the review does not show the deal trick by trick")
		}
		// it judges the person's own cards, and says which were played for him
		if judged := len(verdictRows(t, rv)); judged != cards {
			t.Errorf("the review judges %d cards; the person played %d, the deal was decided in trick %d", judged, cards, dec.Trick)
		}
		auto := trf("The outcome was certain after trick %d: from trick %d on the cards were played automatically and are not judged.", dec.Trick, dec.Trick+1)
		rv.ShowStep(dec.Trick)
		if slices.Contains(uitest.Texts(rv.Root()), auto) {
			t.Errorf("the review at trick %d says %q", dec.Trick, auto)
		}
		rv.ShowStep(dec.Trick + 1)
		if !slices.Contains(uitest.Texts(rv.Root()), auto) {
			t.Errorf("the review at trick %d does not say %q", dec.Trick+1, auto)
		}
		if *earlyShot != "" {
			earlyPicture(t, c, strings.TrimSuffix(*earlyShot, ".png")+"-review.png")
		}
		return
	}
	t.Fatal("no Bettel or Piccolo by a bot ended by a trick too many")
}

// TestNormalGamePlayedOut: a normal game is played to its last trick; the
// person plays every card and no line about an early end appears.
func TestNormalGamePlayedOut(t *testing.T) {
	c := newTestTable(t, Options{Seed: 1})
	for seed := uint64(1); seed < 200; seed++ {
		if err := c.NewSitting(Options{Seed: seed}); err != nil {
			t.Fatal(err)
		}
		cards := playDealEarly(t, c)
		end := c.sitting.State()
		if !end.Contract().Info().Normal {
			continue
		}
		if cards != end.TotalTricks() {
			t.Errorf("seed %d: %v: the person played %d of %d cards", seed, end.Contract(), cards, end.TotalTricks())
		}
		if c.earlyLine() != "" {
			t.Errorf("seed %d: a normal game ended early: %q", seed, c.earlyLine())
		}
		return
	}
	t.Fatal("no normal game found")
}

// TestEarlyEndWatch: in watch mode the bots' special games end early the
// same way, with the line on the result panel, and the next deal follows.
func TestEarlyEndWatch(t *testing.T) {
	c := newTestTable(t, Options{Seed: 1, WatchMode: true})
	for seed := uint64(1); seed < 400; seed++ {
		if err := c.NewSitting(Options{Seed: seed, WatchMode: true}); err != nil {
			t.Fatal(err)
		}
		end := c.sitting.State()
		if end.Phase() != game.Done {
			t.Fatalf("seed %d: watch mode stopped in phase %v", seed, end.Phase())
		}
		line := c.earlyLine()
		if line == "" {
			continue
		}
		if !end.Contract().IsSpecial() && end.Contract() != game.Drescher {
			t.Fatalf("seed %d: %v ended early: %q", seed, end.Contract(), line)
		}
		if !strings.Contains(overlayTexts(c.table.overlay), line+". ") {
			t.Errorf("seed %d: the result panel does not say %q", seed, line)
		}
		c.NextDeal()
		next := c.sitting.State()
		if c.sitting.DealNumber() != 2 || next.Phase() != game.Done || c.earlyLine() != "" && !next.Contract().IsSpecial() && next.Contract() != game.Drescher {
			t.Errorf("seed %d: the next deal did not follow in watch mode", seed)
		}
		t.Logf("seed %d: %v: %q", seed, end.Contract(), line)
		return
	}
	t.Fatal("no special game ended early in watch mode")
}
