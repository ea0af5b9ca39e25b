// Command exercises makes the course's exercises with one right answer
// (package ai/exercise): it plays deals with the Normal bot, proves each
// "which card?" position with the open-card solver and each "how much is it
// worth?" with the engine's settlement, and writes them as JSON.
//
//	go run ./ai/cmd/exercises -cards 170 -worths 60 -seed 1 -out ai/exercise/exercises.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/ai/solver"
)

func main() {
	cards := flag.Int("cards", 170, "how many \"which card?\" exercises")
	worths := flag.Int("worths", 60, "how many \"how much is it worth?\" exercises")
	seed := flag.Uint64("seed", 1, "the first deal's seed")
	out := flag.String("out", "", "the file to write (default: standard output)")
	flag.Parse()
	if err := run(*cards, *worths, *seed, *out); err != nil {
		fmt.Fprintln(os.Stderr, "exercises:", err)
		os.Exit(1)
	}
}

func run(cards, worths int, seed uint64, out string) error {
	if cards < 0 || worths < 0 {
		return fmt.Errorf("negative counts %d, %d", cards, worths)
	}
	s := solver.New(20, exercise.NodeCap)
	ex, err := exercise.Generate(seed, cards, worths, s)
	if err != nil {
		return err
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
