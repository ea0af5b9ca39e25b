package arena

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

func TestArenaSelfIsZero(t *testing.T) {
	for _, players := range []int{4, 3} {
		r, err := Run(Config{A: LevelEntrant(ai.Normal), B: LevelEntrant(ai.Normal), Deals: 40, Seed: 3, Players: players})
		if err != nil {
			t.Fatal(err)
		}
		if r.Mean != 0 || r.CI95 != 0 {
			t.Errorf("%d players: normal vs normal gave mean %v ci %v", players, r.Mean, r.CI95)
		}
	}
}

func TestArenaDeterministicAndLastLine(t *testing.T) {
	var reports [2]string
	var means [2]float64
	for i, workers := range []int{1, 2} {
		calls, last := 0, 0
		r, err := Run(Config{A: LevelEntrant(ai.Easy), B: LevelEntrant(ai.Random), Deals: 30, Seed: 9, Players: 4, Workers: workers,
			Progress: func(done int) { calls, last = calls+1, done }})
		if err != nil {
			t.Fatal(err)
		}
		if calls != 30 || last != 30 {
			t.Errorf("progress told %d times, last %d of 30 deals", calls, last)
		}
		var buf bytes.Buffer
		r.Report(&buf)
		reports[i] = buf.String()
		means[i] = r.Mean
	}
	if means[0] != means[1] {
		t.Errorf("results depend on the number of workers: %v vs %v", means[0], means[1])
	}
	lines := strings.Split(strings.TrimSpace(reports[0]), "\n")
	last := lines[len(lines)-1]
	if !regexp.MustCompile(`^easy-vs-random: mean=-?[0-9.]+ ci95=[0-9.]+ deals=30$`).MatchString(last) {
		t.Errorf("last line %q has the wrong format", last)
	}
}

func TestArenaRefusesMissingLevels(t *testing.T) {
	if _, err := Run(Config{A: LevelEntrant(ai.Level(42)), B: LevelEntrant(ai.Normal), Deals: 1}); err == nil {
		t.Error("arena accepted a level that does not exist yet")
	}
	if _, err := Run(Config{A: LevelEntrant(ai.Normal), B: LevelEntrant(ai.Normal), Deals: 1, Players: 5}); err == nil {
		t.Error("arena accepted five players")
	}
}

func TestParseEntrant(t *testing.T) {
	for _, name := range EntrantNames {
		e, err := ParseEntrant(strings.ToUpper(name), 0)
		if err != nil {
			t.Fatal(err)
		}
		if e.Name != name || e.New == nil {
			t.Errorf("%s parsed as %q", name, e.Name)
		}
		if _, err := e.New(1); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := ParseEntrant("grandmaster", 0); err == nil {
		t.Error("an unknown player was accepted")
	}
	for _, name := range ai.VariantNames() {
		e, err := ParseEntrant(name, 0)
		if err != nil || e.Name != name {
			t.Fatalf("variant %s: %q, %v", name, e.Name, err)
		}
		if _, err := e.New(1); err != nil {
			t.Errorf("variant %s: %v", name, err)
		}
	}
}

// quickAllSeeing enters the all-seeing bot without a time cap and with a
// small node cap, so that a test deal is quick.
var quickAllSeeing = Entrant{Name: "allseeing", New: func(seed uint64) (Player, error) {
	cfg := ai.ExpertConfig()
	cfg.Budget, cfg.NodeCap, cfg.Samples = 0, 20_000, 4
	return ai.NewAllSeeingWith(cfg, seed), nil
}}

// TestArenaSeatsEveryKindOfPlayer plays the all-seeing bot (it gets the
// state) and the hint player (it gets a view) against Normal, and checks
// the report's counts.
func TestArenaSeatsEveryKindOfPlayer(t *testing.T) {
	cpu := time.Duration(0)
	for _, c := range []struct {
		a       Entrant
		players int
	}{{quickAllSeeing, 4}, {HintEntrant(5 * time.Millisecond), 3}} {
		r, err := Run(Config{A: c.a, B: LevelEntrant(ai.Normal), Deals: 2, Seed: 4, Players: c.players, Workers: 1,
			CPU: func() time.Duration { cpu += time.Millisecond; return cpu }})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.ChoiceA) == 0 || len(r.CPUA) != len(r.ChoiceA) || len(r.TimesA) < len(r.ChoiceA) {
			t.Errorf("%s: %d decisions, %d with a choice, %d CPU times", c.a.Name, len(r.TimesA), len(r.ChoiceA), len(r.CPUA))
		}
		plays := 0
		for _, s := range r.Contracts {
			plays += s.DeclaredA + s.DeclaredB
		}
		if plays != 2*(1+c.players) {
			t.Errorf("%s: %d plays counted, want %d", c.a.Name, plays, 2*(1+c.players))
		}
		var buf bytes.Buffer
		r.Report(&buf)
		if !strings.HasSuffix(buf.String(), fmt.Sprintf("%s-vs-normal: mean=%.3f ci95=%.3f deals=2\n", c.a.Name, r.Mean, r.CI95)) {
			t.Errorf("report ends %q", buf.String()[max(0, buf.Len()-80):])
		}
	}
}

// TestArenaStop stops a match after a few deals: the result is that of a
// match over the deals played.
func TestArenaStop(t *testing.T) {
	stop := make(chan struct{})
	cfg := Config{A: LevelEntrant(ai.Normal), B: LevelEntrant(ai.Easy), Deals: 1000, Seed: 5, Workers: 2, Stop: stop,
		Progress: func(done int) {
			if done == 7 {
				close(stop)
			}
		}}
	r, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	n := r.Config.Deals
	if n < 7 || n > 9 || len(r.PerDeal) != n {
		t.Fatalf("stopped after 7 deals of 2 workers, reported %d deals (%d per-deal figures)", n, len(r.PerDeal))
	}
	cfg.Deals, cfg.Stop, cfg.Progress = n, nil, nil
	full, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if full.Mean != r.Mean || full.CI95 != r.CI95 || full.Contracts != r.Contracts {
		t.Errorf("stopped match %v ± %v, match of %d deals %v ± %v", r.Mean, r.CI95, n, full.Mean, full.CI95)
	}
	closed := make(chan struct{})
	close(closed)
	cfg.Stop = closed
	if _, err := Run(cfg); err == nil {
		t.Error("a match stopped before its first deal gave a result")
	}
}

// TestParseExpertOwn reads the own-play terms of an Expert variant and
// refuses malformed ones.
func TestParseExpertOwn(t *testing.T) {
	own, margin, win, err := parseOwnPlay("ultimo=30, Piccolo=12.5,m-solo=1,w-bettel=0.5:1.25")
	if err != nil {
		t.Fatal(err)
	}
	if len(own) != 2 || own[game.Ultimo] != 30 || own[game.Piccolo] != 12.5 {
		t.Errorf("got %v", own)
	}
	if len(margin) != 1 || margin[game.Solo] != 1 {
		t.Errorf("margins %v", margin)
	}
	if len(win) != 1 || win[game.Bettel] != (ai.OwnWin{A: 0.5, B: 1.25}) {
		t.Errorf("rates %v", win)
	}
	if own, margin, win, err := parseOwnPlay(""); err != nil || len(own)+len(margin)+len(win) != 0 {
		t.Errorf("empty: %v, %v, %v, %v", own, margin, win, err)
	}
	for _, bad := range []string{"ultimo", "grand=3", "ultimo=x", "ultimo=3,", "m-=1", "m-fort=1", "w-ultimo=1", "w-ultimo=1:x"} {
		if _, _, _, err := parseOwnPlay(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	e, err := ParseEntrant("Expert-Own:piccolo=15", 0)
	if err != nil || e.Name != "expert-own:piccolo=15" {
		t.Fatalf("%q, %v", e.Name, err)
	}
	if _, err := ParseEntrant("expert-own:piccolo", 0); err == nil {
		t.Error("a malformed variant was accepted")
	}
	cfg := ai.ExpertConfig()
	rest, err := parseSearch("samples=80,no-chances,c-bettel,ultimo=30,solve=9", &cfg)
	if err != nil || rest != "ultimo=30" || cfg.Samples != 80 || cfg.Candidates != 240 || cfg.SolveCards != 9 ||
		cfg.BandCards != 9 || !cfg.Chances[game.Bettel] || cfg.Chances[game.Ultimo] || cfg.Chances[game.Piccolo] {
		t.Errorf("parseSearch: %q, %v, %+v", rest, err, cfg)
	}
	for _, bad := range []string{"samples=0", "solve=x", "c-grand", "samples=5000", "pm-ultimo=-1", "pm-grand=1", "pm-ultimo=x", "pm-ultimo", "pm-ultimo=NaN"} {
		cfg := ai.ExpertConfig()
		if _, err := parseSearch(bad, &cfg); err == nil {
			t.Errorf("parseSearch %q accepted", bad)
		}
	}
	cfg = ai.ExpertConfig()
	if _, err := parseSearch("c-bettel", &cfg); err != nil || !cfg.Chances[game.Ultimo] || !cfg.Chances[game.Bettel] || ai.ExpertConfig().Chances[game.Bettel] {
		t.Errorf("c-bettel on Expert: %v, %v; Expert's own changed: %v", err, cfg.Chances, ai.ExpertConfig().Chances[game.Bettel])
	}
	cfg = ai.ExpertConfig()
	if _, err := parseSearch("pm-ultimo=2,pm-bettel=0.25", &cfg); err != nil || cfg.PlayMargin[game.Ultimo] != 2 || cfg.PlayMargin[game.Bettel] != 0.25 ||
		cfg.PlayMargin[game.Piccolo] != ai.ExpertConfig().PlayMargin[game.Piccolo] || ai.ExpertConfig().PlayMargin[game.Ultimo] == 2 {
		t.Errorf("pm- on Expert: %v, %v; Expert's own: %v", err, cfg.PlayMargin, ai.ExpertConfig().PlayMargin)
	}
}

// TestEntrantBots: every entrant but the all-seeing yardstick makes the
// bot it seats (Entrant.Bot), and the search bots' entrants tell their
// configuration (Entrant.Search), a copy of their own.
func TestEntrantBots(t *testing.T) {
	for _, name := range append(slices.Clone(EntrantNames), "expert-own:pm-cego=1", ai.VariantNames()[0]) {
		e, err := ParseEntrant(name, 0)
		if err != nil {
			t.Fatal(err)
		}
		if (e.Bot == nil) != (name == "allseeing") {
			t.Errorf("%s: has a bot maker %v", name, e.Bot != nil)
			continue
		}
		if e.Bot != nil {
			if b, err := e.Bot(1); err != nil || b == nil {
				t.Errorf("%s: Bot(1) = %v, %v", name, b, err)
			}
		}
		search := name == "strong" || name == "expert" || name == ExpertToday || name == ExpertBots3 || strings.HasPrefix(name, "expert-own:")
		if (e.Search != nil) != search {
			t.Errorf("%s: a search configuration %v", name, e.Search != nil)
		}
	}
	e, _ := ParseEntrant("expert-own:pm-cego=1", 0)
	if e.Search.PlayMarginOf(game.Cego) != 1 {
		t.Errorf("expert-own:pm-cego=1: its configuration's Cego margin is %v", e.Search.PlayMarginOf(game.Cego))
	}
	x, _ := ParseEntrant("expert", 0)
	if want := ai.ExpertConfig(); x.Search.Budget != want.Budget || x.Search.Samples != want.Samples {
		t.Errorf("expert's configuration %+v, not ExpertConfig's", *x.Search)
	}
}
