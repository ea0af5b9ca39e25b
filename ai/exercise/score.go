package exercise

import (
	"errors"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// scored is one candidate's result on one deal: seat 0's settlement in
// table points, whether his side won, and the declarer's card points in a
// normal game (0 otherwise).
type scored struct {
	amt    float64
	win    bool
	points float64
}

// scoreDeal scores every candidate (keys, as candidates names them) of an
// exercise of kind k on the whole deal st, at the exercise's decision
// point: a card by the open-card solver, anything else by playing the
// deal out with the rule bot in every seat, seeded by seed.
func scoreDeal(k Kind, st *game.State, keys []string, seed uint64, s *solver.Solver) ([]scored, error) {
	if k == Card {
		out, err := solveCards(st, keys, s)
		if !errors.Is(err, errUnsolved) {
			return out, err
		}
		// Räuber and a Solo announced as a Durchmarsch: played out
	}
	cands, err := candidates(k, st)
	if err != nil {
		return nil, err
	}
	out := make([]scored, len(keys))
	for j, key := range keys {
		after, ok := cands[key]
		if !ok {
			return nil, errors.New("a candidate is missing on a sampled deal")
		}
		end, err := playOut(after, seed)
		if err != nil {
			return nil, err
		}
		out[j] = settled(&end)
	}
	return out, nil
}

// playOut plays st to its end with the rule bot (ai.NewRolloutBot, the
// search bots' play-out bot) in every seat, each seeded from seed.
func playOut(st game.State, seed uint64) (game.State, error) {
	bots := make([]ai.Bot, st.Players())
	for i := range bots {
		bots[i] = ai.NewRolloutBot(seed*5 + uint64(i))
	}
	return ai.PlayOut(st, bots)
}

// settled is seat 0's result of the finished deal end.
func settled(end *game.State) scored {
	sc := end.Score()
	o := scored{amt: float64(sc[0]), win: sc[0] > 0}
	if end.Contract().Info().Normal {
		o.points = float64(end.DeclarerPoints())
	}
	return o
}

// errUnsolved says that the solver does not settle a contract for seat 0's
// side (Räuber, a Solo announced as a Durchmarsch).
var errUnsolved = errors.New("the solver does not settle this contract for a side")

// solveCards solves the deal st, seat 0 to play, after each card of keys
// with the open-card solver and settles each result as the engine would.
func solveCards(st *game.State, keys []string, s *solver.Solver) ([]scored, error) {
	pr, err := solver.NewProblem(st, 0)
	if err != nil {
		return nil, err
	}
	c := st.Contract()
	info := c.Info()
	if info.Solitary || (info.Normal && !pr.Points()) {
		return nil, errUnsolved
	}
	// a cleared table makes the nodes spent, and so which deals meet the
	// cap, the same in every run
	s.Reset()
	s.ResetNodes()
	moves, err := s.Moves(pr, true)
	if err != nil {
		return nil, err
	}
	r := st.Rules()
	n := st.Players()
	decl := st.Declarer() == 0
	out := make([]scored, len(keys))
	for j, key := range keys {
		var mv *solver.MoveValue
		for i := range moves {
			if moves[i].Card.String() == key {
				mv = &moves[i]
			}
		}
		if mv == nil {
			return nil, errors.New("a card is missing on a sampled deal")
		}
		var amt int
		var declWon bool
		var o scored
		if info.Normal {
			amt, _, _ = r.Amount(c, mv.Value, st.FromAuction())
			declWon = mv.Value >= pr.WinPoints()
			o.points = float64(mv.Value)
		} else {
			declWon = mv.Value == 1
			amt = r.SpecialValue(c)
			if !declWon {
				amt = -amt
			}
		}
		if decl {
			o.amt, o.win = float64((n-1)*amt), declWon
		} else {
			o.amt, o.win = float64(-amt), !declWon
		}
		out[j] = o
	}
	return out, nil
}
