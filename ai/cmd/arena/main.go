// Command arena measures two bot levels against each other with duplicate
// deals:
//
//	go run ./ai/cmd/arena -a normal -b easy -deals 2000 -seed 1 -players 4
//
// Every deal is played once with B in all seats and once for each seat with
// A in that seat and B in the others. The measure is A's settlement in a seat
// minus B's in the same seat of the same deal, averaged over seats and deals
// (zero when A = B), with a 95% confidence interval. The last line is
// "A-vs-B: mean=<number> ci95=<number> deals=<n>".
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/cego-spiel/cego/ai"
)

func main() {
	aName := flag.String("a", "normal", "level of bot A (random, easy, normal, strong, expert)")
	bName := flag.String("b", "easy", "level of bot B")
	deals := flag.Int("deals", 2000, "number of duplicate deals")
	seed := flag.Uint64("seed", 1, "seed of the deals")
	players := flag.Int("players", 4, "players at the table (3 or 4)")
	workers := flag.Int("workers", 0, "goroutines (0: one per CPU)")
	flag.Parse()
	a, err := ai.ParseLevel(*aName)
	if err != nil {
		fail(err)
	}
	b, err := ai.ParseLevel(*bName)
	if err != nil {
		fail(err)
	}
	res, err := ai.RunArena(ai.ArenaConfig{A: a, B: b, Deals: *deals, Seed: *seed, Players: *players, Workers: *workers})
	if err != nil {
		fail(err)
	}
	res.Report(os.Stdout)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "arena:", err)
	os.Exit(2)
}
