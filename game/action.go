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
	// Extensions of RULES §16.1 for the options of §11:
	//
	//   offen        OFFEN: the declarer of a special game lays his hand
	//                open (asked once after the auction: pass or offen).
	//   ulti         SOLO_ULTI: the Solo player announces winning the last
	//                trick with the Geiß;
	//   ulti-2       … and the second-to-last with trump 2;
	//   ulti-3       … and the third-to-last with trump 3;
	//   ulti-durch   … the last trick with the Geiß and every trick.
	//                (durchmarsch alone: every trick.) Asked once when the
	//                Solo stands: pass or one announcement.
	//   hosen-rum-0 … hosen-rum-3
	//                SCHINDEN: "Hosen rum!", the demand to see seat 0…3's
	//                dealt hand, suspected of withholding a compulsory
	//                Solo. Before the first lead each seat from Vorhand is
	//                asked once: pass or one challenge of a seat that
	//                passed in the Solo round (only such a seat can have
	//                withheld a Solo; if none did, nobody is asked); the
	//                first challenge ends the deal.
	CallOffen
	CallUlti
	CallUlti2
	CallUlti3
	CallUltiDurch
	HosenRum0
	HosenRum1
	HosenRum2
	HosenRum3
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
	CallDurchmarsch: "durchmarsch", CallOffen: "offen", CallUlti: "ulti", CallUlti2: "ulti-2",
	CallUlti3: "ulti-3", CallUltiDurch: "ulti-durch", HosenRum0: "hosen-rum-0", HosenRum1: "hosen-rum-1",
	HosenRum2: "hosen-rum-2", HosenRum3: "hosen-rum-3",
}

// HosenRum returns the call that challenges seat p (SCHINDEN).
func HosenRum(p Seat) Action { return HosenRum0 + Action(p) }

// ChallengedSeat returns the seat a hosen-rum call challenges (ok false for
// other actions).
func (a Action) ChallengedSeat() (Seat, bool) {
	if a >= HosenRum0 && a <= HosenRum3 {
		return Seat(a - HosenRum0), true
	}
	return NoSeat, false
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
