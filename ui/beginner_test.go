package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// dimmed is the set of the hand's cards drawn dimmed.
func dimmed(c *Controller) game.Cards {
	var d game.Cards
	for _, w := range c.table.hand {
		if w.dim {
			d |= w.card.Bit()
		}
		if w.dim != !w.renderer().veil.Hidden {
			panic("the veil does not follow the dim state")
		}
	}
	return d
}

// TestDimmedAreIllegal: in beginner mode exactly the cards that cannot be
// chosen now are dimmed, in the exchange and in play — but for the cards
// kept in the exchange, the person's choice, drawn lifted and ringed
// instead; without it none.
func TestDimmedAreIllegal(t *testing.T) {
	if !settingsOf(Options{}).Hints {
		t.Fatal("beginner mode is not on for a new player")
	}
	checked := map[game.Phase]int{}
	kept := 0 // kept cards seen in the exchange
	for _, ph := range []game.Phase{game.Exchanging, game.Playing} {
		for k := 0; k < 3; k++ {
			seen := 0
			c := tableAt(t, func(c *Controller, v *game.View) bool {
				if v.Phase() != ph || v.Hand()&^v.LegalCards() == 0 {
					return false
				}
				seen++
				return seen > k
			})
			v := c.view()
			want := v.Hand() &^ v.LegalCards()
			if ph == game.Exchanging {
				want &^= v.Kept()
				kept += v.Kept().Len()
			}
			if got := dimmed(c); got != want {
				t.Fatalf("%v: dimmed %v, illegal %v", ph, got, want)
			}
			checked[ph]++
			s := c.settings
			s.Hints = false
			c.applySettings(s)
			if got := dimmed(c); got != 0 {
				t.Fatalf("beginner mode off: %v dimmed", got)
			}
		}
	}
	if checked[game.Exchanging] == 0 || checked[game.Playing] == 0 {
		t.Fatal("a phase was not checked")
	}
	if kept == 0 {
		t.Fatal("no kept card was seen in the exchange")
	}
}

// TestRefusalNamesRule taps a card the rules forbid: the banner shows the
// engine's sentence and, in beginner mode, the rule above it.
func TestRefusalNamesRule(t *testing.T) {
	c := tableAt(t, func(c *Controller, v *game.View) bool {
		tr := v.CurrentTrick()
		return v.Phase() == game.Playing && tr.N > 0 && !tr.Cards[0].IsTrump() &&
			v.Hand()&game.SuitCards(tr.Cards[0].Suit()) != 0
	})
	v := c.view()
	bad := (v.Hand() &^ v.LegalCards()).Lowest()
	test.Tap(handCard(t, c, bad))
	err := c.explain(game.CardAction(bad))
	if c.table.message.txt.Text != text.Refusal(err) {
		t.Errorf("banner %q, want %q", c.table.message.txt.Text, text.Refusal(err))
	}
	if got := c.table.whatNow.txt.Text; got != "Rule book, chapter 4 “Playing the cards”: follow suit, else trump · more in Learn, chapter 2" || c.table.whatNow.bg.Hidden {
		t.Errorf("rule line %q", got)
	}
	if v2 := c.view(); !v2.Hand().Has(bad) {
		t.Fatal("the refused card left the hand")
	}
	w := handCard(t, c, bad)
	if tag := c.table.refusedTag; tag.bg.Hidden || tag.bg.Position().X < w.Position().X || tag.bg.Position().X > w.Position().X+w.Size().Width {
		t.Errorf("the refused card is not marked (tag at %v, card at %v)", tag.bg.Position(), w.Position())
	}
	// without beginner mode the sentence alone
	s := c.settings
	s.Hints = false
	c.applySettings(s)
	test.Tap(handCard(t, c, bad))
	if c.table.whatNow.txt.Text != "" || c.table.message.txt.Text != text.Refusal(err) || !c.table.refusedTag.bg.Hidden {
		t.Errorf("beginner mode off: rule %q, banner %q", c.table.whatNow.txt.Text, c.table.message.txt.Text)
	}
}

// TestRuleOfRefusals names a rule for each family of the engine's
// refusals, by their codes, with the chapter of the in-app rule book
// (numbered and titled as its list shows them) or, where the rule book has
// none, without; every code the engine has gets a rule but the two without
// a rule of their own.
func TestRuleOfRefusals(t *testing.T) {
	cases := map[game.RefusalCode]string{
		game.RefuseFollowSuit:        "Rule book, chapter 4 “Playing the cards”: ",
		game.RefuseTrumpLed:          "Rule book, chapter 4 “Playing the cards”: ",
		game.RefuseMustTrump:         "Rule book, chapter 4 “Playing the cards”: ",
		game.RefuseGeissLead:         "Rule book, chapter 4 “Playing the cards”: ",
		game.RefuseEineLeereLead:     "Rule book, chapter 4 “Playing the cards”: ",
		game.RefuseDiscardShown:      "Rule book, chapter 3 “The exchange”: ",
		game.RefuseEineLeereKeepPip:  "Rule book, chapter 3 “The exchange”: ",
		game.RefuseCegoOpen:          "Rule book, chapter 2 “The auction”: ",
		game.RefuseJumpBid:           "Rule book, chapter 2 “The auction”: ",
		game.RefuseHoldOrPass:        "Rule book, chapter 2 “The auction”: ",
		game.RefuseUltimoNeedsGeiss:  "Rule book, chapter 2 “The auction”: ",
		game.RefuseNotYourTurn:       "Rule book, chapter 1 “The pack”: ",
		game.RefusePlayNotCall:       "Rule: one decision at a time",
		game.RefuseHosenNeverPassed:  "Rule: Schinden / Hosen rum",
		game.RefuseDrescherNotPlayed: "Rule: Vorhand's option",
		game.RefusePaschaNeeds:       "Rule: Pascha",
	}
	for code, want := range cases {
		got := ruleOf(&game.IllegalError{Code: code, Reason: "any sentence"})
		if !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want %q…", code, got, want)
		}
	}
	general := map[game.RefusalCode]bool{game.RefuseNotAnAction: true, game.RefuseCardNotNow: true}
	named := map[game.RefusalCode]int{}
	for _, r := range ruleRefs {
		for _, code := range r.codes {
			named[code]++
		}
	}
	for _, code := range game.RefusalCodes() {
		got := ruleOf(&game.IllegalError{Code: code})
		if general[code] != (got == "Rule: the rules") || named[code] > 1 {
			t.Errorf("%s: rule %q (in %d families)", code, got, named[code])
		}
	}
	if ruleOf(errNotYourTurn) != "" {
		t.Error("an error of the table got a rule")
	}
}

// TestWhatNow checks the "what now?" line at several decisions.
func TestWhatNow(t *testing.T) {
	// Vorhand opens the Cego auction
	c := tableAt(t, func(c *Controller, v *game.View) bool {
		l := v.Legal()
		return v.Phase() == game.Bidding && len(l) == 1 && game.ContractOfCall(l[0]).IsLadder()
	})
	if got := c.table.whatNow.txt.Text; got != "Vorhand must open the Cego auction" {
		t.Errorf("Cego opening: %q", got)
	}
	// the declarer of a Cego keeps two cards
	c = tableAt(t, func(c *Controller, v *game.View) bool {
		return v.Phase() == game.Exchanging && v.Contract() == game.Cego && v.Kept().Len() == 0
	})
	if got := c.table.whatNow.txt.Text; got != "You are declarer: keep two cards, the blind comes to you" {
		t.Errorf("Cego exchange: %q", got)
	}
	// following suit
	c = tableAt(t, func(c *Controller, v *game.View) bool {
		tr := v.CurrentTrick()
		return v.Phase() == game.Playing && tr.N > 0 && tr.Cards[0].Suit() == game.Hearts && v.Hand()&game.SuitCards(game.Hearts) != 0
	})
	if got := c.table.whatNow.txt.Text; got != "Follow suit: hearts were led" {
		t.Errorf("following: %q", got)
	}
	// out of the suit led, with trumps
	c = tableAt(t, func(c *Controller, v *game.View) bool {
		tr := v.CurrentTrick()
		if v.Phase() != game.Playing || tr.N == 0 || tr.Cards[0].IsTrump() {
			return false
		}
		return v.Hand()&game.SuitCards(tr.Cards[0].Suit()) == 0 && v.Hand()&game.TrumpCards != 0
	})
	v := c.view()
	if got, want := c.table.whatNow.txt.Text, "No "+text.SuitWord(v.CurrentTrick().Cards[0].Suit())+": you must play a trump"; got != want {
		t.Errorf("trumping: %q, want %q", got, want)
	}
	// another seat deciding
	m, err := game.NewSitting(game.Rules{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	for st := m.State(); st.Turn() == human; st = m.State() {
		if err := m.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	c.begin(m, Options{Seed: 5}, [4]string{})
	st := m.State()
	c.thinking = st.Turn()
	c.table.update()
	if got, want := c.table.message.txt.Text, c.names[st.Turn()]+" is thinking"; got != want {
		t.Errorf("a bot's turn: %q, want %q", got, want)
	}
}

// TestContractCard checks the card shown after the auction and the
// numbers of the contracts' explanations against RULES.md §5, §3 and §9.
func TestContractCard(t *testing.T) {
	c := tableAt(t, func(c *Controller, v *game.View) bool {
		return v.Phase() == game.Exchanging && v.Contract() == game.Cego && v.Kept().Len() == 0
	})
	b := c.table.contract
	if !b.visible || !inObjects(c, b.bg) {
		t.Fatal("no contract card after the auction")
	}
	if b.title.Text != "Cego — you are declarer" || b.needs.Text != "Cego: 36 of 70 points; value 1" {
		t.Errorf("card %q / %q", b.title.Text, b.needs.Text)
	}
	cases := []struct {
		c    game.Contract
		r    game.Rules
		want string
	}{
		{game.EineLeere, game.Rules{}, "36 of 70 points; value 3"},
		{game.Geiss, game.Rules{}, "36 of 70 points; value 6"},
		{game.EineLeere, game.Rules{CountPairs: true}, "40 of 79 points; value 3"},
		{game.Einer, game.Rules{Halbe: true}, "36 of 70 points; value 3"},
		{game.ZweiLeere, game.Rules{Scoring: game.CegoOnlineValues}, "36 of 70 points; value 4 (× 5 per band)"},
		{game.Solo, game.Rules{}, "36 of 70 points; value 2 if won, 1 if lost"},
		{game.Gegensolo, game.Rules{}, "36 of 70 points; value 4 if won, 2 if lost"},
		{game.Piccolo, game.Rules{}, "take exactly one trick; value 15"},
		{game.Ultimo, game.Rules{Scoring: game.CegoOnlineValues}, "win the last trick with the Geiß; value 80"},
		{game.Raeuber, game.Rules{}, "value 5"},
	}
	for _, k := range cases {
		if got := text.ContractNeeds(k.c, k.r, false); !strings.HasSuffix(got, k.want) {
			t.Errorf("%v under %+v: %q, want …%q", k.c, k.r, got, k.want)
		}
	}
	// the card goes when the first card is played
	c = tableAt(t, func(c *Controller, v *game.View) bool {
		return v.Phase() == game.Playing && v.Played() != 0 && v.Contract().Info().Normal
	})
	if c.table.contract.visible {
		t.Error("the contract card still shows in play")
	}
	// in play the status panel keeps the need in beginner mode
	if got := c.table.statusTx[2].Text; !strings.HasSuffix(got, " · declarer needs 36 of 70 points") {
		t.Errorf("status line %q", got)
	}
}

// TestEveryCallExplained: every call of the action model has an
// explanation, and the auction bar shows it for the button under the
// pointer.
func TestEveryCallExplained(t *testing.T) {
	r := game.Rules{Halbe: true, Pascha: true, Zwikkolo: true, Trio: true, Quarto: true, Quinto: true, Drescher: true}
	for a := game.Pass; int(a) < game.NumActions; a++ {
		e := text.ExplainCall(a, r)
		if e == "" || e == a.String() || !strings.Contains(e, " — ") {
			t.Errorf("%v: %q", a, e)
		}
		if c := game.ContractOfCall(a); c.Info().Normal && !strings.Contains(e, "36 of 70 points") {
			t.Errorf("%v: %q names no points", a, e)
		}
	}
	c := tableAt(t, func(c *Controller, v *game.View) bool { return v.Phase() == game.Bidding && len(v.Legal()) >= 2 })
	v := c.view()
	for _, b := range c.table.auction.buttons {
		b.MouseIn(nil)
		if want := callExplanation(b.action, &v, c.sitting.Rules()); c.table.auction.expl != want || !strings.HasPrefix(want, strings.TrimSuffix(c.table.auction.hint.Text, ";")) {
			t.Errorf("pointer on %v: bar %q / %q, want %q", b.action, c.table.auction.hint.Text, c.table.auction.hint2.Text, want)
		}
		b.FocusGained()
		if c.table.auction.expl != callExplanation(b.action, &v, c.sitting.Rules()) {
			t.Errorf("focus on %v: %q", b.action, c.table.auction.expl)
		}
	}
}
