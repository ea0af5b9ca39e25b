// Command arena measures two players against each other with duplicate
// deals:
//
//	go run ./ai/cmd/arena -a normal -b easy -deals 2000 -seed 1 -players 4
//	go run ./ai/cmd/arena -a expert -b strong -deals 300 -seed 2
//	go run ./ai/cmd/arena -a hint -b normal -deals 200 -hint-budget 250ms
//	go run ./ai/cmd/arena -a expert -b expert-today -field normal -deals 2000 -seed 7
//
// A player is a bot level (random, easy, normal, strong, expert), "hint" (a
// player who follows ai.Hint at every decision, as if pressing H each time)
// or "allseeing" (the benchmark bot that looks at the true deal, never
// offered to players), or a variant of the Normal bot by its name
// (ai.VariantNames: a change to its parameters, for measurement). Every deal is played once with B in all seats and
// once for each seat with A in that seat and B in the others. The measure
// is A's settlement in a seat minus B's in the same seat of the same deal,
// averaged over seats and deals (zero when A = B), with a 95% confidence
// interval; the report also counts the contracts declared and won by each
// side, splits A's gain by contract and by A's side in it (declarer or
// defender; with -same-calls B's player makes A's seat's calls, so the
// contract and declarer are B's and only the exchange and card play
// differ; with -field P a third player P sits in the other seats, A and B
// each play every seat against it, and the report adds each one's gain
// over P alone and A's per-side table over P: -a expert -b expert-today
// -field normal measures Expert against the frozen Expert of before issue
// #21 against three Normal bots), and gives decision-time percentiles, and each side's slowest
// decision with where it happened (deal, seed, seat, its decision number,
// phase, contract), where its time went (for the search bots and the hint:
// waiting, the rule bot, drawing and weighing deals, solves, play-outs,
// what was left at the cap) and the arguments of ai/cmd/replay that time
// it again. With -workers 1 it adds A's decision times in CPU time, which
// on a busy machine say more than the wall-clock times, and the slowest
// decisions' CPU time (far below their wall time: they waited for a core); -progress tells on
// stderr how far it is. An interrupt
// (Ctrl-C, SIGTERM) starts no further deal and reports the deals played,
// the first n of the seed's deals. The last line is
// "A-vs-B: mean=<number> ci95=<number> deals=<n>".
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/arena"
	"github.com/cego-spiel/cego/ai/internal/cputime"
)

func main() {
	names := strings.Join(arena.EntrantNames, ", ")
	aName := flag.String("a", ai.Normal.String(), "player A ("+names+", expert-own:ultimo=30,piccolo=15 (Expert with those own-play terms in its calls), or a variant of Normal: "+strings.Join(ai.VariantNames(), ", ")+")")
	bName := flag.String("b", ai.Easy.String(), "player B")
	deals := flag.Int("deals", 2000, "number of duplicate deals")
	seed := flag.Uint64("seed", 1, "seed of the deals")
	players := flag.Int("players", 4, "players at the table (3 or 4)")
	workers := flag.Int("workers", 0, "deals played at once (0: one per CPU)")
	progress := flag.Bool("progress", false, "tell on stderr how many deals are done")
	sameCalls := flag.Bool("same-calls", false, "B's player makes the calls of A's seat too, so the sides differ only in the exchange and the card play")
	fieldName := flag.String("field", "", "a third player in the seats that are not A's or B's: A and B then each play every seat against it, and the report adds each against it alone")
	hintBudget := flag.Duration("hint-budget", 0, "time per hint of the hint player (0: ai.Hint's default)")
	flag.Parse()
	a, err := arena.ParseEntrant(*aName, *hintBudget)
	if err != nil {
		fail(err)
	}
	b, err := arena.ParseEntrant(*bName, *hintBudget)
	if err != nil {
		fail(err)
	}
	cfg := arena.Config{A: a, B: b, Deals: *deals, Seed: *seed, Players: *players, Workers: *workers, SameCalls: *sameCalls}
	if *fieldName != "" {
		if cfg.Field, err = arena.ParseEntrant(*fieldName, *hintBudget); err != nil {
			fail(err)
		}
	}
	if *workers == 1 {
		cfg.CPU = cputime.Process
	}
	if *progress {
		start := time.Now()
		cfg.Progress = func(done int) {
			if done%max(1, *deals/20) == 0 || done == *deals {
				fmt.Fprintf(os.Stderr, "arena: %d of %d deals after %v\n", done, *deals, time.Since(start).Round(time.Second))
			}
		}
	}
	stop := make(chan struct{})
	cfg.Stop = stop
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-interrupt
		signal.Stop(interrupt) // a second interrupt ends the program
		fmt.Fprintln(os.Stderr, "arena: stopping after the deals in play; interrupt again to quit")
		close(stop)
	}()
	res, err := arena.Run(cfg)
	if err != nil {
		fail(err)
	}
	res.Report(os.Stdout)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "arena:", err)
	os.Exit(2)
}
