package ui

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestYouInSentences: where a sentence names the person, it says "you"
// ("von dir"), not his seat's name "You" ("von Du"): the title of the last
// trick he took, and the line of a deal he declared (the review's title).
func TestYouInSentences(t *testing.T) {
	defer SetLanguage(store.LanguageEnglish)
	// both languages play the same seeds: the second starts at the seeds
	// the first found
	trickSeed, soloSeed := uint64(1), uint64(1)
	for _, l := range []struct{ lang, trick, game, wrong string }{
		{store.LanguageEnglish, "Trick 1, taken by you", "Solo by you: ", "by You"},
		{store.LanguageGerman, "Stich 1, gemacht von dir", "Solo von dir: ", "von Du"}, // Solo: replaced by the contract he declares
	} {
		SetLanguage(l.lang)
		c := sessionTableFrom(t, trickSeed, 4, nil, func(c *Controller, v *game.View) bool {
			if v.Phase() != game.Playing || completeTricks(v) != 1 {
				return false
			}
			return v.Tricks()[0].Winner() == c.me()
		})
		trickSeed = c.opts.Seed
		c.showLastTrick()
		if c.table.overlay == nil {
			t.Fatalf("%s: no last trick shown", l.lang)
		}
		if got := overlayTexts(c.table.overlay); !strings.Contains(got, l.trick) || strings.Contains(got, l.wrong) {
			t.Errorf("%s: the last trick is titled\n%s\nwant %q", l.lang, got, l.trick)
		}
		c.table.setOverlay(nil)

		// a deal the person declares (calling Solo where he may)
		var st game.State
		for seed := soloSeed; ; seed++ {
			if seed > 60 {
				t.Fatalf("%s: no seeded deal the person declares", l.lang)
			}
			c = newTestTable(t, Options{Players: 4, Seed: seed, Pace: PaceInstant})
			finishDeal(t, c, []game.Action{game.CallSolo})
			st = c.sitting.State()
			if r := st.Result(); r.Declarer == c.me() && r.Contract.Info().Normal {
				soloSeed = seed
				break
			}
		}
		in := st.Result().Contract.Info()
		l.game = strings.Replace(l.game, "Solo", in.German, 1)
		got := text.ResultLine(&st, c.names, c.me())
		if !strings.HasPrefix(got, l.game) || strings.Contains(got, l.wrong) {
			t.Errorf("%s: the person's game is summed up as %q, want %q…", l.lang, got, l.game)
		}
		if lines := text.ResultLines(&st, c.names, c.me()); lines[0] != strings.TrimSuffix(l.game, ": ") {
			t.Errorf("%s: in two lines %q", l.lang, lines)
		}
		if got := text.ResultLine(&st, c.names, game.NoSeat); !strings.Contains(got, c.names[c.me()]) {
			t.Errorf("%s: another's view of the deal %q lacks the name %q", l.lang, got, c.names[c.me()])
		}
	}
}

// TestLastTrickWhenNone: before any trick the Last trick button is greyed
// out and L says that no trick is complete yet (not that the look back is
// over); once the deal is over, with the result panel up, the button is
// greyed out and the panel stays; in the next deal it is greyed out until
// a trick is complete (TestLastTrickAndWaitForClick in ui/realinput plays
// that with real input).
func TestLastTrickWhenNone(t *testing.T) {
	c := newTestTable(t, Options{Players: 3, Seed: 7, Pace: PaceInstant})
	if v := c.view(); v.Phase() != game.Bidding {
		t.Fatalf("phase %v", v.Phase())
	}
	c.showLastTrick()
	if c.table.refusal != tr(txtNoTrickYet) {
		t.Errorf("in the auction the Last trick button says %q, want %q", c.table.refusal, tr(txtNoTrickYet))
	}
	if !c.table.lastBtn.Disabled() {
		t.Error("the Last trick button is offered in the auction")
	}
	finishDeal(t, c, nil)
	panel := c.table.overlay
	if panel == nil {
		t.Fatal("no result panel")
	}
	if !c.table.lastBtn.Disabled() {
		t.Error("the Last trick button is active under the result panel")
	}
	c.showLastTrick()
	if c.table.overlay != panel {
		t.Error("Last trick replaced the result panel")
	}
	c.NextDeal()
	if v := c.view(); completeTricks(&v) == 0 && !c.table.lastBtn.Disabled() {
		t.Error("the Last trick button is offered in the next deal before a trick")
	}
}
