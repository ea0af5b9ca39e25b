// Command cego plays Cego (Badisches Tarock), the tarot card game of the
// Black Forest, against bots in a desktop window.
//
// Settings live in $XDG_CONFIG_HOME/cego/settings.json (menu Game →
// Settings…); the command-line flags override them for one run. The sitting
// in progress is written to $XDG_CONFIG_HOME/cego/saves/autosave.json after
// every action; at the next start the player is asked whether to continue
// it (-resume continues without asking). A settings file or autosave that
// is damaged is moved aside (<file>.broken-<time>), one that cannot be read
// or of a newer version left in place and not written over, and the player
// told. A second cego on the same folder says so and writes nothing.
//
// A friend's invitation to his table, as the one argument, opens the Join
// dialog filled in (the desktop starts cego so when a cego:// link is
// clicked, where the link is registered: see docs/NETWORK.md):
//
//	cego 'cego://203.0.113.5:47474/?code=K7M2QX&fp=<64 hex digits>'
//
// When a Cego already runs on the same config folder, the invitation goes
// to its window, and this one ends without opening a window.
//
// Watch mode (for tests and demos) plays with bots in every seat at instant
// pace; a developer build (go build -tags devtools) also leaves a
// screenshot of the table mid-play:
//
//	cego -watch -deals 2 [-players 3] -screenshot table.png
//
// Watch mode leaves the autosave alone, so watching never replaces a
// person's unfinished sitting. With -autosave it writes the autosave after
// every action like a person's sitting, and with -resume it continues the
// autosaved sitting first (the end-to-end test kills a watching process
// mid-deal and resumes it, each run with its own XDG_CONFIG_HOME):
//
//	cego -watch -autosave -pace fast -deals 1
//	cego -watch -autosave -resume -deals 1
//
// -demo is the older name of -watch and still works.
//
// Watch mode is silent; -sound plays the effects as for a person (without
// a sound device the table runs silently and says so once in the log).
package main

import (
	"flag"
	"fmt"
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/cego-spiel/cego/assets/icon"
	"github.com/cego-spiel/cego/ui"
	"github.com/cego-spiel/cego/ui/netplay"
	// before Fyne's own initialisation: no complaint about LANG=C.UTF-8
	_ "github.com/cego-spiel/cego/ui/posixlocale"
)

func main() {
	players := flag.Int("players", 0, "number of players: 4 or 3 (default: the settings', else 4)")
	name := flag.String("name", "", "your name at the table")
	pack := flag.String("pack", "", "card design: adler, bourgeois or schwarzwald")
	pace := flag.String("pace", "", "pace of the bots: slow, normal, fast or instant (default: the settings'; watch mode: instant)")
	seed := flag.Uint64("seed", 0, "seed of the sitting (0: a random one, from crypto/rand)")
	watchMode := flag.Bool("watch", false, "watch mode: bots in every seat, instant pace")
	flag.BoolVar(watchMode, "demo", false, "the older name of -watch")
	deals := flag.Int("deals", 1, "watch mode: number of deals to play")
	shot := flag.String("screenshot", "", "watch mode: write a PNG of the table mid-play to this file (a build with -tags devtools)")
	resume := flag.Bool("resume", false, "continue the autosaved sitting without asking")
	autosave := flag.Bool("autosave", false, "watch mode: write the autosave after every action (replaces a person's unfinished sitting)")
	tour := flag.String("tour", "", "take the screenshots of the docs (auction, exchange, play, result) into this folder (a build with -tags devtools)")
	withSound := flag.Bool("sound", false, "watch mode: play the sound effects too")
	flag.Parse()
	inv, invited, err := netplay.InvitationArg(flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "cego:", err)
		os.Exit(2)
	}
	if *players != 0 && *players != 3 && *players != 4 {
		fmt.Fprintln(os.Stderr, "cego: -players must be 3 or 4")
		os.Exit(2)
	}
	opts := ui.Options{Players: *players, Name: *name, Pack: *pack, Seed: *seed, Pace: ui.PaceDefault}
	if *pace != "" {
		p, ok := ui.ParsePace(*pace)
		if !ok {
			fmt.Fprintln(os.Stderr, "cego: -pace must be slow, normal, fast or instant")
			os.Exit(2)
		}
		opts.Pace = p
	}
	var watch *ui.WatchOptions
	if *watchMode {
		opts.WatchMode = true
		watch = &ui.WatchOptions{Deals: *deals, Screenshot: *shot}
	}
	if *tour != "" {
		opts.Pace = ui.PaceFast
		watch = &ui.WatchOptions{TourDir: *tour}
	}
	a := app.NewWithID("io.github.cego-spiel.cego")
	a.SetIcon(icon.Resource())
	flags := ui.RunFlags{Resume: *resume, WatchAutosave: *autosave, WatchSound: *withSound}
	if invited {
		flags.Invitation = inv.Format()
	}
	if err := ui.Run(a, opts, watch, flags); err != nil {
		fmt.Fprintln(os.Stderr, "cego:", err)
		os.Exit(1)
	}
}
