package turnloop

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// fakeTable is a Table that records what the loop told it; its answers
// are the test's.
type fakeTable struct {
	m        *game.Sitting
	busy     bool
	gathered int
	hold     bool // Hold gathers at once
	guest    bool
	follow   func() bool
	agreed   bool
	early    bool
	mine     game.Seat
	ready    bool
	deck     []game.Card
	calls    []string
}

func newFakeTable(t *testing.T, seed uint64) *fakeTable {
	t.Helper()
	m, err := game.NewSitting(game.Rules{Players: 4}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return &fakeTable{m: m, hold: true, early: true, mine: game.NoSeat, ready: true}
}

func (f *fakeTable) log(format string, args ...any) {
	f.calls = append(f.calls, fmt.Sprintf(format, args...))
}

func (f *fakeTable) Sitting() *game.Sitting { return f.m }
func (f *fakeTable) Seed() uint64           { return 7 }
func (f *fakeTable) Busy() bool             { return f.busy }
func (f *fakeTable) Gathered() int          { return f.gathered }
func (f *fakeTable) Hold() bool {
	f.log("hold")
	if f.hold {
		f.gathered++
	}
	return f.hold
}
func (f *fakeTable) Wait()       { f.log("wait") }
func (f *fakeTable) Guest() bool { return f.guest }
func (f *fakeTable) Follow() bool {
	if f.follow == nil {
		return false
	}
	return f.follow()
}
func (f *fakeTable) EndAgreed() bool { return f.agreed }
func (f *fakeTable) EndSitting() {
	f.log("end")
	f.agreed = false
}
func (f *fakeTable) EarlyEnds() bool { return f.early }
func (f *fakeTable) EndedEarly(at *game.State, dec game.Decision) {
	f.log("early %d", dec.Reason)
	st := f.m.State()
	f.gathered = st.TrickCount()
}
func (f *fakeTable) Mine(s game.Seat) bool { return s == f.mine }
func (f *fakeTable) Await(s game.Seat)     { f.log("await %d", s) }
func (f *fakeTable) Ask(s game.Seat)       { f.log("ask %d", s) }
func (f *fakeTable) Applied(s game.Seat, a game.Action) {
	if s == game.NoSeat {
		f.log("applied -")
		return
	}
	f.log("applied %d %v", s, a)
}
func (f *fakeTable) DealDone() { f.log("done") }
func (f *fakeTable) Ready() bool {
	f.log("ready?")
	return f.ready
}
func (f *fakeTable) Deck() []game.Card { return f.deck }
func (f *fakeTable) Dealt() {
	f.log("dealt")
	f.gathered = 0
}

// take returns the calls recorded since the last take.
func (f *fakeTable) take() []string {
	c := f.calls
	f.calls = nil
	return c
}

func wantCalls(t *testing.T, f *fakeTable, want ...string) {
	t.Helper()
	if got := f.take(); !slices.Equal(got, want) {
		t.Fatalf("the loop told the table %q, want %q", got, want)
	}
}

// TestStepWaitsForABusyTable: while a flight or a pause is shown, the loop
// asks nobody.
func TestStepWaitsForABusyTable(t *testing.T) {
	f := newFakeTable(t, 3)
	f.busy = true
	New(f).Step()
	wantCalls(t, f, "wait")
}

// TestAnswers: a chooser's answer is applied and handed to the table when
// the sitting still stands where it was asked; an answer to an older
// position is dropped, an illegal one refused by the engine.
func TestAnswers(t *testing.T) {
	f := newFakeTable(t, 3)
	l := New(f)
	l.Step()
	st := f.m.State()
	turn := st.Turn()
	wantCalls(t, f, fmt.Sprintf("ask %d", turn))

	at := At(f.m)
	illegal := game.CardAction(st.Hand(turn).Lowest()) // no card is played in the auction
	if ok, err := l.Answer(turn, illegal, at); ok || !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("an illegal answer: applied %v, %v", ok, err)
	}
	a := st.Legal()[0]
	if ok, err := l.Answer(turn, a, at); !ok || err != nil {
		t.Fatalf("a legal answer: applied %v, %v", ok, err)
	}
	wantCalls(t, f, fmt.Sprintf("applied %d %v", turn, a))
	if ok, err := l.Answer(turn, a, at); ok || err != nil || len(f.m.Actions()) != 1 {
		t.Fatalf("a stale answer: applied %v, %v; %d actions", ok, err, len(f.m.Actions()))
	}
	wantCalls(t, f)
}

// TestStepAwaitsThePerson: at the person's seat the loop waits for him; his
// refused action changes nothing.
func TestStepAwaitsThePerson(t *testing.T) {
	f := newFakeTable(t, 3)
	st := f.m.State()
	f.mine = st.Turn()
	l := New(f)
	l.Step()
	wantCalls(t, f, fmt.Sprintf("await %d", f.mine))
	if err := l.Act(f.mine, game.CardAction(st.Hand(f.mine).Lowest())); !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("a card in the auction: %v", err)
	}
	wantCalls(t, f)
	if err := l.Act(f.mine, st.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	wantCalls(t, f, fmt.Sprintf("applied %d %v", f.mine, st.Legal()[0]))
}

// playedSeed deals a first deal that Easy bots (seed 5) play.
const playedSeed = 3

// playUntil answers every question with an Easy bot's action until done
// says stop.
func playUntil(t *testing.T, f *fakeTable, l *Loop, done func() bool) {
	t.Helper()
	bot, err := ai.New(ai.Easy, 5)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !done(); i++ {
		st := f.m.State()
		if i > 200 || st.Phase() == game.Done {
			t.Fatal("the deal does not get there")
		}
		if _, err := l.Answer(st.Turn(), bot.Choose(f.m.View(st.Turn())), At(f.m)); err != nil {
			t.Fatal(err)
		}
	}
	f.take()
}

// TestStepHoldsAFullTrick: a full trick is the table's to hold; the loop
// asks the next seat only once it is gathered.
func TestStepHoldsAFullTrick(t *testing.T) {
	f := newFakeTable(t, playedSeed)
	f.early = false
	l := New(f)
	playUntil(t, f, l, func() bool {
		st := f.m.State()
		return st.Phase() == game.Playing && completeTricks(&st) == 1
	})
	f.hold = false
	l.Step()
	wantCalls(t, f, "hold", "wait")
	l.Step()
	wantCalls(t, f, "hold", "wait")
	f.gathered = 1
	l.Step()
	st := f.m.State()
	wantCalls(t, f, fmt.Sprintf("ask %d", st.Turn()))
}

// TestStepAtAGuestsTable: a guest's table shows the host's updates and
// asks no chooser: the other seats move only by the host.
func TestStepAtAGuestsTable(t *testing.T) {
	f := newFakeTable(t, 3)
	f.guest = true
	updates := 2
	f.follow = func() bool {
		if updates == 0 {
			return false
		}
		updates--
		st := f.m.State()
		if err := f.m.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		return true
	}
	New(f).Step()
	wantCalls(t, f, "wait")
	if n := len(f.m.Actions()); n != 2 {
		t.Errorf("%d of the host's updates shown, want 2", n)
	}
}

// TestStepEndsByAgreement: once everybody agreed, the table is told to end
// the sitting before anybody is asked.
func TestStepEndsByAgreement(t *testing.T) {
	f := newFakeTable(t, 3)
	f.agreed = true
	New(f).Step()
	st := f.m.State()
	wantCalls(t, f, "end", fmt.Sprintf("ask %d", st.Turn()))
}

// TestNextDeal: the deal's end is the table's to show; the next deal comes
// when the table is ready for it, from the table's pack if it has one.
func TestNextDeal(t *testing.T) {
	f := newFakeTable(t, playedSeed)
	f.early = false
	l := New(f)
	playUntil(t, f, l, func() bool { st := f.m.State(); return st.Phase() == game.Done })
	f.gathered = 99
	l.Step()
	wantCalls(t, f, "done")

	f.ready = false
	if err := l.NextDeal(); err != nil {
		t.Fatal(err)
	}
	wantCalls(t, f, "ready?")
	if f.m.DealNumber() != 1 {
		t.Fatal("dealt while the table was not ready")
	}

	f.ready = true
	f.deck = game.Shuffle(f.m.Rules(), 99)
	want, err := game.NewSittingFromDeck(f.m.Rules(), 0, f.deck, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := l.NextDeal(); err != nil {
		t.Fatal(err)
	}
	st, ws := f.m.State(), want.State()
	wantCalls(t, f, "ready?", "dealt", "applied -", fmt.Sprintf("ask %d", st.Turn()))
	var all game.Cards
	for s := game.Seat(0); s < 4; s++ {
		all |= st.Hand(s)
	}
	if f.m.DealNumber() != 2 || all != ws.Hand(0)|ws.Hand(1)|ws.Hand(2)|ws.Hand(3) {
		t.Errorf("deal %d not dealt from the table's pack", f.m.DealNumber())
	}
}
