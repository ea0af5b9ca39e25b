// Command cego plays Cego (Badisches Tarock), the tarot card game of the
// Black Forest, against bots in a desktop window.
//
// Watch mode (for tests and demos) plays with bots in every seat at instant
// pace and leaves a screenshot of the table mid-play:
//
//	cego -demo -deals 2 [-players 3] -screenshot table.png
package main

import (
	"flag"
	"fmt"
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/cego-spiel/cego/ui"
)

func main() {
	players := flag.Int("players", 4, "number of players: 4 or 3")
	name := flag.String("name", "", "your name at the table")
	pack := flag.String("pack", "", "card design: adler, bourgeois or schwarzwald")
	seed := flag.Uint64("seed", 0, "seed of the sitting (0: from the clock)")
	demo := flag.Bool("demo", false, "watch mode: bots in every seat, instant pace")
	deals := flag.Int("deals", 1, "watch mode: number of deals to play")
	shot := flag.String("screenshot", "", "watch mode: write a PNG of the table mid-play to this file")
	tour := flag.String("tour", "", "take the screenshots of the docs (auction, exchange, play, result) into this folder")
	flag.Parse()
	if *players != 3 && *players != 4 {
		fmt.Fprintln(os.Stderr, "cego: -players must be 3 or 4")
		os.Exit(2)
	}
	opts := ui.Options{Players: *players, Name: *name, Pack: *pack, Seed: *seed, Pace: ui.PaceNormal}
	var watch *ui.WatchOptions
	if *demo {
		opts.Demo, opts.Pace = true, ui.PaceInstant
		watch = &ui.WatchOptions{Deals: *deals, Screenshot: *shot}
	}
	if *tour != "" {
		opts.Pace = ui.PaceFast
		watch = &ui.WatchOptions{TourDir: *tour}
	}
	if err := ui.Run(app.NewWithID("io.github.cego-spiel.cego"), opts, watch); err != nil {
		fmt.Fprintln(os.Stderr, "cego:", err)
		os.Exit(1)
	}
}
