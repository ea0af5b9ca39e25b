// Command calibrate runs the measurements that tune the bots, the review
// and the solver: each a subcommand with its own flags, writing its report
// to standard output. They are tools, not checks: they print numbers for a
// person to judge and take minutes to hours.
//
//	go run ./ai/cmd/calibrate                        # lists the measurements
//	go run ./ai/cmd/calibrate arenadecl -deals 2000
//	go run ./ai/cmd/calibrate calibrate -deals 5000 -players 3
//	go run ./ai/cmd/calibrate solvertimes -h         # a measurement's flags
//
// The measurements of the bots' own estimates (calibrate, calrung, …) live
// in package ai/calibrate (calibrate.Calibrations), the solver's in
// ai/solver; those that play the duplicate arena or time the review live
// here.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/cego-spiel/cego/ai/calibrate"
	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/ai/solver"
)

// measurements lists every subcommand: this command's own, then package
// ai/calibrate's and the solver's.
func measurements() []measure.Measurement {
	ms := []measure.Measurement{
		{Name: "arenadecl", Doc: "Normal as declarer against the Normal of before issue #21 (normal-today), the same calls, seeds 1 and 7: the gain a play as declarer per contract", Run: arenaDeclarer},
		{Name: "arenanull", Doc: "Normal against Normal with the old special-game bids, four and three players", Run: arenaNullBids},
		{Name: "tunedecl", Doc: "the declarer's card-play weights: each variant against Normal, with the gain as declarer", Run: tuneDeclarer},
		{Name: "reviewspeed", Doc: "the time the table's review takes for whole deals (cards, calls, exchange)", Run: reviewSpeed},
	}
	ms = append(ms, calibrate.Calibrations()...)
	return append(ms, solver.Calibrations()...)
}

func main() {
	ms := measurements()
	if len(os.Args) < 2 || os.Args[1] == "-h" || os.Args[1] == "help" {
		usage(ms)
		if len(os.Args) < 2 {
			os.Exit(2)
		}
		return
	}
	i := slices.IndexFunc(ms, func(m measure.Measurement) bool { return m.Name == os.Args[1] })
	if i < 0 {
		fmt.Fprintf(os.Stderr, "calibrate: unknown measurement %q\n", os.Args[1])
		usage(ms)
		os.Exit(2)
	}
	if err := ms[i].Run(os.Args[2:], os.Stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintf(os.Stderr, "calibrate %s: %v\n", ms[i].Name, err)
		os.Exit(1)
	}
}

// usage lists the measurements on standard error.
func usage(ms []measure.Measurement) {
	fmt.Fprintln(os.Stderr, "usage: calibrate MEASUREMENT [flags]   (MEASUREMENT -h lists its flags)")
	for _, m := range ms {
		fmt.Fprintf(os.Stderr, "  %-14s %s\n", m.Name, m.Doc)
	}
}
