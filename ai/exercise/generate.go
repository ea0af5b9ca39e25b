package exercise

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// playDeal deals pack k and plays it with the Normal bot in every seat
// (bot i seeded k·4+i) until it reaches phase until (game.Done: to its
// end; game.Bidding: not at all).
func playDeal(k uint64, until game.Phase) (game.Script, game.State, error) {
	return playDealForcing(k, 4, until, nil, game.Pass)
}

// PlayDealOf deals pack k at a table of players (3 or 4; the dealer its
// last seat, RULES §10 for three) and plays it to its end with the Normal
// bot, the seats making call whenever it is
// legal for them, or on the Cego ladder climbing towards it (forcedCall;
// the rest of their decisions the bot's): a deal of a contract the bots
// seldom bid, for its card play, keep and discard. Two seats forced climb
// the ladder against each other. The forced calls are not asked as
// exercises (they may not be best). A forced seat holding a rung
// up to the call's says "mein" to it.
func PlayDealOf(k uint64, players int, seats []game.Seat, call game.Action) (game.Script, game.State, error) {
	if players != 3 && players != 4 {
		return game.Script{}, game.State{}, fmt.Errorf("%d players: a table has 3 or 4", players)
	}
	return playDealForcing(k, players, game.Done, seats, call)
}

// PlayAuctionOf is PlayDealOf up to the auction's end: enough for the
// positions of its calls.
func PlayAuctionOf(k uint64, players int, seats []game.Seat, call game.Action) (game.Script, game.State, error) {
	if players != 3 && players != 4 {
		return game.Script{}, game.State{}, fmt.Errorf("%d players: a table has 3 or 4", players)
	}
	return playDealForcing(k, players, game.Exchanging, seats, call)
}

func playDealForcing(k uint64, players int, until game.Phase, seats []game.Seat, call game.Action) (game.Script, game.State, error) {
	r := game.Rules{Players: players}
	sc := game.Script{Rules: r, Dealer: game.Seat(players - 1), Deck: game.Shuffle(r, k)}
	st, err := sc.Deal()
	if err != nil {
		return sc, st, err
	}
	bots := make([]ai.Bot, players)
	for i := range bots {
		b, err := ai.New(ai.Normal, k*4+uint64(i))
		if err != nil {
			return sc, st, err
		}
		bots[i] = b
	}
	for n := 0; st.Phase() < until; n++ {
		if n > 500 {
			return sc, st, errors.New("the deal does not end")
		}
		p := st.Turn()
		a, ok := game.Pass, false
		if slices.Contains(seats, p) {
			a, ok = forcedCall(&st, p, call)
		}
		if !ok {
			a = bots[p].Choose(st.View(p))
		}
		if err := st.Apply(a); err != nil {
			return sc, st, err
		}
		sc.Actions = append(sc.Actions, a)
	}
	return sc, st, nil
}

// forcedCall is the call seat makes at st on its way to call: call itself
// when legal, else on the Cego ladder the highest legal rung below it (the
// ladder is climbed rung by rung), and "mein" to a rung bid against him up
// to call's; towards Räuber, fort to every question (so that
// Vorhand's option comes); ok is false when seat does not force anything here.
func forcedCall(st *game.State, seat game.Seat, call game.Action) (game.Action, bool) {
	if st.Turn() != seat || st.Phase() != game.Bidding {
		return game.Pass, false
	}
	if st.IsLegal(call) {
		return call, true
	}
	if call == game.CallRaeuber {
		// Vorhand's option comes only when nobody has called anything
		// and every challenger passed the Cego ladder (RULES §6.5): a
		// seat forced towards Räuber says fort wherever it may (at a
		// table of three the bots nearly always bid Einer over Vorhand's
		// Cego, and Räuber never came)
		return game.Pass, st.IsLegal(game.Pass)
	}
	target := game.ContractOfCall(call)
	if !target.IsLadder() {
		return game.Pass, false
	}
	if st.IsLegal(game.Mein) && rungBid(st) <= target {
		// a rung bid against him up to the one he climbs to: he holds it
		return game.Mein, true
	}
	best, found := game.Pass, false
	for _, a := range st.Legal() {
		if c := game.ContractOfCall(a); c.IsLadder() && c < target && (!found || c > game.ContractOfCall(best)) {
			best, found = a, true
		}
	}
	return best, found
}

// rungBid is the last rung of the Cego ladder bid at st (NoContract before
// any).
func rungBid(st *game.State) game.Contract {
	r := game.NoContract
	for _, c := range st.Calls() {
		if k := game.ContractOfCall(c.Action); k.IsLadder() {
			r = k
		}
	}
	return r
}

// Rotated is the deal sc seen from seat p: the same pack and actions with
// the dealer moved so that the hand seat p was dealt is seat 0's (the
// actions follow the turn, not the seat, so they replay unchanged).
func Rotated(sc game.Script, p int) game.Script {
	n := sc.Rules.N()
	out := sc
	out.Dealer = game.Seat(((int(sc.Dealer)-p)%n + n) % n)
	return out
}

// scriptText writes a deal script with the first n actions.
func scriptText(sc game.Script, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "players: %d\ndealer: %d\n", sc.Rules.N(), sc.Dealer)
	var deck []string
	for _, c := range sc.Deck {
		deck = append(deck, c.String())
	}
	fmt.Fprintf(&b, "deck: %s\n", strings.Join(deck, " "))
	var acts []string
	for _, a := range sc.Actions[:n] {
		acts = append(acts, a.String())
	}
	fmt.Fprintf(&b, "actions: %s\n", strings.Join(acts, " "))
	return b.String()
}

// Position is a decision of seat 0 in a played deal that an exercise may
// ask about: the deal's script up to it, the kind of question and the
// deal's seed and seat (for the id).
type Position struct {
	Kind   Kind
	Script string
	Seed   uint64
	Seat   int
	// Left is seat 0's cards in hand at a Card position; Actions how many
	// actions the script takes to it.
	Left, Actions int
}

// Positions returns the decisions of seat 0 in deal sc (played to its
// end) that an exercise of each kind may ask: every call with a choice,
// the keep of two cards and the discard of a declarer, and one card to
// play — the one with left cards in hand.
func Positions(k uint64, seat int, sc game.Script, left int) ([]Position, error) {
	st, err := sc.Deal()
	if err != nil {
		return nil, err
	}
	var out []Position
	add := func(kind Kind, i int) {
		out = append(out, Position{Kind: kind, Script: scriptText(sc, i), Seed: k, Seat: seat, Left: st.Hand(0).Len(), Actions: i})
	}
	for i := 0; i <= len(sc.Actions); i++ {
		if st.Turn() == 0 && len(st.Legal()) > 1 {
			switch st.Phase() {
			case game.Bidding:
				add(Call, i)
			case game.Exchanging:
				switch {
				case st.Declarer() == 0 && st.Contract().Info().Keep == 2 && st.Hand(0).Len() == st.Rules().HandSize():
					add(Keep, i)
				case st.Declarer() == 0 && st.Hand(0).Len() > st.Rules().HandSize() && st.Kept() == 0:
					add(Discard, i)
				}
			case game.Playing:
				if st.Hand(0).Len() == left {
					add(Card, i)
				}
			}
		}
		if i == len(sc.Actions) {
			break
		}
		if err := st.Apply(sc.Actions[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Make proves the exercise a position asks: the answer is the candidate
// of the highest average over the proof's deals, and the exercise is made
// only if it holds against every other (ProveHidden's test). ok is false
// (with the reason in err) when it does not.
func Make(pos Position, s *solver.Solver) (e Exercise, err error) {
	e = Exercise{ID: fmt.Sprintf("%s-r%d-a%d-%d", pos.Kind, pos.Seat, pos.Actions, pos.Seed), Kind: pos.Kind, Script: pos.Script}
	st, _, err := e.Position()
	if err != nil {
		return e, err
	}
	if st.Players() == 3 {
		// a deal of three has seeds of its own: its id says so
		e.ID = fmt.Sprintf("%s-three-r%d-a%d-%d", pos.Kind, pos.Seat, pos.Actions, pos.Seed)
	}
	m, err := measure(&e, &st, s)
	if err != nil {
		return e, err
	}
	e.Answer = m.best()
	p, err := m.proof(&e, e.Answer)
	if err != nil {
		return e, err
	}
	if err := p.holds(e.Answer); err != nil {
		return e, err
	}
	e.Proof = &p
	e.Level = LevelOf(&e)
	e.Also = SameOptions(&p)
	return e, nil
}

// SameOptions are the candidates a proof marks as the same answer.
func SameOptions(p *Proof) []string {
	var out []string
	for k, o := range p.Options {
		if o.Same {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// LevelOf grades a proven exercise (not a Worth): a card by the cards
// left (3 and fewer: easy, 4 or 5: medium, 6 and more: hard), a pair to
// keep by keepLevel, a call and a discard by how clearly the answer wins
// against the closest other choice, in table points on average: a call by
// 10 and more easy, by 4 and more medium, else hard (a call decides a
// whole game, so its gaps are large); a discard by 3 and more easy, by 1
// and more medium, else hard. 0 for an exercise it cannot grade.
func LevelOf(e *Exercise) int {
	st, _, err := e.Position()
	if err != nil || e.Proof == nil {
		return 0
	}
	switch e.Kind {
	case Card:
		switch left := st.Hand(0).Len(); {
		case left >= 6:
			return 3
		case left >= 4:
			return 2
		}
		return 1
	case Keep:
		pairs, _ := keepPairs(&st)
		return keepLevel(st.Hand(0), e.Answer, len(pairs), e.Proof.Options[e.Answer].Mean)
	}
	least := -1.0
	for k, o := range e.Proof.Options {
		if k != e.Answer && !o.Same && (least < 0 || o.Gap < least) {
			least = o.Gap
		}
	}
	easy, medium := 3.0, 1.0
	if e.Kind == Call {
		easy, medium = 10, 4
	}
	switch {
	case least >= easy:
		return 1
	case least >= medium:
		return 2
	}
	return 3
}

// worthExercise asks for the settlement of finished deal k.
func worthExercise(k uint64, sc game.Script, st *game.State) (Exercise, bool) {
	r := st.Result()
	total := st.Score()[r.Declarer]
	if total == 0 {
		return Exercise{}, false
	}
	info := r.Contract.Info()
	level := 2
	switch {
	case r.Contract == game.Solo || r.Contract == game.Gegensolo:
		level = 3
	case info.Normal && r.Won:
		level = 1
	}
	options := []int{total, -total}
	if per := total / (st.Players() - 1); per != total {
		options = append(options, per)
	}
	if info.Normal {
		for _, f := range []int{r.Factor + 1, r.Factor - 1} {
			if f != 0 && f >= -8 && f <= 8 {
				options = append(options, total/r.Factor*f)
			}
		}
	}
	options = append(options, 2*total)
	var uniq []int
	for _, o := range options {
		if !slices.Contains(uniq, o) && len(uniq) < 4 {
			uniq = append(uniq, o)
		}
	}
	slices.Sort(uniq)
	return Exercise{ID: "worth-" + strconv.FormatUint(k, 10), Kind: Worth, Level: level,
		Script: scriptText(sc, len(sc.Actions)), Answer: strconv.Itoa(total), Options: uniq}, true
}

// GenerateWorths plays deals (seeds from seed on) with the Normal bot in
// every seat and makes up to n "how much is it worth?" exercises of them.
func GenerateWorths(seed uint64, n int) ([]Exercise, error) {
	var out []Exercise
	for k := seed; len(out) < n; k++ {
		if k-seed > uint64(200*n+1000) {
			return out, fmt.Errorf("only %d exercises found", len(out))
		}
		sc, st, err := playDeal(k, game.Done)
		if err != nil {
			return out, err
		}
		if st.Contract().Info().Solitary {
			continue
		}
		if e, ok := worthExercise(k, sc, &st); ok {
			out = append(out, e)
		}
	}
	return out, nil
}

// Seed returns the seed of the deal an exercise was made from, read from
// its id ("card-17" → 17); 0 for an id without one.
func Seed(id string) uint64 {
	i := strings.LastIndexByte(id, '-')
	k, err := strconv.ParseUint(id[i+1:], 10, 64)
	if err != nil {
		return 0
	}
	return k
}

// CallPosition moves a "which call?" exercise written at the deal's start
// (the form of before, which offered Vorhand's announcements "the others
// passing") to the auction's turn of seat 0 where its answer is a legal
// call: the other seats bid as the Normal bots of its deal (seeded as
// playDeal seeds them), seat 0 says fort until then. The answer stays; it
// must then be proven against every legal call there.
func CallPosition(e *Exercise) (Exercise, error) {
	sc, err := game.ParseScript(e.Script)
	if err != nil {
		return *e, err
	}
	answer, err := game.ParseAction(e.Answer)
	if err != nil {
		return *e, err
	}
	st, err := sc.Play()
	if err != nil {
		return *e, err
	}
	k := Seed(e.ID)
	var bots [4]ai.Bot
	for i := range bots {
		if bots[i], err = ai.New(ai.Normal, k*4+uint64(i)); err != nil {
			return *e, err
		}
	}
	for n := 0; st.Phase() == game.Bidding; n++ {
		if n > 60 {
			return *e, errors.New("the auction does not end")
		}
		p := st.Turn()
		if p == 0 && slices.Contains(st.Legal(), answer) {
			out := *e
			out.Script = scriptText(sc, len(sc.Actions))
			out.Proof = nil
			return out, nil
		}
		a := game.Pass
		if p != 0 {
			a = bots[p].Choose(st.View(p))
		}
		if err := st.Apply(a); err != nil {
			return *e, err
		}
		sc.Actions = append(sc.Actions, a)
	}
	return *e, fmt.Errorf("%s never comes to seat 0", e.Answer)
}
