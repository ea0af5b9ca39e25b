package reviewscreen

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// fastCallReview bounds the call review of a test by nodes only, on one
// solver, so that its verdicts do not depend on the machine's load (nor on
// the order busy cores take the lines in) and stay quick.
func fastCallReview(t *testing.T) {
	t.Helper()
	oldB, oldN, oldW := CallBudget, CallNodes, callWorkers
	CallBudget, CallNodes, callWorkers = 0, 200_000, 1
	t.Cleanup(func() { CallBudget, CallNodes, callWorkers = oldB, oldN, oldW })
}

// TestReviewShowsCalls: the review of a seeded deal lists a verdict for
// each of the person's calls before the exchange and trick 1, the same as
// airev.Calls gives (the forced ones grouped in one entry); selecting a
// call shows its verdict in words under the table.
func TestReviewShowsCalls(t *testing.T) {
	fastReview(t)
	d := botDeal(t, reviewSeed, 0)
	t0 := time.Now()
	rv, _, _ := openReview(t, d, fyne.NewSize(1280, 800))
	t.Logf("review computed in %v", time.Since(t0))
	want, err := airev.Calls(context.Background(), d.Start, d.Actions, 0, callConfig(d.Seed))
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 || len(rv.calls) != len(want) {
		t.Fatalf("%d call verdicts shown, the review finds %d", len(rv.calls), len(want))
	}
	list := uitest.Texts(rv.list)
	t.Logf("list:\n%s", strings.Join(list, "\n"))
	k, forced := 0, []string(nil)
	for i, v := range want {
		if !rv.callReady[i] || !sameCallVerdict(rv.calls[i], v) {
			t.Fatalf("call %d: shown %+v, review %+v", i, rv.calls[i], v)
		}
		if v.Forced {
			forced = append(forced, text.CallLabel(v.Call))
			continue
		}
		if list[k] != text.ShortCall(i, v, true, d.Names) || !strings.HasPrefix(list[k], trf("Call %d: %s — ", i+1, text.CallLabel(v.Call))) {
			t.Fatalf("entry %d is %q, want %q", k, list[k], text.ShortCall(i, v, true, d.Names))
		}
		k++
		rv.goCall(i)
		if got := rv.verdictText(); got != text.CallVerdictText(i, v, true, d.Names) || !strings.HasPrefix(got, trf("Call %d: ", i+1)) {
			t.Fatalf("call %d selected: %q", i, got)
		}
	}
	switch {
	case len(forced) == 1 && list[k] != "1 forced call: "+forced[0],
		len(forced) > 1 && list[k] != trf("%d forced calls: %s", len(forced), strings.Join(forced, ", ")),
		!strings.HasPrefix(list[k+min(len(forced), 1)], "Trick 1 "):
		t.Fatalf("after the calls (forced %q): %q", forced, list[k:])
	}
	// the forced calls' entry shows their verdicts
	if len(forced) > 0 {
		uitest.FindButton(t, rv.list, list[k]).OnTapped()
		if rv.step != 0 || strings.Count(rv.verdictText(), tr("your only legal call.")) != len(forced) {
			t.Fatalf("the forced calls selected: %q", rv.verdictText())
		}
	}
	// the start of play by the arrows says every chosen call's verdict,
	// those that were best in one line
	rv.ShowStep(2)
	rv.ShowStep(0)
	shown := rv.verdictText()
	var best []string
	for i, v := range want {
		switch {
		case v.Forced:
		case v.Gain > 0 && !strings.Contains(shown, text.CallVerdictText(i, v, true, d.Names)):
			t.Fatalf("call %d missing at the start of play: %q", i, shown)
		case v.Gain == 0:
			best = append(best, fmt.Sprint(i+1))
		}
	}
	switch {
	case len(best) == 1 && !strings.Contains(shown, text.CallVerdictText(firstBest(want), want[firstBest(want)], true, d.Names)),
		len(best) > 1 && !strings.HasPrefix(shown, "Calls "+strings.Join(best, ", ")+": best — "):
		t.Fatalf("the best calls %v missing at the start of play: %q", best, shown)
	}
	t.Logf("at the start of play: %s", rv.verdictText())
}

// firstBest is the index of the first call that was not forced and best.
func firstBest(vs []airev.CallVerdict) int {
	for i, v := range vs {
		if !v.Forced && v.Gain == 0 {
			return i
		}
	}
	return -1
}

// sameCallVerdict compares two call verdicts field by field.
func sameCallVerdict(a, b airev.CallVerdict) bool {
	if a.Index != b.Index || a.Call != b.Call || a.Seat != b.Seat || a.Trumps != b.Trumps || a.Forced != b.Forced ||
		a.Actual != b.Actual || a.Best != b.Best || a.Gain != b.Gain || len(a.Alternatives) != len(b.Alternatives) {
		return false
	}
	for i := range a.Alternatives {
		if a.Alternatives[i] != b.Alternatives[i] {
			return false
		}
	}
	return true
}

// TestReviewCallsGerman: the call verdicts in German have no English word
// in them; the calls keep the table's German names.
func TestReviewCallsGerman(t *testing.T) {
	test.NewTempApp(t)
	names := [4]string{"Du", "Anna", "Sepp", "Vreni"}
	pass := airev.CallVerdict{Call: game.Pass, Trumps: 9, Best: game.CallSolo, Gain: 12,
		Actual:       airev.CallOutcome{Call: game.Pass, Contract: game.Raeuber, Declarer: game.NoSeat, Score: 6, Method: airev.CallRecorded},
		Alternatives: []airev.CallOutcome{{Call: game.CallSolo, Contract: game.Solo, Declarer: 0, Score: 18, Method: airev.CallPlayedOut}}}
	best := airev.CallVerdict{Call: game.Mein, Trumps: 1, Best: game.Mein,
		Actual: airev.CallOutcome{Call: game.Mein, Contract: game.Cego, Declarer: 1, Score: -3, Method: airev.CallRecorded}}
	forced := airev.CallVerdict{Call: game.Pass, Trumps: 4, Forced: true, Best: game.Pass}
	text.SetLanguage(store.LanguageGerman)
	t.Cleanup(func() { text.SetLanguage(store.LanguageEnglish) })
	var texts []string
	for i, v := range []airev.CallVerdict{pass, best, forced} {
		texts = append(texts, text.ShortCall(i, v, true, names), text.ShortCall(i, v, false, names), text.CallVerdictText(i, v, true, names), text.CallVerdictText(i, v, false, names))
	}
	texts = append(texts, trf("1 forced call: %s", "fort"), trf("%d forced calls: %s", 2, "fort, Cego"))
	texts = append(texts, uitest.Texts(callsNote())...)
	all := strings.Join(texts, "\n")
	t.Logf("German:\n%s", all)
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(all, func(r rune) bool { return !unicode.IsLetter(r) }) {
		words[strings.ToLower(w)] = true
	}
	for _, w := range []string{"call", "with", "would", "best", "more", "scored", "played", "trump", "trumps", "you", "your", "forced", "only", "by", "other", "thinking"} {
		if words[w] {
			t.Errorf("English %q in the German verdicts", w)
		}
	}
	for _, w := range []string{"Ansage 1: fort mit 9 Trümpfen", "Ansage 2: mein mit 1 Trumpf", "Solo!", "Solo von dir", "Räuber", "Cego von Anna", "+18", "-3", "Bots"} {
		if !strings.Contains(all, w) {
			t.Errorf("%q missing from the German verdicts", w)
		}
	}
}
