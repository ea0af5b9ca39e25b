package arena

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// TestArenaSlowestDecision: the arena keeps each side's slowest decision
// with where it happened; setting it up again reaches a position where
// that seat is to move in the recorded phase and contract, and the report
// tells where its time went and how to replay it.
func TestArenaSlowestDecision(t *testing.T) {
	// a search bot small enough for tests, without a time cap
	quickConfig := ai.SearchConfig{Samples: 3, Inference: true, Candidates: 6, NodeCap: 20_000, SolveCards: 6, BandCards: 4, Rollouts: 6, Margin: 2, Workers: 1}
	quick := Entrant{Name: "quick", New: func(seed uint64) (Player, error) { return Seated(ai.NewSearchBotWith(quickConfig, seed)), nil }}
	for _, players := range []int{3, 4} {
		cpu := time.Duration(0)
		r, err := Run(Config{A: quick, B: LevelEntrant(ai.Normal), Deals: 2, Seed: 6, Players: players, Workers: 1,
			CPU: func() time.Duration { cpu += time.Millisecond; return cpu }})
		if err != nil {
			t.Fatal(err)
		}
		for side, d := range map[string]SlowDecision{"A": r.SlowA, "B": r.SlowB} {
			all := r.TimesA
			if side == "B" {
				all = r.TimesB
			}
			if d.CPU != time.Millisecond {
				t.Errorf("%s: CPU time %v of the slowest decision, want the 1ms the clock advanced", side, d.CPU)
			}
			if d.Time != slices.Max(all) {
				t.Errorf("%s: slowest %v, longest time %v", side, d.Time, slices.Max(all))
			}
			st, err := game.Replay(d.Rules, d.Dealer, d.DealSeed, d.Actions) // the position set up again
			if err != nil {
				t.Fatalf("%s: %v", side, err)
			}
			if st.Turn() != d.Seat || st.Phase() != d.Phase || st.Contract() != d.Contract || st.Players() != players {
				t.Errorf("%s: set up again, seat %d to move in %v %v; recorded seat %d in %v %v", side, st.Turn(), st.Phase(), st.Contract(), d.Seat, d.Phase, d.Contract)
			}
			if want := side == "A"; d.HasProfile != want || want && (d.Profile.Phase != d.Phase || d.Profile.Total <= 0) {
				t.Errorf("%s: profile %v (kept: %v)", side, d.Profile, d.HasProfile)
			}
			if (side == "A") != (int(d.Seat) == d.ASeat) {
				t.Errorf("%s: seat %d, A in seat %d", side, d.Seat, d.ASeat)
			}
			p, err := quick.New(d.BotSeed)
			if err != nil {
				t.Fatal(err)
			}
			v := st.View(d.Seat)
			if a := p.Act(&st, d.Seat); !v.IsLegal(a) {
				t.Errorf("%s: replayed, the bot chose the illegal %v", side, a)
			}
		}
		var buf bytes.Buffer
		r.Report(&buf)
		out := buf.String()
		for _, want := range []string{"slowest decision of quick (A)", "slowest decision of normal (B)", " (1ms CPU) in deal ", "where the time went:", "replay: go run ./ai/cmd/replay -player quick -bot-seed "} {
			if !strings.Contains(out, want) {
				t.Errorf("%d players: the report lacks %q:\n%s", players, want, out)
			}
		}
	}
}

// TestReplayArgsRules: the replay arguments name the rules only when they
// are not the plain ones of their number of players, and as JSON that reads
// back to the same rules.
func TestReplayArgsRules(t *testing.T) {
	if s := ReplayArgs("expert", 1, game.Rules{Players: 3}, 0, 2, nil); strings.Contains(s, "-rules") || !strings.Contains(s, "-players 3") {
		t.Errorf("plain rules: %s", s)
	}
	r, _ := game.Preset("SCHWARZWALDMEISTERSCHAFT")
	s := ReplayArgs("expert", 1, r, 0, 2, []game.Action{game.Pass})
	i := strings.Index(s, "-rules '")
	if i < 0 {
		t.Fatalf("preset rules not named: %s", s)
	}
	js := s[i+len("-rules '"):]
	js = js[:strings.IndexByte(js, '\'')]
	var back game.Rules
	if err := back.UnmarshalJSON([]byte(js)); err != nil || back != r {
		t.Errorf("rules %s read back as %+v (%v), want %+v", js, back, err, r)
	}
	if !strings.HasSuffix(s, "-actions 'pass'") {
		t.Errorf("actions: %s", s)
	}
}
