package ai

import (
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// driverAction picks the action that advances a test deal: sometimes a
// bot's choice, sometimes a random legal action with the auction weighted
// so that every contract occurs.
func driverAction(v game.View, bot Bot, rng *rand.Rand) game.Action {
	legal := v.Legal()
	if v.Phase() != game.Bidding {
		if rng.IntN(3) == 0 {
			return legal[rng.IntN(len(legal))]
		}
		return bot.Choose(v)
	}
	if rng.IntN(4) == 0 {
		return bot.Choose(v)
	}
	var bids []game.Action
	for _, a := range legal {
		if a != game.Pass && a != game.CallCego {
			bids = append(bids, a)
		}
	}
	p := 0.1
	for _, a := range legal {
		switch a {
		case game.CallSolo, game.CallPiccolo, game.CallBettel:
			p = 0.04
		case game.Mein, game.CallEiner, game.CallEineLeere, game.CallZweiLeere,
			game.CallZweiVerschiedene, game.CallGeiss:
			p = 0.9
		case game.CallRaeuber:
			p = 0.5
		}
	}
	if len(bids) > 0 && rng.Float64() < p {
		return bids[rng.IntN(len(bids))]
	}
	if has(legal, game.Pass) {
		return game.Pass
	}
	return legal[0]
}

// TestBotsPlayLegally asks every bot for an action at 20,000 decision
// points per player count, spread over every phase and contract, and checks
// that each answer is legal.
func TestBotsPlayLegally(t *testing.T) {
	views := 20000
	if testing.Short() {
		views = 4000
	}
	for _, players := range []int{4, 3} {
		rng := rand.New(rand.NewPCG(uint64(players), 11))
		rules := game.Rules{Players: players}
		seen := map[[2]int]bool{}
		checked := 0
		covered := func() bool {
			for c := game.Cego; int(c) < game.NumContracts; c++ {
				if !rules.Offers(c) { // Halbe, Drescher, the optional specials; Piccolo and Bettel by three
					continue
				}
				if !seen[[2]int{int(game.Playing), int(c)}] {
					return false
				}
			}
			return true
		}
		for deal := 0; checked < views || (!covered() && checked < 20*views); deal++ {
			st := game.Deal(rules, game.Seat(deal%players), rng.Uint64())
			bots := []Bot{NewRandomBot(uint64(deal)), NewEasyBot(uint64(deal)), NewRuleBot(uint64(deal))}
			target := game.NoContract // every other deal steered toward a contract not yet seen in play
			if deal%2 == 0 {
				target = unseen(rules, seen, rng)
			}
			for st.Phase() != game.Done {
				p := st.Turn()
				v := st.View(p)
				for _, b := range bots {
					a := b.Choose(v)
					if !v.IsLegal(a) {
						t.Fatalf("%d players, deal %d: %T chose illegal %v in phase %v, contract %v; legal %v",
							players, deal, b, a, v.Phase(), v.Contract(), v.Legal())
					}
				}
				checked++
				seen[[2]int{int(v.Phase()), int(v.Contract())}] = true
				a := driverAction(v, bots[rng.IntN(len(bots))], rng)
				if c, ok := steer(v, target); ok {
					a = c
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%d players: %d decision points, %d phase/contract pairs, each asked of Random, Easy and Normal", players, checked, len(seen))
		for c := game.Cego; int(c) < game.NumContracts; c++ {
			if !rules.Offers(c) { // Halbe, Drescher, the optional specials; Piccolo and Bettel by three
				continue
			}
			if !seen[[2]int{int(game.Playing), int(c)}] {
				t.Errorf("%d players: no view of %v in play", players, c)
			}
			if c.UsesBlind() && !seen[[2]int{int(game.Exchanging), int(c)}] {
				t.Errorf("%d players: no view of %v in the exchange", players, c)
			}
		}
	}
}

// unseen is a contract of the rules not yet seen in play (NoContract when
// every one was).
func unseen(rules game.Rules, seen map[[2]int]bool, rng *rand.Rand) game.Contract {
	var left []game.Contract
	for c := game.Cego; int(c) < game.NumContracts; c++ {
		if rules.Offers(c) && !seen[[2]int{int(game.Playing), int(c)}] {
			left = append(left, c)
		}
	}
	if len(left) == 0 {
		return game.NoContract
	}
	return left[rng.IntN(len(left))]
}

// steer makes the auction reach the target contract where it can: its call
// whenever it is legal, a pass by everyone else once it was called. Without
// it the rarest contracts need tens of thousands of decision points before
// every one was asked of the bots.
func steer(v game.View, target game.Contract) (game.Action, bool) {
	if target == game.NoContract || v.Phase() != game.Bidding {
		return 0, false
	}
	for _, a := range v.Legal() {
		if game.ContractOfCall(a) == target {
			return a, true
		}
	}
	if v.IsLegal(game.Pass) {
		return game.Pass, true
	}
	return 0, false
}

// playDeal plays one deal with bots made by mk and returns every action.
func playDeal(t *testing.T, players int, seed uint64, mk func(s int) Bot) []game.Action {
	st := game.Deal(game.Rules{Players: players}, 0, seed)
	bots := make([]Bot, players)
	for s := range bots {
		bots[s] = mk(s)
	}
	var out []game.Action
	for st.Phase() != game.Done {
		p := st.Turn()
		a := bots[p].Choose(st.View(p))
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

func TestSameSeedSameChoices(t *testing.T) {
	for _, l := range []Level{Random, Easy, Normal} {
		for deal := uint64(0); deal < 30; deal++ {
			mk := func(s int) Bot {
				b, err := New(l, deal*10+uint64(s))
				if err != nil {
					t.Fatal(err)
				}
				return b
			}
			a := game.FormatActions(playDeal(t, 4, deal, mk))
			b := game.FormatActions(playDeal(t, 4, deal, mk))
			if a != b {
				t.Fatalf("%v: same seed, different deal:\n%s\n%s", l, a, b)
			}
		}
	}
}

func TestLevels(t *testing.T) {
	for _, l := range []Level{Random, Easy, Normal} {
		got, err := ParseLevel(strings.ToUpper(l.String()))
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
		if _, err := New(l, 1); err != nil {
			t.Errorf("New(%v): %v", l, err)
		}
	}
	for _, l := range []Level{Strong, Expert} {
		if _, err := New(l, 1); err != nil || !l.Available() {
			t.Errorf("New(%v): %v", l, err)
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil || !strings.Contains(err.Error(), "random, easy, normal, strong, expert") {
		t.Errorf("ParseLevel(grandmaster): %v", err)
	}
}

// TestOffered: the levels offered to people are the available ones but
// Random, weakest first, each read back from its name.
func TestOffered(t *testing.T) {
	off := Offered()
	if len(off) != 4 || off[0] != Easy || off[3] != Expert {
		t.Fatalf("Offered() = %v", off)
	}
	for i, l := range off {
		if l == Random || !l.Available() || (i > 0 && l <= off[i-1]) {
			t.Errorf("Offered()[%d] = %v", i, l)
		}
		if got, err := ParseLevel(l.String()); err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
}

func TestDecisionsNameAHeuristic(t *testing.T) {
	names := map[string]bool{}
	for _, h := range Heuristics() {
		if h.Name == "" || h.Reason == "" || names[h.Name] {
			t.Fatalf("heuristic %+v is unnamed, unexplained or twice", h)
		}
		names[h.Name] = true
	}
	rng := rand.New(rand.NewPCG(5, 5))
	b := NewRuleBot(1)
	for deal := 0; deal < 200; deal++ {
		st := game.Deal(game.Rules{}, game.Seat(deal%4), rng.Uint64())
		for st.Phase() != game.Done {
			d := b.Decide(st.View(st.Turn()))
			if !names[d.Rule] || d.Reason == "" {
				t.Fatalf("decision %+v names no listed heuristic", d)
			}
			if err := st.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestNoUIImports: neither ai nor a package beside it (review, arena,
// solver, the commands) depends on Fyne, audio or the user interface.
func TestNoUIImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./...").CombinedOutput()
	if err != nil {
		t.Skipf("go list unavailable: %v %s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, bad := range []string{"fyne.io", "ebitengine", "go-mp3", "hajimehoshi", "/ui"} {
			if strings.Contains(dep, bad) {
				t.Errorf("package ai or one beside it depends on %s", dep)
			}
		}
	}
}
