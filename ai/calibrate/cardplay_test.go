package calibrate

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
)

// cardPlayFor makes a paired measurement of card play as the flags would,
// or fails the test.
func cardPlayFor(t *testing.T, spots int, contract, side string, players int, a, b string, seed uint64, workers int) pairedPlay {
	t.Helper()
	p, err := cardPlaySetup(spots, contract, side, players, false, a, b, "normal")
	if err != nil {
		t.Fatal(err)
	}
	p.seed, p.workers = seed, workers
	return p
}

// plays is what a measurement's spots tell, without their times.
func plays(t *testing.T, p pairedPlay) []spotPlay {
	t.Helper()
	res, err := p.run()
	if err != nil {
		t.Fatal(err)
	}
	if len(res.spots) != p.spots {
		t.Fatalf("%d spots, want %d", len(res.spots), p.spots)
	}
	for i := range res.spots {
		res.spots[i].timeA, res.spots[i].timeB = 0, 0
	}
	return res.spots
}

// TestCardPlayDeterministic: the same seed gives the same spots and
// settlements, whatever the number of workers; another seed other spots.
func TestCardPlayDeterministic(t *testing.T) {
	one := plays(t, cardPlayFor(t, 6, "cego", "declarer", 4, "normal", "easy", 3, 1))
	three := plays(t, cardPlayFor(t, 6, "cego", "declarer", 4, "normal", "easy", 3, 3))
	if !slicesEqual(one, three) {
		t.Fatalf("seed 3 with one worker %v, with three %v", one, three)
	}
	for _, workers := range []int{1, 3} {
		if res, err := cardPlayFor(t, 6, "cego", "declarer", 4, "normal", "easy", 3, workers).run(); err != nil || res.deals != one[5].deal+1 {
			t.Errorf("%d workers: the spots come from %d deals, want %d (%v)", workers, res.deals, one[5].deal+1, err)
		}
	}
	for i, s := range one {
		if i > 0 && s.deal <= one[i-1].deal {
			t.Errorf("the spots are not in the order of their deals: %v", one)
		}
	}
	other := plays(t, cardPlayFor(t, 6, "cego", "declarer", 4, "normal", "easy", 4, 2))
	if slicesEqual(one, other) {
		t.Errorf("seeds 3 and 4 gave the same spots %v", one)
	}
}

// slicesEqual compares spots.
func slicesEqual(x, y []spotPlay) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// TestCardPlaySelfIsZero: a player measured against itself gives exactly
// the same settlement on every spot, as declarer and in defence, with four
// and three players — the random player too, whose play hangs on its seed
// alone, and a search bot without its time cap.
func TestCardPlaySelfIsZero(t *testing.T) {
	for _, c := range []struct {
		contract, side, player string
		players, spots         int
	}{
		{"cego", "declarer", "random", 4, 8},
		{"solo", "defence", "random", 4, 4},
		{"gegensolo", "defence", "normal", 4, 4},
		{"cego", "defence", "random", 3, 4},
		{"cego", "declarer", "strong", 4, 1},
	} {
		p := cardPlayFor(t, c.spots, c.contract, c.side, c.players, c.player, c.player, 5, 2)
		for _, s := range plays(t, p) {
			if s.a != s.b || s.wonA != s.wonB {
				t.Errorf("%+v: deal %d: %v against %v", c, s.deal, s.a, s.b)
			}
		}
	}
}

// TestCardPlayWeakerSideLoses: Normal's card play against the random
// player's, on the same spots, gains as declarer and in defence.
func TestCardPlayWeakerSideLoses(t *testing.T) {
	for _, side := range []string{"declarer", "defence"} {
		s := summarize(plays(t, cardPlayFor(t, 12, "cego", side, 4, "normal", "random", 7, 2)))
		t.Logf("%s: Normal over random %+.2f ± %.2f a play", side, s.diff.Mean, s.diff.CI95())
		if s.diff.Mean <= 0 {
			t.Errorf("%s: Normal over random %+.2f ± %.2f a play, want above 0", side, s.diff.Mean, s.diff.CI95())
		}
		if abs(s.a.Mean-s.b.Mean-s.diff.Mean) > 1e-9 {
			t.Errorf("%s: the means %v − %v are not the paired mean %v", side, s.a.Mean, s.b.Mean, s.diff.Mean)
		}
	}
}

// abs is |x|.
func abs(x float64) float64 { return max(x, -x) }

// TestCardPlayRefusesBadFlags: every illegal or unknown flag is a clear
// error before any deal is played.
func TestCardPlayRefusesBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "-spots"},
		{[]string{"-spots", "0"}, "-spots"},
		{[]string{"-spots", "3", "-contract", "ultimo"}, "-contract"},
		{[]string{"-spots", "3", "-contract", "raeuber"}, "-contract"},
		{[]string{"-spots", "3", "-contract", "nonsense"}, "-contract"},
		{[]string{"-spots", "3", "-side", "attack"}, "-side"},
		{[]string{"-spots", "3", "-players", "5"}, "-players"},
		{[]string{"-spots", "3", "-a", "grandmaster"}, "-a"},
		{[]string{"-spots", "3", "-b", "allseeing"}, "sees the whole deal"},
		{[]string{"-spots", "3", "-field", "nobody"}, "-field"},
		{[]string{"-spots", "3", "-time", "-1s"}, "-time"},
		{[]string{"-spots", "3", "-bogus"}, "bogus"},
		{[]string{"-spots", "many"}, "spots"},
	} {
		err := calCardPlay(c.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("cardplay %q: %v, want an error naming %q", c.args, err, c.want)
		}
	}
}

// TestCardPlayStops: a measurement stopped before its first deal reports
// no spot and no error; one whose field never declares the contract ends
// with an error after its deals.
func TestCardPlayStops(t *testing.T) {
	p := cardPlayFor(t, 5, "cego", "declarer", 4, "random", "random", 1, 2)
	stop := make(chan struct{})
	close(stop)
	p.stop = stop
	res, err := p.run()
	if err != nil || len(res.spots) != 0 || res.deals != 0 {
		t.Errorf("stopped at once: %d spots in %d deals, %v", len(res.spots), res.deals, err)
	}
	p = cardPlayFor(t, 5, "cego", "declarer", 4, "random", "random", 1, 2)
	p.maxDeals = 3
	if _, err := p.run(); err == nil || !strings.Contains(err.Error(), "seldom") {
		t.Errorf("5 Cego spots in 3 deals: %v, want an error", err)
	}
}

// TestCardPlayReport: the subcommand reports the spots it played, ending
// with the line of the paired mean.
func TestCardPlayReport(t *testing.T) {
	var out bytes.Buffer
	if err := calCardPlay([]string{"-spots", "3", "-a", "easy", "-b", "random", "-contract", "solo", "-side", "defence", "-workers", "1", "-seed", "2"}, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"the Solo, the defence's side: A easy, B random", "3 spots in the first", "a defender's settlement"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report lacks %q:\n%s", want, text)
		}
	}
	if !regexp.MustCompile(`(?m)^cardplay: mean=[-+][0-9.]+ ci95=[0-9.]+ sd=[0-9.]+ spots=3\n$`).MatchString(text) {
		t.Errorf("the report's last line:\n%s", text)
	}
}

// TestCardPlayTimeLimit: -time starts no deal after its time and reports
// the spots played so far, without an error.
func TestCardPlayTimeLimit(t *testing.T) {
	var out bytes.Buffer
	if err := calCardPlay([]string{"-spots", "1000000", "-a", "random", "-b", "random", "-field", "random", "-time", "1ms", "-workers", "1"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "stopped before 1000000") {
		t.Errorf("the report of a run stopped by -time:\n%s", out.String())
	}
}
