package review

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
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
		r, err := Deal(context.Background(), d.start(), d.acts, d.seat, DealConfig{Calls: CallConfig{Seed: d.seed, Workers: 2}, Exchange: Config{Workers: 2}})
		if err != nil {
			t.Fatal(err)
		}
		compareVerdicts(t, d, verdictLines(r.Cards, r.Calls, r.Exchange))
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

// TestDealReportsEachVerdict: the progress reports of a deal's review
// bring every verdict Deal returns, each part's from its own goroutine
// (the race detector watches), the exchange's once.
func TestDealReportsEachVerdict(t *testing.T) {
	for _, d := range readDeals(t) {
		if d.seed != 7 { // an Einer with calls and a keep, settled in a blink
			continue
		}
		var mu sync.Mutex
		cards := map[int]CardVerdict{}
		calls := map[int]CallVerdict{}
		exchanges := 0
		cfg := DealConfig{Calls: CallConfig{Seed: d.seed, Workers: 3}, Exchange: Config{Workers: 3}}
		cfg.Cards.Progress = func(i int, v CardVerdict) { mu.Lock(); cards[i] = v; mu.Unlock() }
		cfg.Calls.Progress = func(i int, v CallVerdict) { mu.Lock(); calls[i] = v; mu.Unlock() }
		var exch []ExchangeVerdict
		cfg.ExchangeDone = func(vs []ExchangeVerdict) { exchanges++; exch = vs }
		r, err := Deal(context.Background(), d.start(), d.acts, d.seat, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Cards) != len(cards) || len(r.Calls) != len(calls) || len(r.Cards) == 0 || len(r.Calls) == 0 {
			t.Fatalf("%d card and %d call verdicts, %d and %d reported", len(r.Cards), len(r.Calls), len(cards), len(calls))
		}
		for i, v := range r.Cards {
			if fmt.Sprint(cards[i]) != fmt.Sprint(v) {
				t.Errorf("card %d: reported %v, returned %v", i, cards[i], v)
			}
		}
		for i, v := range r.Calls {
			if fmt.Sprint(calls[i]) != fmt.Sprint(v) {
				t.Errorf("call %d: reported %v, returned %v", i, calls[i], v)
			}
		}
		if exchanges != 1 || len(exch) == 0 || fmt.Sprint(exch) != fmt.Sprint(r.Exchange) {
			t.Errorf("the exchange reported %d times: %v; returned %v", exchanges, exch, r.Exchange)
		}
		return
	}
	t.Fatal("deal 7 is not in the file")
}

// TestDealStops: a cancelled review and a refused record end the whole
// review with their error; a part that fails stops the others.
func TestDealStops(t *testing.T) {
	deals := readDeals(t)
	d := deals[0]
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Deal(ctx, d.start(), d.acts, d.seat, DealConfig{}); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled review returned %v, want context.Canceled", err)
	}
	// an unfinished deal: the calls refuse it, the cards would not
	if _, err := Deal(context.Background(), d.start(), d.acts[:len(d.acts)-1], d.seat, DealConfig{}); err == nil || errors.Is(err, context.Canceled) {
		t.Errorf("an unfinished deal gave %v, want the calls' refusal", err)
	}
	if _, err := Deal(context.Background(), d.start(), d.acts, 4, DealConfig{}); err == nil {
		t.Error("seat 4 of a four-player table was reviewed")
	}
}
