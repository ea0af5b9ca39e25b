package review

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/race"
	"github.com/cego-spiel/cego/game"
)

// updateDeals rewrites testdata/deals.txt: the deals of dealSeeds played
// by Normal bots and their verdicts found by Play, Calls and Exchange one
// after the other with one solver each and no limits.
var updateDeals = flag.Bool("update-deals", false, "rewrite testdata/deals.txt")

// dealSeeds are deals (four players, dealer seed%4) whose whole review
// the solver settles within about a second without limits (in 2026; a
// change to the Normal bots changes the deals, not the file); the reviewed
// seat is the declarer's (with the exchange, where there is one) and seat
// 0 when that is another.
var dealSeeds = []uint64{4, 7, 9, 16, 20, 26, 31, 32, 33, 34, 36, 37, 38}

// dealsFile holds the deals and their verdicts: per deal a line "deal
// SEED SEAT ACTIONS", then one line a verdict (%+v).
const dealsFile = "testdata/deals.txt"

// recordedDeal is a finished deal of the file and the seat reviewed.
type recordedDeal struct {
	seed     uint64
	seat     game.Seat
	acts     []game.Action
	verdicts []string
}

func (d recordedDeal) start() game.State {
	return game.Deal(game.Rules{}, game.Seat(d.seed%4), d.seed)
}

// playedDeal plays the deal of seed with Normal bots.
func playedDeal(t *testing.T, seed uint64) (game.State, []game.Action) {
	t.Helper()
	start := game.Deal(game.Rules{}, game.Seat(seed%4), seed)
	st := start
	var acts []game.Action
	for st.Phase() != game.Done {
		b, err := ai.New(ai.Normal, seed+uint64(st.Turn()))
		if err != nil {
			t.Fatal(err)
		}
		a := b.Choose(st.View(st.Turn()))
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	return start, acts
}

// verdictLines are the verdicts of a review, one a line: in words and
// every field.
func verdictLines(cards []CardVerdict, calls []CallVerdict, exch []ExchangeVerdict) []string {
	// the fields without the String method
	type card CardVerdict
	type call CallVerdict
	type exchange ExchangeVerdict
	var out []string
	for _, v := range cards {
		out = append(out, fmt.Sprintf("card %v | %+v", v, card(v)))
	}
	for _, v := range calls {
		out = append(out, fmt.Sprintf("call %v | %+v", v, call(v)))
	}
	for _, v := range exch {
		out = append(out, fmt.Sprintf("exchange %v | %+v", v, exchange(v)))
	}
	return out
}

// oneAfterAnother is the review as the window ran it before Deal: the
// cards, the calls and the exchange one after the other, each with one
// solver, here without limits.
func oneAfterAnother(t *testing.T, start game.State, acts []game.Action, seat game.Seat, seed uint64) []string {
	t.Helper()
	ctx := context.Background()
	cards, err := Play(ctx, start, acts, seat, Config{})
	if err != nil {
		t.Fatal(err)
	}
	calls, err := Calls(ctx, start, acts, seat, CallConfig{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	exch, err := Exchange(ctx, start, acts, seat, Config{})
	if err != nil {
		t.Fatal(err)
	}
	return verdictLines(cards, calls, exch)
}

func readDeals(t *testing.T) []recordedDeal {
	t.Helper()
	f, err := os.Open(dealsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []recordedDeal
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "deal "); ok {
			f := strings.SplitN(rest, " ", 3)
			if len(f) != 3 {
				t.Fatalf("bad line %q", line)
			}
			seed, err1 := strconv.ParseUint(f[0], 10, 64)
			seat, err2 := strconv.Atoi(f[1])
			acts, err3 := game.ParseActions(f[2])
			if err1 != nil || err2 != nil || err3 != nil {
				t.Fatalf("bad line %q: %v %v %v", line, err1, err2, err3)
			}
			out = append(out, recordedDeal{seed: seed, seat: game.Seat(seat), acts: acts})
			continue
		}
		if len(out) == 0 {
			t.Fatalf("a verdict before the first deal: %q", line)
		}
		out[len(out)-1].verdicts = append(out[len(out)-1].verdicts, line)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestWriteDeals rewrites the file of deals and verdicts with
// -update-deals.
func TestWriteDeals(t *testing.T) {
	if !*updateDeals {
		t.Skip("only with -update-deals")
	}
	var b strings.Builder
	for _, seed := range dealSeeds {
		start, acts := playedDeal(t, seed)
		end := start
		for _, a := range acts {
			_ = end.Apply(a)
		}
		seat := game.Seat(0)
		if d := end.Declarer(); d >= 0 {
			seat = d
		}
		fmt.Fprintf(&b, "deal %d %d %s\n", seed, seat, game.FormatActions(acts))
		for _, l := range oneAfterAnother(t, start, acts, seat, seed) {
			b.WriteString(l + "\n")
		}
	}
	if err := os.WriteFile(dealsFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// skipLong skips the long reviews under the race detector.
func skipLong(t *testing.T) {
	if race.Enabled || testing.Short() {
		t.Skip("long single-threaded work: checked by the run without -race and -short")
	}
}

// TestVerdictsAsBefore: the review of every deal of the file, without
// limits, gives the verdicts the file holds — those of the cards, calls
// and exchange reviewed one after the other with one solver each, as
// before the review learnt to reuse and to share the work.
func TestVerdictsAsBefore(t *testing.T) {
	skipLong(t)
	for _, d := range readDeals(t) {
		got := oneAfterAnother(t, d.start(), d.acts, d.seat, d.seed)
		compareVerdicts(t, d, got)
	}
}

// compareVerdicts reports the verdicts of d that got does not repeat.
func compareVerdicts(t *testing.T, d recordedDeal, got []string) {
	t.Helper()
	if len(got) != len(d.verdicts) {
		t.Errorf("deal %d: %d verdicts, want %d", d.seed, len(got), len(d.verdicts))
	}
	for i := range min(len(got), len(d.verdicts)) {
		if got[i] != d.verdicts[i] {
			t.Errorf("deal %d:\n got %s\nwant %s", d.seed, got[i], d.verdicts[i])
		}
	}
}
