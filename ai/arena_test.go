package ai

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

func TestArenaSelfIsZero(t *testing.T) {
	for _, players := range []int{4, 3} {
		r, err := RunArena(ArenaConfig{A: Normal, B: Normal, Deals: 40, Seed: 3, Players: players})
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
		r, err := RunArena(ArenaConfig{A: Easy, B: Random, Deals: 30, Seed: 9, Players: 4, Workers: workers})
		if err != nil {
			t.Fatal(err)
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
	if _, err := RunArena(ArenaConfig{A: Level(42), B: Normal, Deals: 1}); err == nil {
		t.Error("arena accepted a level that does not exist yet")
	}
	if _, err := RunArena(ArenaConfig{A: Normal, B: Normal, Deals: 1, Players: 5}); err == nil {
		t.Error("arena accepted five players")
	}
}
