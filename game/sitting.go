package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// SittingFormat is the newest version of the Sitting JSON format this engine
// reads. It writes format 1 (the format before the options of RULES §11)
// when the rules are plain players and scoring, so such files stay readable
// by older versions, and format 2 otherwise.
const SittingFormat = 2

// maxSittingDeals bounds a sitting read from a file, so a hostile file cannot
// make the replay run for ever.
const maxSittingDeals = 10000

// Sitting is a sitting: deal after deal with the dealer rotating (the next
// dealer is the current Vorhand) and running totals. It marshals to JSON as
// its rules, the seed or pack order of each deal and the actions taken, and
// unmarshals by replaying them through the engine, so a damaged file can
// never produce an impossible state.
type Sitting struct {
	rules Rules
	seed  uint64
	deals []sittingDeal
	cur   State
}

type sittingDeal struct {
	dealer  Seat // the dealer; with FIVE_AT_TABLE the person (0–4) sitting out
	seed    uint64
	deck    []Card // nil: dealt from seed
	actions []Action
	score   [4]int
	result  Result
	done    bool
}

// NewSitting starts a sitting whose first dealer is the last seat (so seat 0 is
// Vorhand of the first deal). Each deal's shuffle is derived from seed.
//
// With FIVE_AT_TABLE the sitting has five people, numbered 0–4 in playing
// order; the dealer sits out and the other four play the deal as seats 0–3,
// seat 0 (Vorhand) being the person after the dealer: person = (dealer + 1 +
// seat) mod 5. Each deal's State is dealt with seat 3 as its nominal dealer
// (he receives the last packet). The first dealer is person 4.
func NewSitting(r Rules, seed uint64) (*Sitting, error) {
	return NewSittingFrom(r, Seat(r.People()-1), seed)
}

// NewSittingFrom starts a sitting with the given first dealer (a person 0–4
// with FIVE_AT_TABLE).
func NewSittingFrom(r Rules, firstDealer Seat, seed uint64) (*Sitting, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if firstDealer < 0 || int(firstDealer) >= r.People() {
		return nil, fmt.Errorf("dealer %d: seats are 0 to %d", firstDealer, r.People()-1)
	}
	m := &Sitting{rules: r, seed: seed}
	m.startDeal(firstDealer, nil)
	return m, nil
}

func (m *Sitting) dealSeed(i int) uint64 { return SplitMix64(m.seed + uint64(i)) }

// stateDealer is the dealer seat of a deal's State: the dealer, or seat 3
// with FIVE_AT_TABLE.
func (m *Sitting) stateDealer(dealer Seat) Seat {
	if m.rules.FiveAtTable {
		return 3
	}
	return dealer
}

func (m *Sitting) startDeal(dealer Seat, deck []Card) error {
	d := sittingDeal{dealer: dealer, seed: m.dealSeed(len(m.deals))}
	if deck != nil {
		st, err := NewDeal(m.rules, m.stateDealer(dealer), deck)
		if err != nil {
			return err
		}
		d.deck = append([]Card(nil), deck...)
		m.cur = st
	} else {
		m.cur = Deal(m.rules, m.stateDealer(dealer), d.seed)
	}
	m.deals = append(m.deals, d)
	return nil
}

// Rules returns the sitting's rules.
func (m *Sitting) Rules() Rules { return m.rules }

// Seed returns the sitting's seed.
func (m *Sitting) Seed() uint64 { return m.seed }

// State returns a copy of the current deal.
func (m *Sitting) State() State { return m.cur }

// View returns what seat p may know of the current deal.
func (m *Sitting) View(p Seat) View { return m.cur.View(p) }

// DealNumber is the number of the current deal, from 1.
func (m *Sitting) DealNumber() int { return len(m.deals) }

// Actions returns the actions taken so far in the current deal.
func (m *Sitting) Actions() []Action {
	return append([]Action(nil), m.deals[len(m.deals)-1].actions...)
}

// Apply performs action a for the seat to act in the current deal.
func (m *Sitting) Apply(a Action) error {
	if err := m.cur.Apply(a); err != nil {
		return err
	}
	d := &m.deals[len(m.deals)-1]
	d.actions = append(d.actions, a)
	if m.cur.Phase() == Done {
		d.done = true
		d.result = m.cur.Result()
		d.score = d.result.Score
	}
	return nil
}

// ApplyFor performs a for seat p, refusing it when it is not p's turn.
func (m *Sitting) ApplyFor(p Seat, a Action) error {
	if m.cur.Phase() != Done && m.cur.Turn() != p {
		return notYourTurn(a, m.cur.Turn())
	}
	return m.Apply(a)
}

// ErrDealNotDone is returned by NextDeal while the current deal is running.
var ErrDealNotDone = errors.New("the current deal is not finished")

// NextDeal starts the next deal; the current Vorhand deals it.
func (m *Sitting) NextDeal() error {
	if m.cur.Phase() != Done {
		return ErrDealNotDone
	}
	if len(m.deals) >= maxSittingDeals {
		return fmt.Errorf("a sitting holds at most %d deals", maxSittingDeals)
	}
	return m.startDeal(m.nextDealer(), nil)
}

// nextDealer is the dealer of the next deal: the current Vorhand.
func (m *Sitting) nextDealer() Seat {
	return Seat((int(m.deals[len(m.deals)-1].dealer) + 1) % m.rules.People())
}

// People is the number of people at the table: 3, 4, or 5 with
// FIVE_AT_TABLE.
func (m *Sitting) People() int { return m.rules.People() }

// SittingOut returns the person sitting out the current deal (the dealer,
// with FIVE_AT_TABLE), or -1.
func (m *Sitting) SittingOut() int {
	if !m.rules.FiveAtTable {
		return -1
	}
	return int(m.deals[len(m.deals)-1].dealer)
}

// PersonOfSeat returns the person playing seat p in the current deal (the
// seat itself without FIVE_AT_TABLE).
func (m *Sitting) PersonOfSeat(p Seat) int { return m.personOf(&m.deals[len(m.deals)-1], p) }

func (m *Sitting) personOf(d *sittingDeal, p Seat) int {
	if !m.rules.FiveAtTable {
		return int(p)
	}
	return (int(d.dealer) + 1 + int(p)) % 5
}

// PersonView returns what person i may know of the current deal: his seat's
// View, or the PublicView while he sits out (FIVE_AT_TABLE).
func (m *Sitting) PersonView(i int) View {
	if p := m.SeatOfPerson(i); p != NoSeat {
		return m.cur.View(p)
	}
	return m.cur.PublicView()
}

// SeatOfPerson returns the seat person i plays in the current deal, or
// NoSeat while he sits out.
func (m *Sitting) SeatOfPerson(i int) Seat {
	for p := Seat(0); p < Seat(m.rules.N()); p++ {
		if m.PersonOfSeat(p) == i {
			return p
		}
	}
	return NoSeat
}

// PersonTotals returns each person's running total over the finished deals
// (People entries; with FIVE_AT_TABLE the sitting-out dealer's share
// included).
func (m *Sitting) PersonTotals() []int {
	t := make([]int, m.People())
	for i := range m.deals {
		ps := m.personScore(&m.deals[i])
		for j := range t {
			t[j] += ps[j]
		}
	}
	return t
}

// personScore maps a deal's settlement to the people at the table.
func (m *Sitting) personScore(d *sittingDeal) [5]int {
	var out [5]int
	if !d.done {
		return out
	}
	for p := 0; p < m.rules.N(); p++ {
		out[m.personOf(d, Seat(p))] += d.score[p]
	}
	if m.rules.FiveAtTable {
		out[d.dealer] += d.result.SatOut
	}
	return out
}

// NextDealFromDeck starts the next deal from an explicit pack order (deck[0]
// is the top card), e.g. a prepared teaching deal.
func (m *Sitting) NextDealFromDeck(deck []Card) error {
	if m.cur.Phase() != Done {
		return ErrDealNotDone
	}
	return m.startDeal(m.nextDealer(), deck)
}

// UndoLast takes back the last action of the current deal by replaying the
// others. It returns false when the deal has no action to take back.
func (m *Sitting) UndoLast() bool {
	d := &m.deals[len(m.deals)-1]
	if len(d.actions) == 0 {
		return false
	}
	acts := d.actions[:len(d.actions)-1]
	st, err := m.replayDeal(d, acts)
	if err != nil {
		return false
	}
	m.cur = st
	d.actions = append([]Action(nil), acts...)
	d.done, d.score, d.result = false, [4]int{}, Result{}
	return true
}

func (m *Sitting) replayDeal(d *sittingDeal, acts []Action) (State, error) {
	var st State
	if d.deck != nil {
		var err error
		if st, err = NewDeal(m.rules, m.stateDealer(d.dealer), d.deck); err != nil {
			return st, err
		}
	} else {
		st = Deal(m.rules, m.stateDealer(d.dealer), d.seed)
	}
	err := st.applyActions(acts)
	return st, err
}

// DealRecord summarises one deal of the sitting.
type DealRecord struct {
	Number int
	// Dealer is the dealer's seat; with FIVE_AT_TABLE the person (0–4) who
	// dealt and sat out.
	Dealer   Seat
	Done     bool
	Contract Contract
	Declarer Seat
	Result   Result
	Score    [4]int
	// People maps seats to people (identity without FIVE_AT_TABLE) and
	// PersonScore is the settlement per person, the sitting-out dealer's
	// share included.
	People      [4]int
	PersonScore [5]int
}

// Deals returns a summary of every deal so far, the current one last.
func (m *Sitting) Deals() []DealRecord {
	out := make([]DealRecord, len(m.deals))
	for i, d := range m.deals {
		out[i] = DealRecord{Number: i + 1, Dealer: d.dealer, Done: d.done, Result: d.result, Score: d.score,
			Contract: d.result.Contract, Declarer: d.result.Declarer, PersonScore: m.personScore(&m.deals[i])}
		for p := range out[i].People {
			out[i].People[p] = m.personOf(&m.deals[i], Seat(p))
		}
		if !d.done && i == len(m.deals)-1 {
			out[i].Contract, out[i].Declarer = m.cur.Contract(), m.cur.Declarer()
		}
	}
	return out
}

// Totals returns each seat's running total over the finished deals (with
// FIVE_AT_TABLE: persons 0–3; see PersonTotals).
func (m *Sitting) Totals() [4]int {
	var t [4]int
	if m.rules.FiveAtTable {
		copy(t[:], m.PersonTotals())
		return t
	}
	for _, d := range m.deals {
		for p := range t {
			t[p] += d.score[p]
		}
	}
	return t
}

// sittingJSON is the file form of a Sitting.
type sittingJSON struct {
	Format int        `json:"format"`
	Rules  Rules      `json:"rules"`
	Seed   uint64     `json:"seed"`
	Deals  []dealJSON `json:"deals"`
}

type dealJSON struct {
	Dealer  Seat   `json:"dealer"`
	Seed    uint64 `json:"seed"`
	Deck    string `json:"deck,omitempty"`
	Actions string `json:"actions"`
}

// MarshalJSON writes the sitting as rules, deal seeds or decks, and actions.
func (m *Sitting) MarshalJSON() ([]byte, error) {
	j := sittingJSON{Format: 1, Rules: m.rules, Seed: m.seed}
	if m.rules != (Rules{Players: m.rules.Players, Scoring: m.rules.Scoring}) {
		j.Format = 2
	}
	for _, d := range m.deals {
		dj := dealJSON{Dealer: d.dealer, Seed: d.seed, Actions: FormatActions(d.actions)}
		if d.deck != nil {
			parts := make([]string, len(d.deck))
			for i, c := range d.deck {
				parts[i] = c.String()
			}
			dj.Deck = strings.Join(parts, " ")
		}
		j.Deals = append(j.Deals, dj)
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a sitting by replaying every action through the
// engine. Anything impossible — an unknown format, bad rules, a dealer out of
// turn, an unfinished deal followed by another, an illegal action — is an
// error naming the place; m is unchanged then.
func (m *Sitting) UnmarshalJSON(data []byte) error {
	var j sittingJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("not a saved sitting: %w", err)
	}
	if j.Format == 1 && j.Rules != (Rules{Players: j.Rules.Players, Scoring: j.Rules.Scoring}) {
		return errors.New("not a saved sitting: format 1 has no rule options")
	}
	if j.Format > SittingFormat {
		return fmt.Errorf("saved by a newer version of Cego (format %d; this one reads up to %d)", j.Format, SittingFormat)
	}
	if j.Format < 1 {
		return errors.New("not a saved sitting: format version missing")
	}
	if err := j.Rules.Validate(); err != nil {
		return fmt.Errorf("saved rules: %w", err)
	}
	if len(j.Deals) == 0 {
		return errors.New("the saved sitting has no deal")
	}
	if len(j.Deals) > maxSittingDeals {
		return fmt.Errorf("the saved sitting has %d deals, more than %d", len(j.Deals), maxSittingDeals)
	}
	nm := Sitting{rules: j.Rules, seed: j.Seed}
	n := j.Rules.People()
	for i, dj := range j.Deals {
		if dj.Dealer < 0 || int(dj.Dealer) >= n {
			return fmt.Errorf("deal %d: dealer %d is not a seat", i+1, dj.Dealer)
		}
		if i > 0 {
			if !nm.deals[i-1].done {
				return fmt.Errorf("deal %d is not finished but another follows", i)
			}
			if want := Seat((int(nm.deals[i-1].dealer) + 1) % n); dj.Dealer != want {
				return fmt.Errorf("deal %d: dealer should be seat %d (the dealer rotates), not %d", i+1, want, dj.Dealer)
			}
		}
		d := sittingDeal{dealer: dj.Dealer, seed: dj.Seed}
		if dj.Deck != "" {
			deck, err := parseDeck(dj.Deck)
			if err != nil {
				return fmt.Errorf("deal %d: %w", i+1, err)
			}
			d.deck = deck
		}
		acts, err := ParseActions(dj.Actions)
		if err != nil {
			return fmt.Errorf("deal %d: %w", i+1, err)
		}
		d.actions = acts
		if err := nm.addReplayed(d); err != nil {
			return fmt.Errorf("deal %d: %w", i+1, err)
		}
	}
	*m = nm
	return nil
}

// maxDealActions bounds the actions of a deal read from outside.
const maxDealActions = 200

// addReplayed replays deal d with its actions and appends it as the
// current deal.
func (m *Sitting) addReplayed(d sittingDeal) error {
	if len(d.actions) > maxDealActions {
		return fmt.Errorf("%d actions, more than a deal can have", len(d.actions))
	}
	st, err := m.replayDeal(&d, d.actions)
	if err != nil {
		return err
	}
	if st.Phase() == Done {
		d.done = true
		d.result = st.Result()
		d.score = d.result.Score
	}
	m.deals = append(m.deals, d)
	m.cur = st
	return nil
}

func parseDeck(s string) ([]Card, error) {
	var deck []Card
	for _, f := range strings.Fields(s) {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		deck = append(deck, c)
		if len(deck) > NumCards {
			return nil, errors.New("the pack has more than 54 cards")
		}
	}
	return deck, nil
}
