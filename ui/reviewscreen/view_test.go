package reviewscreen

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/text"
)

// TestReviewShowsVerdicts: the review of a deal lists the solver's verdict
// for each of the person's cards, the same as ai/review's Play gives;
// stepping to a trick shows its verdict in words; the arrow keys step,
// Escape asks the window to close the review.
func TestReviewShowsVerdicts(t *testing.T) {
	fastReview(t)
	d := botDeal(t, reviewSeed, 0)
	t0 := time.Now()
	rv, h, _ := openReview(t, d, fyne.NewSize(1280, 800))
	t.Logf("review computed in %v", time.Since(t0))
	want, err := airev.Play(context.Background(), d.Start, d.Actions, 0, airev.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 || len(rv.verdicts) != len(want) {
		t.Fatalf("%d verdicts shown, %d cards played", len(rv.verdicts), len(want))
	}
	list := strings.Join(uitest.Texts(rv.list), "\n")
	t.Logf("verdicts:\n%s", list)
	lost := 0
	for i, v := range want {
		if !rv.ready[i] || rv.verdicts[i] != v {
			t.Fatalf("verdict %d: shown %+v, solver %+v", i, rv.verdicts[i], v)
		}
		if v.Err != nil {
			t.Fatalf("no verdict for %v", v)
		}
		if v.Lost > 0 {
			lost++
		}
		if !strings.Contains(list, text.ShortVerdict(v, true)) {
			t.Fatalf("%q missing from the list", text.ShortVerdict(v, true))
		}
		rv.ShowStep(v.Trick)
		if got := rv.verdictText(); got != text.CardVerdictText(v, false) || !strings.HasPrefix(got, "You played "+text.CardName(v.Played)) {
			t.Fatalf("trick %d: %q", v.Trick, got)
		}
	}
	if lost == 0 {
		t.Fatal("the seeded deal should have cards that lost points")
	}
	// stepping with the keys
	rv.ShowStep(0)
	rv.Key(&fyne.KeyEvent{Name: fyne.KeyRight})
	if rv.Step() != 1 {
		t.Fatalf("→ went to step %d", rv.Step())
	}
	rv.Key(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if rv.Step() != rv.Steps()-1 || rv.Steps() != d.Start.TotalTricks()+1 {
		t.Fatalf("End went to step %d of %d", rv.Step(), rv.Steps())
	}
	rv.Key(&fyne.KeyEvent{Name: fyne.KeyLeft})
	rv.Key(&fyne.KeyEvent{Name: fyne.KeyHome})
	if rv.Step() != 0 || h.closed != 0 {
		t.Fatalf("Home went to step %d (closed %d times)", rv.Step(), h.closed)
	}
	rv.Key(&fyne.KeyEvent{Name: fyne.KeyEscape})
	test.Tap(uitest.FindButton(t, rv.Root(), "Close"))
	if h.closed != 2 {
		t.Fatalf("Escape and Close asked %d times to close the review", h.closed)
	}
}

// TestReviewJudgesTheSeatPlayed: with five at the table the person plays
// another seat than 0 in some deals; the review judges that seat's cards
// (drawn at the bottom), and a deal he sat out is shown without verdicts.
func TestReviewJudgesTheSeatPlayed(t *testing.T) {
	fastReview(t)
	const me = game.Seat(1)
	rv, _, _ := openReview(t, botDeal(t, reviewSeed, me), fyne.NewSize(1280, 800))
	played := 0
	for _, tr := range rv.final.Tricks() {
		for i := 0; i < int(tr.N); i++ {
			if tr.Seat(i) == me {
				played++
			}
		}
	}
	if len(rv.verdicts) != played || played == 0 {
		t.Fatalf("%d verdicts for %d cards of seat %d", len(rv.verdicts), played, me)
	}
	for i, v := range rv.verdicts {
		tr := rv.final.Tricks()[v.Trick-1]
		if !rv.ready[i] || v.Played != tr.Cards[indexOf(tr, me)] {
			t.Fatalf("verdict %+v", v)
		}
	}
	out, _, _ := openReview(t, botDeal(t, reviewSeed, game.NoSeat), fyne.NewSize(1280, 800))
	if len(out.verdicts) != 0 || len(out.calls) != 0 || out.status.Text != tr("You sat this deal out.") || out.replayB.Visible() {
		t.Fatalf("the review of a deal sat out: %d verdicts, %q", len(out.verdicts), out.status.Text)
	}
}

// TestReviewWithoutReplayBots: a deal given without the bots to replay
// it offers no replay with Expert (rather than failing in it).
func TestReviewWithoutReplayBots(t *testing.T) {
	fastReview(t)
	d := botDeal(t, reviewSeed, 0)
	d.ReplayBot = nil
	rv, _, _ := openReview(t, d, fyne.NewSize(1280, 800))
	if rv.replayB.Visible() {
		t.Fatal("the replay with Expert is offered without bots for the other seats")
	}
	with, _, _ := openReview(t, botDeal(t, reviewSeed, 0), fyne.NewSize(1280, 800))
	if !with.replayB.Visible() {
		t.Fatal("the replay with Expert is not offered")
	}
}

// indexOf is the place of seat s's card in trick t.
func indexOf(t game.Trick, s game.Seat) int {
	for i := 0; i < int(t.N); i++ {
		if t.Seat(i) == s {
			return i
		}
	}
	return -1
}

// TestReviewReplayExpert: the replay with Expert in the person's seat
// shows both results side by side, the person's as settled.
func TestReviewReplayExpert(t *testing.T) {
	fastReview(t)
	d := botDeal(t, reviewSeed, 0)
	rv, _, _ := openReview(t, d, fyne.NewSize(1280, 800))
	test.Tap(rv.replayB)
	texts := strings.Join(uitest.Texts(rv.expert), "\n")
	st := rv.final
	want := append([]string{"You", fmt.Sprintf("%+d", st.Score()[0]), "Expert in your seat"}, text.ResultLines(&st, d.Names, 0)...)
	for _, w := range want {
		if !strings.Contains(texts, w) {
			t.Fatalf("%q missing from the side by side:\n%s", w, texts)
		}
	}
	if len(rv.expert.Objects) != 1 || len(rv.expert.Objects[0].(*fyne.Container).Objects) != 2 {
		t.Fatalf("not two results side by side:\n%s", texts)
	}
	t.Logf("side by side:\n%s", texts)
}
