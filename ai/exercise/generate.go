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

// Generate plays deals (seeds from seed on) with the Normal bot in every
// seat, four players, standard rules, and makes from them up to cards
// "which card?" and worths "how much is it worth?" exercises, each proven
// as Prove proves it. A "which card?" position is taken where seat 0 is to
// play with 3 to 9 cards left; its level grows with the cards left (3:
// easy, 4 or 5: medium, 6 to 9: hard).
func Generate(seed uint64, cards, worths int, s *solver.Solver) ([]Exercise, error) {
	var out []Exercise
	nc, nw := 0, 0
	for k := seed; nc < cards || nw < worths; k++ {
		if k-seed > uint64(200*(cards+worths)+1000) {
			return out, fmt.Errorf("only %d and %d exercises found", nc, nw)
		}
		sc, st, err := playDeal(k, game.Done)
		if err != nil {
			return out, err
		}
		if st.Contract().Info().Solitary {
			continue
		}
		if nw < worths {
			if e, ok := worthExercise(k, sc, &st); ok {
				out = append(out, e)
				nw++
			}
		}
		if nc < cards {
			// vary the cards left with the deal: 3 to 9
			left := 3 + int(k%7)
			if e, ok := cardExercise(k, sc, left, s); ok {
				out = append(out, e)
				nc++
			}
		}
	}
	return out, nil
}

// playDeal deals pack k and plays it with the Normal bot until it reaches
// phase until (game.Done: to its end; game.Bidding: not at all).
func playDeal(k uint64, until game.Phase) (game.Script, game.State, error) {
	r := game.Rules{Players: 4}
	sc := game.Script{Rules: r, Dealer: 3, Deck: game.Shuffle(r, k)}
	st, err := sc.Deal()
	if err != nil {
		return sc, st, err
	}
	var bots [4]ai.Bot
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
		a := bots[p].Choose(st.View(p))
		if err := st.Apply(a); err != nil {
			return sc, st, err
		}
		sc.Actions = append(sc.Actions, a)
	}
	return sc, st, nil
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

// cardExercise finds the position of deal k where seat 0 plays with left
// cards in hand and proves its card.
func cardExercise(k uint64, sc game.Script, left int, s *solver.Solver) (Exercise, bool) {
	st, err := sc.Deal()
	if err != nil {
		return Exercise{}, false
	}
	for i, a := range sc.Actions {
		if st.Phase() == game.Playing && st.Turn() == 0 && st.Hand(0).Len() == left {
			values, best, err := solveCard(&st, s)
			if err != nil {
				return Exercise{}, false
			}
			level := 1
			switch {
			case left >= 6:
				level = 3
			case left >= 4:
				level = 2
			}
			return Exercise{ID: "card-" + strconv.FormatUint(k, 10), Kind: Card, Level: level,
				Script: scriptText(sc, i), Answer: best.String(), Values: values}, true
		}
		if st.Apply(a) != nil {
			return Exercise{}, false
		}
	}
	return Exercise{}, false
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

// GenerateCalls deals packs (seeds from seed on) as Generate does and
// makes from them up to n "which call?" exercises at the deal's start,
// each proven as Prove proves it.
func GenerateCalls(seed uint64, n int, s *solver.Solver) ([]Exercise, error) {
	return generateFrom(seed, n, "which call?", func(k uint64) (Exercise, bool, error) {
		sc, _, err := playDeal(k, game.Bidding)
		if err != nil {
			return Exercise{}, false, err
		}
		e, ok := callExercise(k, sc, s)
		return e, ok, nil
	})
}

// GenerateKeeps plays deals (seeds from seed on) as Generate does, up to
// the exchange, and makes from them up to n "which two cards to keep?"
// exercises where seat 0 declares a game in which he keeps two cards, each
// proven as Prove proves it.
func GenerateKeeps(seed uint64, n int, s *solver.Solver) ([]Exercise, error) {
	return generateFrom(seed, n, "which two cards to keep?", func(k uint64) (Exercise, bool, error) {
		sc, st, err := playDeal(k, game.Exchanging)
		if err != nil {
			return Exercise{}, false, err
		}
		if st.Phase() != game.Exchanging || st.Declarer() != 0 || st.Contract().Info().Keep != 2 {
			return Exercise{}, false, nil
		}
		e, ok := keepExercise(k, sc, s)
		return e, ok, nil
	})
}

// generateFrom makes up to n exercises with mk from the deals from seed on,
// trying at most 400 deals per exercise.
func generateFrom(seed uint64, n int, what string, mk func(uint64) (Exercise, bool, error)) ([]Exercise, error) {
	var out []Exercise
	for k := seed; len(out) < n; k++ {
		if k-seed > uint64(400*n+400) {
			return out, fmt.Errorf("only %d %q exercises found", len(out), what)
		}
		e, ok, err := mk(k)
		if err != nil {
			return out, err
		}
		if ok {
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
