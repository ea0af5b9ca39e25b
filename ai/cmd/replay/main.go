// Command replay sets up one decision of a deal again and times it: the
// slowest decisions the arena (ai/cmd/arena) and the decision-time survey
// (ai/cmd/timecap) report come with the arguments for it, e.g.
//
//	go run ./ai/cmd/replay -player expert -bot-seed 0x1f… -players 4 \
//		-dealer 2 -deal-seed 0x9a… -actions 'pass pass solo …' -times 5
//
// The deal is game.Deal(rules, dealer, deal-seed) with the actions applied;
// the player (a bot level, "hint" or "allseeing") is made afresh with
// bot-seed for every run and asked for the seat to move. For each run it
// prints the wall time, the process's CPU time and, for the search bots and
// the hint, where the time went (ai.SearchProfile: waiting, the rule bot,
// drawing and weighing deals, solves, play-outs, what was left at the cap).
// A fresh bot has not made the seat's earlier decisions, and a time cap
// makes the search depend on the clock, so a replay shows the position's
// cost, not necessarily the very same run. -budget overrides a search
// bot's time cap (0s: none), -hint-budget the hint's.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/arena"
	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/game"
)

func main() {
	player := flag.String("player", ai.Expert.String(), "the player ("+strings.Join(arena.EntrantNames, ", ")+")")
	botSeed := flag.Uint64("bot-seed", 0, "the seed the player is made with")
	players := flag.Int("players", 4, "players at the table (3 or 4)")
	rulesJSON := flag.String("rules", "", "the rules as JSON (arena.ReplayArgs writes them; empty: the default rules)")
	dealer := flag.Int("dealer", 0, "the dealer's seat")
	dealSeed := flag.Uint64("deal-seed", 0, "the seed of game.Deal")
	actions := flag.String("actions", "", "the deal's actions before the decision, space-separated")
	times := flag.Int("times", 3, "how often to run the decision")
	budget := flag.Duration("budget", -1, "a search bot's time cap instead of its level's (0s: none)")
	hintBudget := flag.Duration("hint-budget", 0, "the hint's budget (0: ai.Hint's default)")
	flag.Parse()

	r := game.Rules{Players: *players}
	if *rulesJSON != "" {
		if err := json.Unmarshal([]byte(*rulesJSON), &r); err != nil {
			fail(err)
		}
		if r.Players == 0 {
			r.Players = *players
		}
	}
	as, err := game.ParseActions(*actions)
	if err != nil {
		fail(err)
	}
	st, err := game.Replay(r, game.Seat(*dealer), *dealSeed, as)
	if err != nil {
		fail(err)
	}
	if st.Phase() == game.Done {
		fail(fmt.Errorf("the deal is over after these actions"))
	}
	seat := st.Turn()
	v := st.View(seat)
	fmt.Printf("position: %d players, %v %v, seat %d to move, hand %v, %d legal: %v\n",
		r.N(), st.Phase(), st.Contract(), seat, v.Hand(), len(v.Legal()), game.FormatActions(v.Legal()))
	entrant, err := makeEntrant(*player, *budget, *hintBudget)
	if err != nil {
		fail(err)
	}
	var walls []time.Duration
	for run := 1; run <= *times; run++ {
		p, err := entrant.New(*botSeed)
		if err != nil {
			fail(err)
		}
		var c0 time.Duration
		if cputime.Process != nil {
			c0 = cputime.Process()
		}
		s := st
		t0 := time.Now()
		a := p.Act(&s, seat)
		wall := time.Since(t0)
		walls = append(walls, wall)
		cpu := "-"
		if cputime.Process != nil {
			cpu = (cputime.Process() - c0).Round(100 * time.Microsecond).String()
		}
		fmt.Printf("run %d: %v in %v wall, %s CPU\n", run, a, wall.Round(100*time.Microsecond), cpu)
		if pr, ok := p.(ai.Profiler); ok {
			if prof, ok := pr.LastProfile(); ok {
				fmt.Printf("  %v\n", prof)
			}
		}
	}
	slices.Sort(walls)
	fmt.Printf("%s over %d runs: median %v, max %v\n", entrant.Name, len(walls), walls[len(walls)/2], walls[len(walls)-1])
}

// makeEntrant returns the named player; budget (≥ 0) replaces a search
// level's time cap.
func makeEntrant(name string, budget, hintBudget time.Duration) (arena.Entrant, error) {
	e, err := arena.ParseEntrant(name, hintBudget)
	if err != nil || budget < 0 {
		return e, err
	}
	l, err := ai.ParseLevel(name)
	if err != nil || (l != ai.Strong && l != ai.Expert) {
		return e, fmt.Errorf("-budget is for the search bots (strong, expert), not %q", name)
	}
	cfg := ai.StrongConfig()
	if l == ai.Expert {
		cfg = ai.ExpertConfig()
	}
	cfg.Budget = budget
	e.Name = fmt.Sprintf("%s (cap %v)", l, budget)
	e.New = func(seed uint64) (arena.Player, error) { return arena.Seated(ai.NewSearchBotWith(cfg, seed)), nil }
	return e, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "replay:", err)
	os.Exit(2)
}
