package exercise

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// The proof under hidden information. The person sees only his own cards,
// the calls and the cards played; so an exercise's answer must be best
// over the deals consistent with what he is shown, not on the one true
// deal. ProveHidden draws ProofDeals such deals (ai.ConsistentDeals: the
// hidden cards dealt at random consistently with the view, each deal
// weighted as the Expert bot weighs it by how well it explains the
// others' calls and cards), scores every candidate answer on every deal —
// what seat 0 wins or loses in all at the settlement, in table points —
// and compares the answer with every other candidate paired, deal by deal.
//
// The test, for each other candidate c: the differences d = score(answer)
// − score(c) over the deals, their weighted mean (the Gap) and its
// standard error (the weighted spread over the Kish effective number of
// deals, (Σw)²/Σw², minus one). The answer holds when for every c the
// lower bound of the 95 % interval, Gap − 1.96 × error, is above zero and
// the Gap is at least MinGain table points. Candidates that are the same
// answer (a card of the same suit and value with nothing of another
// player ranking between them; equalCards) are not compared: they are
// right too (Also).
//
// How a candidate is scored on a deal: a card (Card) by the open-card
// solver (ai/solver) on that deal after the card, exactly — the declarer's
// card points, or made or lost in a special game — settled as the engine
// settles it; a call (Call: every legal call at seat 0's turn, fort
// included), a pair to keep (Keep) and a discard (Discard) by playing the
// deal out from it with the rule bot in every seat (the search bots'
// play-out bot, seeded by the deal, the same for every candidate) — the
// auction played on by the bots, then the exchange and the cards — and
// taking seat 0's settlement.

// ProofDeals is how many deals a proof draws.
const ProofDeals = 200

// MinGain is the least average gain (table points over the deals) by
// which the answer must beat every other candidate to matter at the
// table: a quarter of the smallest amount a Cego pays a defender (1 per
// factor band), so that an exercise the course ships is worth a point in
// four deals at least.
const MinGain = 0.25

// ProofNodes bounds the solver's nodes over all the deals of one "which
// card?" proof: a position that needs more is not made an exercise, so
// that every shipped one is proven again in seconds.
const ProofNodes = 15_000_000

// z95 is the normal quantile of a two-sided 95 % interval.
const z95 = 1.96

// proofVersion names the method: a record of another version is refused.
const proofVersion = 1

// Discard asks which card the declarer discards after taking the blind.
const Discard Kind = "discard"

// Proof is the record of an exercise's proof under hidden information.
type Proof struct {
	Version int    `json:"version"`
	Seed    uint64 `json:"seed"`
	// Deals is how many deals were drawn (the weights' sum); Distinct how
	// many of them differ; ESS their effective number.
	Deals    int     `json:"deals"`
	Distinct int     `json:"distinct"`
	ESS      float64 `json:"ess"`
	// Options are every candidate's numbers, keyed by its token (a card,
	// a call, a pair as PairKey names it).
	Options map[string]Option `json:"options"`
	// Hash ties the record to the exercise's kind, script, answer and
	// the method (see proofHash).
	Hash string `json:"hash"`
}

// Option is one candidate's numbers over the deals of a proof.
type Option struct {
	// Mean is seat 0's average settlement after it, in table points
	// (what he wins in all; negative: loses).
	Mean float64 `json:"mean"`
	// Win is the share of the deals his side wins after it.
	Win float64 `json:"win"`
	// Points is his side's average card points after it in a normal game
	// (0 in a special game).
	Points float64 `json:"points,omitempty"`
	// Gap is the answer's Mean minus this one's, paired over the deals;
	// Lower the lower bound of its 95 % interval (both 0 for the answer
	// and the candidates equal to it).
	Gap   float64 `json:"gap"`
	Lower float64 `json:"lower"`
	// Same marks a candidate that is the same answer (equal cards).
	Same bool `json:"same,omitempty"`
}

// ErrNoDeals says that too few deals consistent with the view were found.
var ErrNoDeals = errors.New("too few deals consistent with the person's view")

// proofSeed is the seed of an exercise's deals: its own deal's seed mixed
// with the kind, so that the proof is the same every time.
func proofSeed(e *Exercise) uint64 {
	h := sha256.Sum256([]byte(string(e.Kind) + "\x00" + e.Script))
	var s uint64
	for _, b := range h[:8] {
		s = s<<8 | uint64(b)
	}
	return s
}

// proofHash ties a proof record to the exercise it proves.
func proofHash(e *Exercise, p *Proof) string {
	h := sha256.New()
	fmt.Fprintf(h, "%d\x00%s\x00%s\x00%s\x00%d\x00%d", p.Version, e.Kind, e.Script, e.Answer, p.Seed, p.Deals)
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// candidates returns the tokens of the answers an exercise of kind k at st
// offers, each with the state after it (for Keep the state after both
// kept cards).
func candidates(k Kind, st *game.State) (map[string]game.State, error) {
	out := map[string]game.State{}
	switch k {
	case Keep:
		return keepPairs(st)
	case Card:
		if st.Phase() != game.Playing || st.Turn() != 0 {
			return nil, errors.New("not seat 0's card to play")
		}
	case Call:
		if st.Phase() != game.Bidding || st.Turn() != 0 {
			return nil, errors.New("not seat 0's call")
		}
	case Discard:
		if st.Phase() != game.Exchanging || st.Turn() != 0 || st.Declarer() != 0 || st.Hand(0).Len() <= st.Rules().HandSize() {
			return nil, errors.New("not seat 0's discard")
		}
	default:
		return nil, fmt.Errorf("a %s exercise is not proven over deals", k)
	}
	for _, a := range st.Legal() {
		s := *st
		if err := s.Apply(a); err != nil {
			return nil, err
		}
		out[a.String()] = s
	}
	return out, nil
}

// ProveHidden proves exercise e under hidden information (see above) and
// returns the record; the error says why it does not hold (ErrNotProven:
// some candidate is not clearly worse than the answer).
func ProveHidden(e *Exercise, s *solver.Solver) (Proof, error) {
	st, _, err := e.Position()
	if err != nil {
		return Proof{}, err
	}
	m, err := measure(e, &st, s)
	if err != nil {
		return Proof{}, err
	}
	p, err := m.proof(e, e.Answer)
	if err != nil {
		return p, err
	}
	return p, p.holds(e.Answer)
}

// sample is a proof's deals and every candidate's results on them.
type sample struct {
	st     game.State
	kind   Kind
	seed   uint64
	keys   []string
	ws     []float64
	scores [][]float64 // [candidate][deal]
	wins   [][]bool
	points [][]float64
}

// measure draws the deals of e's proof and scores every candidate on them.
// The deals depend on the exercise's kind and position only, not on its
// answer.
func measure(e *Exercise, st *game.State, s *solver.Solver) (*sample, error) {
	cands, err := candidates(e.Kind, st)
	if err != nil {
		return nil, err
	}
	if len(cands) < 2 {
		return nil, ErrNotProven
	}
	m := &sample{st: *st, kind: e.Kind, seed: proofSeed(e)}
	for k := range cands {
		m.keys = append(m.keys, k)
	}
	slices.Sort(m.keys)
	deals := ai.ConsistentDeals(st.View(0), ProofDeals, m.seed)
	m.scores = make([][]float64, len(m.keys))
	m.wins = make([][]bool, len(m.keys))
	m.points = make([][]float64, len(m.keys))
	spent := 0
	for i, d := range deals {
		sc, err := scoreDeal(e.Kind, &d.State, m.keys, m.seed+uint64(i)*7919, s)
		if e.Kind == Card {
			if spent += s.Nodes(); spent > ProofNodes {
				return nil, fmt.Errorf("%w: the solver needs more than %d nodes", ErrNotProven, ProofNodes)
			}
		}
		if err != nil {
			continue // a deal the solver cannot finish within its cap
		}
		m.ws = append(m.ws, d.Weight)
		for j := range m.keys {
			m.scores[j] = append(m.scores[j], sc[j].amt)
			m.wins[j] = append(m.wins[j], sc[j].win)
			m.points[j] = append(m.points[j], sc[j].points)
		}
	}
	return m, nil
}

// best is the candidate of the highest average settlement.
func (m *sample) best() string {
	b, bv := "", math.Inf(-1)
	for j, k := range m.keys {
		if v := wmean(m.ws, m.scores[j]); v > bv {
			b, bv = k, v
		}
	}
	return b
}

// proof writes the record of the sample for answer (one of the keys) of
// exercise e.
func (m *sample) proof(e *Exercise, answer string) (Proof, error) {
	p := Proof{Version: proofVersion, Seed: m.seed, Options: map[string]Option{}}
	var wsum, w2 float64
	for _, w := range m.ws {
		wsum += w
		w2 += w * w
	}
	p.Distinct = len(m.ws)
	p.Deals = int(math.Round(wsum))
	if p.Deals < ProofDeals*9/10 || p.Distinct < 20 {
		return p, fmt.Errorf("%w: %d deals, %d distinct", ErrNoDeals, p.Deals, p.Distinct)
	}
	a := slices.Index(m.keys, answer)
	if a < 0 {
		return p, fmt.Errorf("%q is not among the answers", answer)
	}
	p.ESS = round3(wsum * wsum / w2)
	for j, k := range m.keys {
		o := Option{Mean: round3(wmean(m.ws, m.scores[j])), Points: round3(wmean(m.ws, m.points[j]))}
		var wn float64
		for i, w := range m.ws {
			if m.wins[j][i] {
				wn += w
			}
		}
		o.Win = round3(wn / wsum)
		if j != a {
			if m.kind != Call && sameAnswer(m.kind, &m.st, answer, k) {
				o.Same = true
			} else {
				o.Gap, o.Lower = gap(m.ws, m.scores[a], m.scores[j])
			}
		}
		p.Options[k] = o
	}
	e2 := *e
	e2.Answer = answer
	p.Hash = proofHash(&e2, &p)
	return p, nil
}

// sameAnswer reports whether candidates x and y of an exercise of kind k
// at st are the same answer up to equal cards.
func sameAnswer(k Kind, st *game.State, x, y string) bool {
	if k == Keep {
		return samePair(st, x, y)
	}
	a, errA := game.ParseCard(x)
	b, errB := game.ParseCard(y)
	return errA == nil && errB == nil && equalInPlay(st, a, b)
}

// equalInPlay reports whether seat 0 may keep, discard or play x or y at
// st to the same effect as far as he can see: the same suit and card
// points, no honour, and every card ranking between them in his hand,
// already played, or (as the declarer) in his Legage or discards — the
// blind before he takes it up is not his to look at.
func equalInPlay(st *game.State, x, y game.Card) bool {
	if x.Suit() != y.Suit() || x.Points() != y.Points() {
		return false
	}
	for _, c := range []game.Card{x, y} {
		if c == game.CardGstiess || c == game.CardMond || c == game.CardGeiss {
			return false
		}
	}
	own := st.Hand(0) | st.Played()
	if st.Declarer() == 0 {
		own |= st.Legage() | st.Discards()
	}
	lo, hi := min(x.Rank(), y.Rank()), max(x.Rank(), y.Rank())
	for r := lo + 1; r < hi; r++ {
		if !own.Has(game.NewCard(x.Suit(), r)) {
			return false
		}
	}
	return true
}

// holds checks the record against the test: every other candidate not
// the same answer is beaten by at least MinGain with the lower bound of
// the 95 % interval above zero.
func (p *Proof) holds(answer string) error {
	if _, ok := p.Options[answer]; !ok {
		return fmt.Errorf("the proof has no numbers for %s", answer)
	}
	if p.Deals < ProofDeals*9/10 {
		return fmt.Errorf("%w: %d deals", ErrNoDeals, p.Deals)
	}
	others := 0
	for k, o := range p.Options {
		if k == answer || o.Same {
			continue
		}
		others++
		if o.Lower <= 0 || o.Gap < MinGain {
			return fmt.Errorf("%w: against %s the answer gains %+.2f (95 %% lower bound %+.2f)", ErrNotProven, k, o.Gap, o.Lower)
		}
	}
	if others == 0 {
		return fmt.Errorf("%w: every choice is the same", ErrNotProven)
	}
	return nil
}

// CheckProof checks e's stored proof record without solving: it belongs
// to this exercise (kind, script, answer, seed, method), it holds (every
// other candidate beaten significantly and by MinGain) and it names every
// candidate of the position.
func CheckProof(e *Exercise) error {
	p := e.Proof
	if p == nil {
		return errors.New("no proof under hidden information")
	}
	if p.Version != proofVersion {
		return fmt.Errorf("a proof of method %d, want %d", p.Version, proofVersion)
	}
	if p.Seed != proofSeed(e) {
		return errors.New("the proof's seed is not the exercise's")
	}
	if p.Hash != proofHash(e, p) {
		return errors.New("the proof is of another exercise or answer")
	}
	st, _, err := e.Position()
	if err != nil {
		return err
	}
	cands, err := candidates(e.Kind, &st)
	if err != nil {
		return err
	}
	if len(cands) != len(p.Options) {
		return fmt.Errorf("%d answers possible, %d proven", len(cands), len(p.Options))
	}
	for k := range cands {
		o, ok := p.Options[k]
		if !ok {
			return fmt.Errorf("no numbers for %s", k)
		}
		if o.Same != (k != e.Answer && e.Kind != Call && sameAnswer(e.Kind, &st, e.Answer, k)) {
			return fmt.Errorf("%s marked the same answer wrongly", k)
		}
	}
	return p.holds(e.Answer)
}

// SameProof reports whether two records of one exercise agree: the same
// deals and every number within rounding.
func SameProof(a, b *Proof) error {
	if a.Hash != b.Hash || a.Deals != b.Deals || a.Distinct != b.Distinct || len(a.Options) != len(b.Options) {
		return fmt.Errorf("proofs differ: %s/%d/%d deals against %s/%d/%d", a.Hash, a.Deals, a.Distinct, b.Hash, b.Deals, b.Distinct)
	}
	for k, o := range a.Options {
		q := b.Options[k]
		for _, d := range []float64{o.Mean - q.Mean, o.Gap - q.Gap, o.Lower - q.Lower, o.Win - q.Win, o.Points - q.Points} {
			if math.Abs(d) > 0.002 {
				return fmt.Errorf("%s: %+v against %+v", k, o, q)
			}
		}
	}
	return nil
}

// gap returns the weighted mean of a − b and the lower bound of its 95 %
// interval (see the test above).
func gap(ws, a, b []float64) (mean, lower float64) {
	d := make([]float64, len(a))
	for i := range a {
		d[i] = a[i] - b[i]
	}
	m := wmean(ws, d)
	var wsum, w2, v float64
	for i, w := range ws {
		wsum += w
		w2 += w * w
		v += w * (d[i] - m) * (d[i] - m)
	}
	v /= wsum
	ess := wsum * wsum / w2
	se := math.Sqrt(v / max(ess-1, 1))
	return round3(m), round3(m - z95*se)
}

// wmean is the weighted mean of x (weights ws).
func wmean(ws, x []float64) float64 {
	var s, t float64
	for i, w := range ws {
		s += w * x[i]
		t += w
	}
	if t == 0 {
		return 0
	}
	return s / t
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
