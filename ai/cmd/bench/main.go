// Command bench is the duplicate arena for the search bots and the
// all-seeing yardstick:
//
//	go run ./ai/cmd/bench -a expert -b normal -deals 400 -workers 1
//	go run ./ai/cmd/bench -a allseeing -b normal -deals 400
//
// Players are bot levels (random, easy, normal, strong, expert) or
// "allseeing", the benchmark bot that looks at the true deal (never offered
// to players). As in ai/cmd/arena, each deal is played once with B in every
// seat and once per seat with A there; the last line is
// "A-vs-B: mean=<number> ci95=<number> deals=<n>". With -workers 1 the
// report adds A's decision times in CPU time, which on a busy machine say
// more than the wall-clock times.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cego-spiel/cego/ai"
)

func main() {
	aName := flag.String("a", "expert", "player A: a bot level or allseeing")
	bName := flag.String("b", "normal", "player B")
	deals := flag.Int("deals", 200, "number of duplicate deals")
	seed := flag.Uint64("seed", 1, "seed of the deals")
	players := flag.Int("players", 4, "players at the table (3 or 4)")
	workers := flag.Int("workers", 1, "deals played at once")
	flag.Parse()
	a, err := maker(*aName)
	if err != nil {
		fail(err)
	}
	b, err := maker(*bName)
	if err != nil {
		fail(err)
	}
	cfg := ai.BenchConfig{NameA: *aName, NameB: *bName, A: a, B: b, Deals: *deals, Seed: *seed, Players: *players, Workers: *workers}
	if *workers == 1 {
		cfg.CPU = processCPU
	}
	res, err := ai.RunBench(cfg)
	if err != nil {
		fail(err)
	}
	res.Report(os.Stdout)
}

func maker(name string) (func(uint64) ai.BenchPlayer, error) {
	if name == "allseeing" {
		return ai.AllSeeingPlayer, nil
	}
	l, err := ai.ParseLevel(name)
	if err != nil {
		return nil, err
	}
	return ai.LevelPlayer(l), nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench:", err)
	os.Exit(2)
}
