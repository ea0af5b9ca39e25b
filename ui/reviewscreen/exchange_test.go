package reviewscreen

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/cego-spiel/cego/ai"
	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/text"
)

// exchangeDeal is a seeded Cego that the person (seat 0) declares, played
// by Easy bots in every seat (as ai's review tests play it): the solver
// finds that he kept T7 T2 where T14 T2 would have made 2 more points, and
// discarded h4 where d1 would have.
func exchangeDeal(t *testing.T) *Deal {
	t.Helper()
	const seed = 18
	start := game.Deal(game.Rules{}, 3, seed)
	st := start
	var acts []game.Action
	var bots [4]ai.Bot
	for s := range bots {
		bots[s] = ai.NewEasyBot(seed + uint64(s))
	}
	for st.Phase() != game.Done {
		a := bots[st.Turn()].Choose(st.View(st.Turn()))
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	if st.Declarer() != 0 || st.Contract() != game.Cego {
		t.Fatalf("the seeded deal is %v by seat %d", st.Contract(), st.Declarer())
	}
	d := &Deal{Number: 1, Start: start, Actions: acts, Names: [4]string{"You", "Anna", "Sepp", "Vreni"}, Me: 0, Seed: seed,
		Sides: [4]Side{Bottom, Right, Top, Left}}
	d.ReplayBot = func(s game.Seat) ai.Bot { return ai.NewEasyBot(seed + uint64(s)) }
	return d
}

// TestReviewShowsExchange: the review of a deal the person declared lists
// the solver's verdicts on his keep and his discard before trick 1, the
// same as ai/review's Exchange gives; the start of play says them in words;
// the screen says how calls are judged.
func TestReviewShowsExchange(t *testing.T) {
	if raceEnabled {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	oldE, oldN := reviewExchangeBudget, reviewExchangeNodes
	reviewExchangeBudget, reviewExchangeNodes = 0, 0
	t.Cleanup(func() { reviewExchangeBudget, reviewExchangeNodes = oldE, oldN })
	fastReview(t)
	d := exchangeDeal(t)
	rv, _, _ := openReview(t, d, fyne.NewSize(1280, 800))
	want, err := airev.Exchange(context.Background(), d.Start, d.Actions, 0, airev.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != 2 || !rv.exchReady || len(rv.exch) != 2 {
		t.Fatalf("exchange verdicts shown %v (ready %v), solver %v", rv.exch, rv.exchReady, want)
	}
	lost := false
	for i, v := range want {
		if rv.exch[i] != v {
			t.Fatalf("shown %+v, solver %+v", rv.exch[i], v)
		}
		lost = lost || v.Lost > 0
	}
	if !lost {
		t.Fatalf("the seeded exchange should have lost points: %v", want)
	}
	texts := uitest.Texts(rv.root)
	all := strings.Join(texts, "\n")
	t.Logf("review:\n%s", all)
	list := uitest.Texts(rv.list)[len(rv.callButtons()):]
	if len(list) < 3 || list[0] != text.ShortExchange(want[0], true) || list[1] != text.ShortExchange(want[1], true) || !strings.HasPrefix(list[2], "Trick 1") {
		t.Fatalf("the list does not begin with the exchange, then trick 1:\n%s", strings.Join(list, "\n"))
	}
	if !strings.HasPrefix(list[0], "Exchange: kept ") || !strings.HasPrefix(list[1], "Discard: ") {
		t.Fatalf("list %q", list[:2])
	}
	if !strings.Contains(all, "Calls: yours as played") {
		t.Fatal("the review does not say how calls are judged")
	}
	rv.ShowStep(3)
	rv.ShowStep(0)
	got := rv.verdictText()
	if !strings.HasSuffix(got, text.ExchangeVerdictText(want[0], true)+"\n"+text.ExchangeVerdictText(want[1], true)) || !strings.Contains(got, "more points") {
		t.Fatalf("at the start of play: %q", got)
	}
}

// TestReviewSingulars: a verdict that lost one factor band or one card
// point says so in the singular ("1 band lower", "1 more point"), in the
// list and in the sentence, for a card and for the keep and the discard.
func TestReviewSingulars(t *testing.T) {
	c1, c2 := uitest.MustCard(t, "h4"), uitest.MustCard(t, "d1")
	card := airev.CardVerdict{Trick: 3, Played: c1, Best: c2, Lost: 1, Accuracy: airev.AccuracyBand}
	if got := text.ShortVerdict(card, true); !strings.HasSuffix(got, "— 1 band lower") {
		t.Errorf("card, one band: %q", got)
	}
	card.Lost = 2
	if got := text.ShortVerdict(card, true); !strings.HasSuffix(got, "— 2 bands lower") {
		t.Errorf("card, two bands: %q", got)
	}
	for _, step := range []airev.ExchangeStep{airev.ExchangeKeep, airev.ExchangeDiscard} {
		for _, acc := range []airev.Accuracy{airev.AccuracyBand, airev.AccuracyPoints} {
			v := airev.ExchangeVerdict{Step: step, Chosen: game.Of(c1), Best: game.Of(c2), Accuracy: acc, Lost: 1, Alternatives: 3}
			long, short := text.ExchangeVerdictText(v, true), text.ShortExchange(v, true)
			for _, bad := range []string{"1 factor bands", "1 more points", "1 bands"} {
				if strings.Contains(long, bad) || strings.Contains(short, bad) {
					t.Errorf("%v %v: %q / %q says %q", step, acc, long, short, bad)
				}
			}
			want := "1 more point"
			if acc == airev.AccuracyBand {
				want = "1 factor band more"
			}
			if !strings.Contains(long, want) {
				t.Errorf("%v %v: %q lacks %q", step, acc, long, want)
			}
		}
	}
}
