package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"
	"io"
	"maps"
	"slices"

	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// calOptionArena plays Normal in every seat under every preset of RULES
// §11.1 and under each option that adds a call, and prints per contract how
// often it was declared and won, and per optional call how often it was
// made and made good (a measuring tool: calibrate optarena -deals N).
func calOptionArena(args []string, out io.Writer) error {
	fs := measure.Flags("optarena", out)
	optArena := fs.Int("deals", 0, "deals per rule set (required)")
	if err := measure.ParseDeals(fs, args, optArena); err != nil {
		return err
	}
	type set struct {
		name  string
		rules game.Rules
	}
	var sets []set
	for _, p := range game.Presets() {
		sets = append(sets, set{p.ID, p.Rules})
	}
	for _, ids := range [][]string{{"OFFEN"}, {"DURCHMARSCH", "SOLO_ULTI"}, {"DRESCHER"},
		{"GEGENSOLO_GEHALTEN"}, {"GEGENSOLO_VERSTEIGERUNG"}, {"PASCHA", "ZWIKKOLO", "TRIO", "QUARTO", "QUINTO", "OFFEN"},
		{"SCHINDEN"}, {"SCHINDEN"}} {
		r := game.Rules{Players: 4}
		if ids[0] == "SCHINDEN" && len(sets) > 0 && sets[len(sets)-1].name == "[SCHINDEN]4" {
			r.Players = 3
		}
		for _, id := range ids {
			if err := r.SetOption(id, true); err != nil {
				return err
			}
		}
		sets = append(sets, set{fmt.Sprint(ids) + fmt.Sprint(r.N()), r})
	}
	for _, s := range sets {
		var decl, won [game.NumContracts]int
		calls := map[string][2]int{}
		count := func(k string, ok bool) {
			x := calls[k]
			x[0]++
			if ok {
				x[1]++
			}
			calls[k] = x
		}
		n := s.rules.N()
		for i := 0; i < *optArena; i++ {
			seed := game.SplitMix64(uint64(i) + 31)
			st := game.Deal(s.rules, game.Seat(i%n), seed)
			bots := make([]ai.Bot, n)
			for q := range bots {
				bots[q] = ai.NewRuleBot(ai.SeatSeed(seed, q))
			}
			held := false
			for st.Phase() != game.Done {
				p := st.Turn()
				a := bots[p].Choose(st.View(p))
				if a == game.Mein && st.Phase() == game.Bidding {
					if c := st.Calls(); len(c) > 0 && c[len(c)-1].Action == game.CallGegensolo {
						held = true
					}
				}
				if err := st.Apply(a); err != nil {
					return fmt.Errorf("%s deal %d: seat %d chose %v: %w", s.name, i, p, a, err)
				}
			}
			r := st.Result()
			c := st.Contract()
			switch {
			case r.Challenger != game.NoSeat:
				count("hosen-rum", r.Caught)
				continue
			case c == game.Drescher:
				count("drescher (Vorhand not last)", r.Losers[0] != st.Vorhand())
			case c == game.Raeuber:
				count("raeuber (Vorhand not loser)", len(r.Losers) > 0 && r.Losers[0] != st.Vorhand())
			}
			if c != game.NoContract {
				decl[c]++
				if r.Won {
					won[c]++
				}
			}
			if r.Open {
				count("offen "+c.String(), r.Won)
			}
			if r.Announcement != 0 {
				count(r.Announcement.String(), r.AnnouncementWon)
			}
			if held {
				count("gegensolo held (mein)", r.Won)
			}
		}
		fmt.Fprintf(out, "== %s (%d deals)\n", s.name, *optArena)
		for c := game.Contract(0); int(c) < game.NumContracts; c++ {
			if decl[c] > 0 && c != game.Raeuber && c != game.Drescher {
				fmt.Fprintf(out, "  %-20s declared %5d won %5.1f%%\n", c, decl[c], 100*float64(won[c])/float64(decl[c]))
			}
		}
		for _, k := range slices.Sorted(maps.Keys(calls)) {
			x := calls[k]
			fmt.Fprintf(out, "  call %-28s made %5d good %5.1f%%\n", k, x[0], 100*float64(x[1])/float64(x[0]))
		}
	}
	return nil
}

// calOptionDuel plays Normal in one seat against Easy in the others
// (duplicate, as the arena) under every preset of RULES §11.1 and prints
// Normal's mean gain with its 95% interval (a measuring tool: run with
// calibrate optduel -deals N).
func calOptionDuel(args []string, out io.Writer) error {
	fs := measure.Flags("optduel", out)
	optDuel := fs.Int("deals", 0, "deals per preset (required)")
	if err := measure.ParseDeals(fs, args, optDuel); err != nil {
		return err
	}
	norm := func(s uint64) ai.Bot { return ai.NewRuleBot(s) }
	easy := func(s uint64) ai.Bot { return ai.NewEasyBot(s) }
	for _, p := range game.Presets() {
		m, ci, err := duel(norm, easy, p.Rules, *optDuel)
		if err != nil {
			return fmt.Errorf("%s: %w", p.ID, err)
		}
		fmt.Fprintf(out, "%s normal-vs-easy: mean=%.3f ci95=%.3f deals=%d\n", p.ID, m, ci, *optDuel)
	}
	return nil
}
