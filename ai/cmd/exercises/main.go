// Command exercises makes the course's exercises with one right answer
// (package ai/exercise): it plays deals with the Normal bot, proves each
// "which card?" position with the open-card solver, each "how much is it
// worth?" with the engine's settlement, each "which call?" by solving every
// call Vorhand can make and each "which two cards to keep?" by solving every
// pair with every discard, and writes them as JSON. With -add the new ones
// are added to those already in the -out file.
//
//	go run ./ai/cmd/exercises -cards 170 -worths 60 -seed 1 -out ai/exercise/exercises.json
//	go run ./ai/cmd/exercises -cards 0 -worths 0 -calls 24 -keeps 24 -seed 1 -add -out ai/exercise/exercises.json
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/ai/solver"
)

// counts are how many exercises of each kind to make.
type counts struct{ cards, worths, calls, keeps int }

func main() {
	var n counts
	flag.IntVar(&n.cards, "cards", 170, "how many \"which card?\" exercises")
	flag.IntVar(&n.worths, "worths", 60, "how many \"how much is it worth?\" exercises")
	flag.IntVar(&n.calls, "calls", 0, "how many \"which call?\" exercises")
	flag.IntVar(&n.keeps, "keeps", 0, "how many \"which two cards to keep?\" exercises")
	seed := flag.Uint64("seed", 1, "the first deal's seed")
	out := flag.String("out", "", "the file to write (default: standard output)")
	add := flag.Bool("add", false, "add the new exercises to those in the -out file")
	flag.Parse()
	if err := run(n, *seed, *out, *add); err != nil {
		fmt.Fprintln(os.Stderr, "exercises:", err)
		os.Exit(1)
	}
}

func run(n counts, seed uint64, out string, add bool) error {
	if n.cards < 0 || n.worths < 0 || n.calls < 0 || n.keeps < 0 {
		return fmt.Errorf("negative counts %+v", n)
	}
	var ex []exercise.Exercise
	if add {
		if out == "" {
			return errors.New("-add needs -out")
		}
		data, err := os.ReadFile(out)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(data, &ex); err != nil {
			return fmt.Errorf("%s: %w", out, err)
		}
	}
	s := solver.New(20, exercise.NodeCap)
	if n.cards > 0 || n.worths > 0 {
		more, err := exercise.Generate(seed, n.cards, n.worths, s)
		if err != nil {
			return err
		}
		ex = append(ex, more...)
	}
	// the slow kinds are made one at a time, each written to the file as
	// soon as found
	for _, g := range []struct {
		n    int
		make func(uint64, int, *solver.Solver) ([]exercise.Exercise, error)
	}{{n.calls, exercise.GenerateCalls}, {n.keeps, exercise.GenerateKeeps}} {
		for k, found := seed, 0; found < g.n; found++ {
			more, err := g.make(k, 1, s)
			if err != nil {
				return err
			}
			ex = append(ex, more...)
			if out != "" {
				if err := write(ex, out); err != nil {
					return err
				}
			}
			k = exercise.Seed(more[0].ID) + 1
		}
	}
	return write(ex, out)
}

// write writes the exercises as JSON to the file out (none: standard
// output).
func write(ex []exercise.Exercise, out string) error {
	ids := map[string]bool{}
	for _, e := range ex {
		if ids[e.ID] {
			return fmt.Errorf("exercise %s twice", e.ID)
		}
		ids[e.ID] = true
	}
	data, err := json.MarshalIndent(ex, "", " ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if out == "" {
		_, err = os.Stdout.Write(data)
		return err
	}
	return os.WriteFile(out, data, 0o644)
}
