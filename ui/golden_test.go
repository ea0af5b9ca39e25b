package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/golden"
)

// inLanguages runs say in English and in German and returns both, marked
// (golden.InLanguages).
func inLanguages(say func() string) string { return golden.InLanguages(SetLanguage, say) }

// goldenDeal is one finished deal of the settlement's golden file: the
// rules, the contract the auction steers to, and the seed of the cards and
// the play.
type goldenDeal struct {
	rules  game.Rules
	target game.Contract
	seed   uint64
}

// steer picks the action of a golden deal: in the auction the call of the
// target contract (and, on the way to it, the rungs of the Cego ladder
// below it and mein, or the Solo a Gegensolo needs), else fort; in the exchange and
// the play a random legal action.
func steer(l []game.Action, target game.Contract, rng *rand.Rand) game.Action {
	best, bestRank := game.Action(0), 0
	for _, a := range l {
		rank := 0
		switch {
		case a == target.Info().Call:
			rank = 3
		case target == game.Gegensolo && a == game.CallSolo,
			target <= game.Geiss && a == game.Mein:
			rank = 2
		case a == game.Pass:
			rank = 1
		}
		for k := game.Cego; k < target && target <= game.Geiss; k++ {
			if a == k.Info().Call {
				rank = 2
			}
		}
		if rank > bestRank {
			best, bestRank = a, rank
		}
	}
	if bestRank > 0 {
		return best
	}
	return l[rng.IntN(len(l))]
}

// playOut deals by seed and plays it to the end, steered (see steer).
func playOut(t *testing.T, d goldenDeal) game.State {
	t.Helper()
	st := game.Deal(d.rules, game.Seat(d.rules.Players-1), d.seed)
	rng := rand.New(rand.NewPCG(d.seed, 4))
	for st.Phase() != game.Done {
		if err := st.Apply(steer(st.Legal(), d.target, rng)); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// goldenDeals finds, for four and three players and each contract the
// rules can offer (the optional special games switched on for their own
// deals), the first seed whose steered play ends in that contract won and
// the first that ends in it lost: a fixed set of deals that covers the
// contracts.
func goldenDeals(t *testing.T) []goldenDeal {
	t.Helper()
	var out []goldenDeal
	for _, players := range []int{4, 3} {
		for k := game.Cego; int(k) < game.NumContracts; k++ {
			r := game.Rules{Players: players, Halbe: k == game.Halbe, Pascha: k == game.Pascha,
				Zwikkolo: k == game.Zwikkolo, Trio: k == game.Trio, Quarto: k == game.Quarto,
				Quinto: k == game.Quinto, Drescher: k == game.Drescher}
			if !r.Offers(k) {
				continue
			}
			found := map[bool]bool{}
			for seed := uint64(1); seed <= 400 && len(found) < 2; seed++ {
				d := goldenDeal{r, k, seed}
				st := playOut(t, d)
				if res := st.Result(); res.Contract == k && !found[res.Won] {
					found[res.Won] = true
					out = append(out, d)
				}
			}
			if len(found) == 0 {
				t.Errorf("%d players: no seed up to 400 ends in %s", players, k.Info().German)
			}
		}
	}
	return out
}

// TestGoldenSettlement: the result panel's explanation of the settlement
// (title, lines, pay lines) for a fixed set of deals covering the
// contracts, in English and German, told to the player at seat 0 and to
// nobody (watch mode), against testdata/settlement.golden.
func TestGoldenSettlement(t *testing.T) {
	names := [4]string{"Toni", "Anna", "Sepp", "Vreni"}
	deals := goldenDeals(t)
	var b strings.Builder
	for _, d := range deals {
		st := playOut(t, d)
		r := st.Result()
		fmt.Fprintf(&b, "## %d players, %s, seed %d: %s\n", d.rules.Players, d.target.Info().German, d.seed, r.Contract.Info().German)
		for _, me := range []game.Seat{0, game.NoSeat} {
			b.WriteString(inLanguages(func() string {
				s := explainDeal(&st, names, me)
				won := tr("Lost.")
				if s.Won {
					won = tr("Won.")
				}
				return s.Title + " — " + won + "\n  " + strings.Join(s.Lines, "\n  ") + "\n  " + strings.Join(s.Pays, " · ")
			}))
		}
	}
	golden.Check(t, "settlement", b.String())
}
