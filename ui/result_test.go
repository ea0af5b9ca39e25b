package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestExplainDeal checks the result panel's reckoning against the engine's
// settlement for many random deals of every kind that turns up.
func TestExplainDeal(t *testing.T) {
	names := [4]string{"You", "Anna", "Sepp", "Vreni"}
	kinds := map[game.Contract]bool{}
	for seed := uint64(1); seed <= 300; seed++ {
		players := 4
		if seed%3 == 0 {
			players = 3
		}
		st := game.Deal(game.Rules{Players: players}, game.Seat(players-1), seed)
		rng := rand.New(rand.NewPCG(seed, 4))
		for st.Phase() != game.Done {
			l := st.Legal()
			if err := st.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		r := st.Result()
		kinds[r.Contract] = true
		e := explainDeal(&st, names, 0)
		text := strings.Join(e.Lines, "\n")
		var want []string
		switch in := r.Contract.Info(); {
		case r.Contract == game.Raeuber:
			want = []string{fmt.Sprintf(" each other player %d.", r.PerSeat)}
			if len(r.Losers) > 1 {
				want = []string{fmt.Sprintf("to each other player (%d).", r.PerSeat)}
			}
			if r.PerSeat == r.Value && strings.Contains(text, fmt.Sprintf("%d = %d", r.Value, r.PerSeat)) {
				t.Fatalf("seed %d: Räuber %q says a sum without a doubling:\n%s", seed, fmt.Sprintf("%d = %d", r.Value, r.PerSeat), text)
			}
		case in.Normal:
			want = []string{fmt.Sprintf("→ %d points", r.Points), fmt.Sprintf("factor %+d", r.Factor), fmt.Sprintf("= %d.", abs(r.PerSeat))}
		default:
			want = []string{fmt.Sprintf("fixed value %d", r.Value)}
		}
		if r.Contract.UsesBlind() && st.Discards().Len() == 0 && strings.Contains(text, "discard") {
			t.Fatalf("seed %d, %v: no card was discarded, but:\n%s", seed, r.Contract, text)
		}
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Fatalf("seed %d, %v: %q missing from\n%s", seed, r.Contract, w, text)
			}
		}
		for p := 0; p < players; p++ {
			if got := e.Pays[p]; got != fmt.Sprintf("%s %+d", names[p], r.Score[p]) {
				t.Fatalf("seed %d: pay line %q, score %+d", seed, got, r.Score[p])
			}
		}
		if strings.Contains(text, "You pays") || strings.Contains(text, "pays You") {
			t.Fatalf("bad grammar:\n%s", text)
		}
	}
	t.Logf("contracts explained: %v", kinds)
}

// TestResultTitleGerman: the result's headline speaks to the player in
// German grammar ("du hast verloren", "du zahlst"), never "Du verloren" or
// "Du hat", and names the other declarers with "hat".
func TestResultTitleGerman(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	c := newTestTable(t, Options{Seed: 1})
	me := c.me()
	mine := 0
	for seed := uint64(1); seed <= 150; seed++ {
		st := game.Deal(game.Rules{Players: 4}, game.Seat(seed%4), seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		for st.Phase() != game.Done {
			l := st.Legal()
			if err := st.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		r := st.Result()
		title := resultTitle(c, r, explainDeal(&st, c.names, c.personSeat()))
		for _, bad := range []string{"Du verloren", "Du gewonnen", "Du hat", "Du zahlt", " you "} {
			if strings.Contains(title, bad) {
				t.Errorf("seed %d: headline %q", seed, title)
			}
		}
		if r.Declarer == me && !r.Contract.Info().Solitary {
			mine++
			if !strings.Contains(title, "du hast") {
				t.Errorf("seed %d: your game's headline %q", seed, title)
			}
		}
	}
	if mine == 0 {
		t.Fatal("no deal had the player as declarer")
	}
}

// abs is |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
