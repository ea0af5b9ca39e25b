package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"
)

// ViewFormat is the version of the View JSON format (the "v" field).
const ViewFormat = 1

// maxViewJSON bounds an encoded View (a real one is about a kilobyte).
const maxViewJSON = 1 << 14

// viewJSON is the wire form of a View: what the seat knows, in the tokens of
// RULES §16. The course of the deal is given as it happened — the calls in
// order, how many cards the declarer has kept and discarded, the cards of
// each trick — and the reader replays it through the engine, so the seats,
// turns, voids and tricks taken are the engine's own; then come the cards
// where the seat sees them and the sizes of the piles it does not see.
type viewJSON struct {
	V      int   `json:"v"`
	Rules  Rules `json:"rules"`
	Seat   Seat  `json:"seat"`   // the viewing seat, -1 for a spectator
	Dealer Seat  `json:"dealer"` // the dealer seat of the deal (3 with FIVE_AT_TABLE)
	// Calls are every call of the deal so far, in order (RULES §16.1).
	Calls string `json:"calls"`
	// Keeps and Discarded count the declarer's keeps and discards so far.
	Keeps     int `json:"keeps,omitempty"`
	Discarded int `json:"discarded,omitempty"`
	// Tricks are the cards of each trick started, in playing order; a
	// shown pip played under PARLETT_LEERE, which cannot win, ends in "!".
	Tricks []string `json:"tricks,omitempty"`
	// Hand is the seat's own hand; Known[q] the cards everybody knows
	// seat q holds ("" for the viewing seat), Counts[q] how many it holds.
	Hand   string   `json:"hand,omitempty"`
	Known  []string `json:"known"`
	Counts []int    `json:"counts"`
	// Blind is the blind once the deal is Done; BlindCount its size while
	// it lies unseen.
	Blind      string `json:"blind,omitempty"`
	BlindCount int    `json:"blindCount,omitempty"`
	// Legage, Discards and Kept are the declarer's piles as far as the
	// seat sees them; LegageHidden and KeptHidden count the cards it does
	// not see.
	Legage       string `json:"legage,omitempty"`
	Discards     string `json:"discards,omitempty"`
	LegageHidden int    `json:"legageHidden,omitempty"`
	Kept         string `json:"kept,omitempty"`
	KeptHidden   int    `json:"keptHidden,omitempty"`
	// Exposed are the pips lying face up, Shown the forced trump discard
	// (Trumpfabwurf), Due the trumps due to tricks 1–3 of a Geregelter
	// Räuber.
	Exposed string `json:"exposed,omitempty"`
	Shown   string `json:"shown,omitempty"`
	Due     string `json:"due,omitempty"`
	// Compulsory lists the seats the view knows to hold a compulsory Solo
	// (its own; every one once Done).
	Compulsory []Seat `json:"compulsory,omitempty"`
}

// MarshalJSON writes the view in the versioned wire form (see ViewFormat):
//
//	{"v":1,"rules":{},"seat":2,"dealer":0,
//	 "calls":"pass pass pass pass pass pass pass pass pass pass pass pass cego pass pass einer mein pass",
//	 "keeps":1,"tricks":["sC s10 s7 sK","T17"],"hand":"T11 T10 T9 T8 cC c8 c7 hK dK d3",
//	 "known":["","","",""],"counts":[9,10,10,10],"legageHidden":10}
//
// (seat 0 holds an Einer, has laid ten cards aside unseen and leads the
// second trick). Only what the seat may know is written: UnmarshalJSON
// gives back an equal View. A View of no deal (the zero View) is an error.
func (v View) MarshalJSON() ([]byte, error) {
	s := &v.s
	if s.n == 0 {
		return nil, errNoDeal
	}
	j := viewJSON{V: ViewFormat, Rules: s.rules, Seat: v.seat, Dealer: s.dealer,
		Calls: FormatActions(callActions(s)), Keeps: keepsTaken(&v), Discarded: discardsTaken(s),
		Blind: cardsText(s.blind), BlindCount: int(v.hiddenBlind),
		Legage: cardsText(s.legage), Discards: cardsText(s.discards), LegageHidden: int(v.hiddenLegage),
		Kept: cardsText(s.kept), KeptHidden: int(v.hiddenKept),
		Exposed: cardsText(s.exposed), Shown: cardsText(s.shown), Due: cardsText(s.rForced)}
	for k := 0; k < int(s.ntricks); k++ {
		j.Tricks = append(j.Tricks, trickText(&s.tricks[k]))
	}
	for q := Seat(0); q < Seat(s.n); q++ {
		if q == v.seat {
			j.Hand = cardsText(s.hands[q])
			j.Known = append(j.Known, "")
		} else {
			j.Known = append(j.Known, cardsText(s.hands[q]))
		}
		j.Counts = append(j.Counts, int(v.counts[q]))
		if s.pflicht&(1<<q) != 0 {
			j.Compulsory = append(j.Compulsory, q)
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a view in the wire form. It refuses, with an error
// saying why, anything that is not a view some deal could show: malformed
// or oversized JSON, a newer format, values out of range, a card in two
// places, counts that do not add up, cards the seat cannot know. The check
// is the engine's: the course of the deal is replayed, a whole deal
// consistent with the view is built (ConsistentDeal) and replayed, and it
// must show the seat exactly this view. v is unchanged on error, and by
// the convention of encoding/json a JSON null leaves it unchanged too.
func (v *View) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	if len(data) > maxViewJSON {
		return fmt.Errorf("not a view: %d bytes, more than %d", len(data), maxViewJSON)
	}
	var j viewJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("not a view: %w", err)
	}
	if dec.More() {
		return errors.New("not a view: data after the view")
	}
	nv, err := j.view()
	if err != nil {
		return err
	}
	h := fnv.New64a()
	h.Write(data)
	if _, err := nv.ConsistentDeal(rand.New(rand.NewPCG(h.Sum64(), 0x766965773a31))); err != nil {
		return errors.New("impossible view: no deal of these rules shows the seat this view")
	}
	*v = nv
	return nil
}

// view rebuilds the View the wire form describes, checking every value's
// range; whether it is possible is left to UnmarshalJSON.
func (j *viewJSON) view() (View, error) {
	var v View
	switch {
	case j.V > ViewFormat:
		return v, fmt.Errorf("a view of a newer version of Cego (format %d; this one reads up to %d)", j.V, ViewFormat)
	case j.V < 1:
		return v, errors.New("not a view: format version missing")
	}
	r := j.Rules
	if err := r.Validate(); err != nil {
		return v, fmt.Errorf("view rules: %w", err)
	}
	n := r.N()
	if j.Seat < NoSeat || int(j.Seat) >= n {
		return v, fmt.Errorf("seat %d: seats are 0 to %d, or -1 for a spectator", j.Seat, n-1)
	}
	if j.Dealer < 0 || int(j.Dealer) >= n {
		return v, fmt.Errorf("dealer %d: seats are 0 to %d", j.Dealer, n-1)
	}
	c, err := j.course(r)
	if err != nil {
		return v, err
	}
	s, err := c.replay(r, j.Dealer)
	if err != nil {
		return v, err
	}
	if err := j.cards(&s, &v, &c); err != nil {
		return v, err
	}
	v.s, v.seat = s, j.Seat
	return v, nil
}

// course is the public course of a deal read from the wire.
type course struct {
	calls           []Action
	keeps, discards int
	tricks          [][]Card
	dead            Cards // shown pips played as dead cards (PARLETT_LEERE)
	due             Cards // the due trumps of a Geregelter Räuber
}

// course reads the calls, keeps, discards and tricks.
func (j *viewJSON) course(r Rules) (course, error) {
	var c course
	calls, err := ParseActions(j.Calls)
	if err != nil {
		return c, fmt.Errorf("calls: %w", err)
	}
	if len(calls) > maxCalls {
		return c, fmt.Errorf("%d calls, more than a deal can have", len(calls))
	}
	for i, a := range calls {
		if a.IsCard() {
			return c, fmt.Errorf("call %d (%s) is a card, not a call", i+1, a)
		}
	}
	c.calls = calls
	if j.Keeps < 0 || j.Keeps > 2 || j.Discarded < 0 || j.Discarded > 1 {
		return c, fmt.Errorf("%d cards kept and %d discarded: the declarer keeps at most 2 and discards at most 1", j.Keeps, j.Discarded)
	}
	c.keeps, c.discards = j.Keeps, j.Discarded
	if c.due, err = ParseCards(j.Due); err != nil || c.due&^TrumpCards != 0 || c.due.Len() > 3 {
		return c, fmt.Errorf("due trumps %q: at most three trumps", j.Due)
	}
	if len(j.Tricks) > r.HandSize() {
		return c, fmt.Errorf("%d tricks, more than %d", len(j.Tricks), r.HandSize())
	}
	var played Cards
	for k, t := range j.Tricks {
		var cards []Card
		for _, f := range strings.Fields(t) {
			dead := strings.HasSuffix(f, "!")
			card, err := ParseCard(strings.TrimSuffix(f, "!"))
			if err != nil {
				return c, fmt.Errorf("trick %d: %w", k+1, err)
			}
			if played.Has(card) {
				return c, fmt.Errorf("trick %d: %s was played before", k+1, card)
			}
			played = played.Add(card)
			if dead {
				if !r.ParlettLeere {
					return c, fmt.Errorf("trick %d: %s! is a dead shown pip, and only PARLETT_LEERE has them", k+1, card)
				}
				c.dead = c.dead.Add(card)
			}
			cards = append(cards, card)
		}
		if len(cards) > r.N() {
			return c, fmt.Errorf("trick %d has %d cards, more than %d", k+1, len(cards), r.N())
		}
		c.tricks = append(c.tricks, cards)
	}
	return c, nil
}

// replay runs the course through the engine's moves on a deal without
// cards: the auction, the exchange and the tricks depend only on what was
// said and played, so the seats, turns, voids and tricks come out as in the
// real deal. Legality, which depends on the cards, is checked afterwards
// by replaying a whole consistent deal.
func (c *course) replay(r Rules, dealer Seat) (State, error) {
	var s State
	s.start(r, r.plain(), dealer, [5]Cards{})
	var plays []Card
	for _, t := range c.tricks {
		plays = append(plays, t...)
	}
	var ci, ki, di, pi int
	for s.phase != Done {
		switch s.step {
		case stepKeep:
			if ki == c.keeps {
				return s, c.check(&s, ci, ki, di, pi, len(plays))
			}
			s.applyOther(Action(ki)) // a stand-in: which cards, the wire says later
			ki++
		case stepDiscard:
			if di == c.discards {
				return s, c.check(&s, ci, ki, di, pi, len(plays))
			}
			s.applyOther(0)
			di++
		case stepPlay:
			if pi == len(plays) {
				return s, c.check(&s, ci, ki, di, pi, len(plays))
			}
			p := plays[pi]
			pi++
			s.exposed, s.rForced = 0, c.due
			if c.dead.Has(p) {
				s.exposed = p.Bit() // playOptions makes it dead
			}
			s.apply(Action(p))
		default:
			if ci == len(c.calls) {
				return s, c.check(&s, ci, ki, di, pi, len(plays))
			}
			if s.phase == Bidding && s.ncalls >= maxCalls {
				return s, errors.New("too many calls")
			}
			s.applyOther(c.calls[ci])
			ci++
		}
	}
	return s, c.check(&s, ci, ki, di, pi, len(plays))
}

// check reports a course that the deal did not take to its end, or whose
// cards do not fall into the tricks given.
func (c *course) check(s *State, ci, ki, di, pi, plays int) error {
	if ci != len(c.calls) || ki != c.keeps || di != c.discards || pi != plays {
		return errors.New("impossible view: the calls, keeps, discards and tricks do not follow each other as a deal goes")
	}
	if int(s.ntricks) != len(c.tricks) {
		return errors.New("impossible view: the cards played do not fall into the tricks given")
	}
	for k, t := range c.tricks {
		tr := &s.tricks[k]
		if int(tr.N) != len(t) {
			return errors.New("impossible view: the cards played do not fall into the tricks given")
		}
	}
	return nil
}

// cards puts the cards and pile sizes of the wire form into the replayed
// deal s and the view v, checking that no card is in two places and that
// every count is in range.
func (j *viewJSON) cards(s *State, v *View, c *course) error {
	r := s.rules
	n := int(s.n)
	if len(j.Known) != n || len(j.Counts) != n {
		return fmt.Errorf("known cards and counts are given for %d and %d seats, not %d", len(j.Known), len(j.Counts), n)
	}
	var seen Cards
	place := func(what, text string) (Cards, error) {
		set, err := ParseCards(text)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", what, err)
		}
		if set&^r.Pack() != 0 {
			return 0, fmt.Errorf("%s: %s is not in the %d-player pack", what, (set &^ r.Pack()).Lowest(), n)
		}
		if set&seen != 0 {
			return 0, fmt.Errorf("%s: %s is in two places", what, (set & seen).Lowest())
		}
		seen |= set
		return set, nil
	}
	seen = s.played
	var err error
	for q := 0; q < n; q++ {
		text := j.Known[q]
		what := fmt.Sprintf("seat %d", q)
		if Seat(q) == j.Seat {
			if text != "" {
				return fmt.Errorf("seat %d: its own hand goes in hand, not in known", q)
			}
			text = j.Hand
		}
		if s.hands[q], err = place(what, text); err != nil {
			return err
		}
		k := j.Counts[q]
		if k < s.hands[q].Len() || k > r.HandSize()+r.BlindSize() {
			return fmt.Errorf("seat %d holds %d cards: it is known to hold %d, and nobody holds more than %d", q, k, s.hands[q].Len(), r.HandSize()+r.BlindSize())
		}
		v.counts[q] = int8(k)
	}
	if j.Seat == NoSeat && j.Hand != "" {
		return errors.New("a spectator has no hand")
	}
	if s.blind, err = place("blind", j.Blind); err != nil {
		return err
	}
	if s.legage, err = place("legage", j.Legage); err != nil {
		return err
	}
	if s.discards, err = place("discards", j.Discards); err != nil {
		return err
	}
	for _, f := range []struct {
		what string
		n    int
		max  int
		dst  *int8
	}{{"blind", j.BlindCount, r.BlindSize(), &v.hiddenBlind}, {"legage", j.LegageHidden, r.BlindSize() + 1, &v.hiddenLegage}, {"kept", j.KeptHidden, 2, &v.hiddenKept}} {
		if f.n < 0 || f.n > f.max {
			return fmt.Errorf("%d unseen cards in the %s: at most %d", f.n, f.what, f.max)
		}
		*f.dst = int8(f.n)
	}
	// Kept, shown and exposed cards are in a hand or a pile, and due
	// trumps anywhere: they are not placed again.
	for _, f := range []struct {
		what, text string
		dst        *Cards
	}{{"kept", j.Kept, &s.kept}, {"exposed", j.Exposed, &s.exposed}, {"shown", j.Shown, &s.shown}} {
		set, err := ParseCards(f.text)
		if err != nil {
			return fmt.Errorf("%s: %w", f.what, err)
		}
		if set&^r.Pack() != 0 {
			return fmt.Errorf("%s: %s is not in the %d-player pack", f.what, (set &^ r.Pack()).Lowest(), n)
		}
		*f.dst = set
	}
	s.rForced = c.due
	if v.hiddenKept > 0 && (s.declarer < 0 || s.step != stepKeep) {
		return errors.New("impossible view: cards are being kept unseen, but nobody is keeping")
	}
	s.pflicht = 0
	for _, q := range j.Compulsory {
		if q < 0 || int(q) >= n {
			return fmt.Errorf("compulsory Solo of seat %d: seats are 0 to %d", q, n-1)
		}
		s.pflicht |= 1 << q
	}
	// The unseen cards must fill exactly the places the seat cannot see.
	unseen := r.Pack() &^ (seen | s.kept)
	need := int(v.hiddenBlind) + int(v.hiddenLegage)
	for q := 0; q < n; q++ {
		if Seat(q) != j.Seat {
			need += int(v.counts[q]) - s.hands[q].Len()
		}
	}
	if unseen.Len() != need {
		return fmt.Errorf("impossible view: %d cards are unseen, but the hidden places hold %d", unseen.Len(), need)
	}
	return nil
}

// callActions returns the calls of s in order.
func callActions(s *State) []Action {
	out := make([]Action, s.ncalls)
	for i := range out {
		out[i] = s.calls[i].Action
	}
	return out
}

// keepsTaken is the number of cards the declarer has kept so far.
func keepsTaken(v *View) int {
	s := &v.s
	switch {
	case s.declarer < 0 || !s.contract.UsesBlind():
		return 0
	case s.step == stepKeep:
		return s.kept.Len() + int(v.hiddenKept)
	}
	return s.contract.info().Keep
}

// discardsTaken is the number of cards the declarer has discarded so far.
func discardsTaken(s *State) int {
	if s.declarer < 0 || !s.contract.UsesBlind() || s.step == stepKeep || s.step == stepDiscard {
		return 0
	}
	return s.contract.info().Discard
}

// cardsText writes a set of cards in canonical order, "" when empty.
func cardsText(set Cards) string { return set.String() }

// trickText writes a trick's cards in playing order, marking the cards
// that count as dead (a shown pip under PARLETT_LEERE) with "!": those
// whose normal rank would beat the trick's winner, and the winner itself
// when it won as a dead card (the reader recomputes the winner from them).
func trickText(t *Trick) string {
	parts := make([]string, t.N)
	led := t.Cards[0]
	for i := 0; i < int(t.N); i++ {
		c := t.Cards[i]
		key := int(trickKeys[led&63][c&63])
		val := key<<2 | (3 - i)
		parts[i] = c.String()
		if val > int(t.best) || (i == t.WinningIndex() && t.best>>2 == 0 && key > 0) {
			parts[i] += "!"
		}
	}
	return strings.Join(parts, " ")
}
