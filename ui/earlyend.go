package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/reviewscreen"
)

// Early end of play (RULES §8.4): once the outcome of Ultimo, Piccolo,
// Bettel, an optional special or Drescher is certain after a trick
// (game.State.Decided), nobody is asked for another card. The remaining
// cards are played at once by the rule bot in every seat, without
// animation, so the deal's action list stays complete: the autosave, the
// review, the score sheet and the settlement see an ordinary finished deal,
// and the settlement is the engine's as before (every continuation gives
// the same one). The result panel then says in one line why the deal ended.
// Normal games and Räuber are always played out (Decided never answers for
// them), and so are the lessons, whose deals are scripted.

// earlyEnd is what the controller knows about the current deal's early
// end (the turn loop, package turnloop, decides it).
type earlyEnd struct {
	// line says why the deal was ended (""; not ended early); lineGen and
	// lineDeal tie it to its deal
	line     string
	lineGen  uint64
	lineDeal int
}

// endedEarly keeps why the deal was ended early (the turn loop ended it:
// its outcome became certain with the trick just completed, at, for the
// reason dec; the rule bot played the remaining cards) for the result
// panel, and shows every trick gathered.
func (c *Controller) endedEarly(at *game.State, dec game.Decision) {
	c.early.line, c.early.lineGen, c.early.lineDeal = c.decisionLine(at, dec), c.gen, c.sitting.DealNumber()
	c.thinking, c.holding, c.humanWaiting = game.NoSeat, false, false
	v := c.view()
	c.cleared = completeTricks(&v)
}

// earlyLine is the reason the current deal was ended early ("": it was
// played out).
// A deal this controller did not end itself — the host ended it at a
// network table, or it was read from a save — is looked at once, the way
// the turn loop would have found it.
func (c *Controller) earlyLine() string {
	if c.sitting == nil {
		return ""
	}
	if c.early.lineGen == c.gen && c.early.lineDeal == c.sitting.DealNumber() {
		return c.early.line
	}
	if st := c.sitting.State(); c.lesson != nil || st.Phase() != game.Done {
		return ""
	}
	line := ""
	if start, acts, err := dealStart(c.sitting); err == nil {
		if at, dec, ok := reviewscreen.EarlyEnd(start, acts); ok {
			line = c.decisionLine(&at, dec)
		}
	}
	c.early.line, c.early.lineGen, c.early.lineDeal = line, c.gen, c.sitting.DealNumber()
	return line
}

// earlyLabel is the result panel's line about the early end.
func earlyLabel(line string) fyne.CanvasObject {
	l := widget.NewLabel(line + ". " + tr("The remaining cards were played automatically."))
	l.Wrapping = fyne.TextWrapWord
	l.TextStyle.Bold = true
	return l
}

// decisionLine says in one line why the outcome is certain: "Bettel lost:
// Anna took a trick".
func (c *Controller) decisionLine(st *game.State, dec game.Decision) string {
	g := st.Contract().Info().German
	target := st.Contract().TargetTricks()
	you := c.isMe(dec.Seat)
	name := ""
	if dec.Seat != game.NoSeat {
		name = c.names[dec.Seat]
	}
	// who picks the sentence about the person or the one about another
	// player (German conjugates "du" apart)
	who := func(aboutYou, aboutName string) string {
		if you {
			return aboutYou
		}
		return aboutName
	}
	switch dec.Reason {
	case game.TooManyTricks:
		switch st.Contract() {
		case game.Bettel:
			return who(tr("Bettel lost: you took a trick"), trf("Bettel lost: %s took a trick", name))
		case game.Piccolo:
			return who(tr("Piccolo lost: you took a second trick"), trf("Piccolo lost: %s took a second trick", name))
		}
		return who(trf("%s lost: you took more than %d tricks", g, target), trf("%s lost: %s took more than %d tricks", g, name, target))
	case game.TargetUnreachable:
		switch st.Contract() {
		case game.Bettel:
			return who(tr("Bettel lost: you can no longer avoid a trick"), trf("Bettel lost: %s can no longer avoid a trick", name))
		case game.Piccolo:
			return who(tr("Piccolo lost: you can no longer take exactly one trick"), trf("Piccolo lost: %s can no longer take exactly one trick", name))
		}
		return who(trf("%s lost: you can no longer take exactly %d tricks", g, target), trf("%s lost: %s can no longer take exactly %d tricks", g, name, target))
	case game.TargetSure:
		switch st.Contract() {
		case game.Bettel:
			return who(tr("Bettel won: you can no longer be made to take a trick"), trf("Bettel won: %s can no longer be made to take a trick", name))
		case game.Piccolo:
			return who(tr("Piccolo won: you are sure to end with exactly one trick"), trf("Piccolo won: %s is sure to end with exactly one trick", name))
		}
		return who(trf("%s won: you are sure to end with exactly %d tricks", g, target), trf("%s won: %s is sure to end with exactly %d tricks", g, name, target))
	case game.GeissEarly:
		return trf("Ultimo lost: the Geiß fell in trick %d, before the last", dec.Trick)
	case game.GeissBeaten:
		return tr("Ultimo lost: the Geiß can no longer win the last trick")
	case game.GeissSure:
		return tr("Ultimo won: the Geiß is sure to win the last trick")
	case game.LastTrickSure:
		return who(tr("Drescher: you are sure to take the last trick and pay"), trf("Drescher: %s is sure to take the last trick and pays", name))
	}
	return ""
}
