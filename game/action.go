package game

import "fmt"

// Action is one decision of a deal (RULES §16): a call in the auction, or a
// card kept, discarded or played. Values 0..53 are the cards themselves, so
// Action(c) is the card action for c; the calls follow from 54 on.
type Action uint8

// The calls of RULES §16.1. Card actions are Action(card).
const (
	Pass Action = NumCards + iota
	CallUltimo
	CallSolo
	CallGegensolo
	CallPiccolo
	CallBettel
	CallCego
	CallHalbe
	CallEiner
	CallEineLeere
	CallZweiLeere
	CallZweiVerschiedene
	CallGeiss
	Mein
	CallRaeuber
	CallDrescher
	CallZwikkolo
	CallTrio
	CallQuarto
	CallQuinto
	CallPascha
	CallDurchmarsch
	numActions
)

// NumActions is one more than the largest Action.
const NumActions = int(numActions)

var actionTokens = [...]string{
	Pass: "pass", CallUltimo: "ultimo", CallSolo: "solo", CallGegensolo: "gegensolo",
	CallPiccolo: "piccolo", CallBettel: "bettel", CallCego: "cego", CallHalbe: "halbe",
	CallEiner: "einer", CallEineLeere: "eine-leere", CallZweiLeere: "zwei-leere",
	CallZweiVerschiedene: "zwei-verschiedene", CallGeiss: "geiss", Mein: "mein",
	CallRaeuber: "raeuber", CallDrescher: "drescher", CallZwikkolo: "zwikkolo",
	CallTrio: "trio", CallQuarto: "quarto", CallQuinto: "quinto", CallPascha: "pascha",
	CallDurchmarsch: "durchmarsch",
}

// IsCard reports whether a is a card action (keep, discard or play).
func (a Action) IsCard() bool { return a < NumCards }

// Card returns the card of a card action (NoCard otherwise).
func (a Action) Card() Card {
	if a < NumCards {
		return Card(a)
	}
	return NoCard
}

// CardAction returns the action that keeps, discards or plays c.
func CardAction(c Card) Action { return Action(c) }

// String returns the token of RULES §16.1 ("pass", "zwei-leere", "T21").
func (a Action) String() string {
	if a < NumCards {
		return Card(a).String()
	}
	if int(a) < len(actionTokens) && actionTokens[a] != "" {
		return actionTokens[a]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

var actionByToken = func() map[string]Action {
	m := make(map[string]Action, NumActions)
	for a := Action(0); a < numActions; a++ {
		m[a.String()] = a
	}
	return m
}()

// ParseAction reads one token of RULES §16.1: a call ("pass", "solo", "mein",
// "zwei-leere", …) or a card code ("T21", "GS", "hK").
func ParseAction(s string) (Action, error) {
	if a, ok := actionByToken[s]; ok {
		return a, nil
	}
	return 0, fmt.Errorf("%q is neither a call (pass, solo, cego, mein, …) nor a card code", s)
}

// ParseActions reads space-separated action tokens.
func ParseActions(s string) ([]Action, error) {
	var out []Action
	for i, f := range splitFields(s) {
		a, err := ParseAction(f)
		if err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		out = append(out, a)
	}
	return out, nil
}

// FormatActions writes actions space-separated, the inverse of ParseActions.
func FormatActions(as []Action) string {
	b := make([]byte, 0, 4*len(as))
	for i, a := range as {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, a.String()...)
	}
	return string(b)
}
