package realinput

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// playCards plays n of the person's cards by dragging (answering the
// auction and the exchange as they come) and returns the last report.
func playCards(t *testing.T, a *app, n int) snapshot {
	t.Helper()
	var s snapshot
	for played := 0; played < n; {
		s = a.waitFor("the person's turn", func(s snapshot) bool {
			return s.Phase == game.Done.String() || (s.MyTurn && s.top() == 0)
		})
		if s.Phase == game.Done.String() {
			t.Fatal("the deal ended before the cards were played")
		}
		before := s.Actions
		switch s.Phase {
		case game.Bidding.String():
			a.click(s, firstCall(t, s))
		case game.Exchanging.String():
			a.doubleClick(s, firstLegal(t, s))
		default:
			cx, cy := s.Drop.centre()
			a.drag(s, firstLegal(t, s), cx, cy)
			played++
		}
		s = a.waitFor("the decision taken", func(s snapshot) bool { return s.Actions > before })
	}
	return s
}

// TestCloseAndResume closes the window in the middle of a deal with
// Ctrl+Q, starts again, answers the offer to continue with a real click on
// "Continue", and finds the same position; then plays on.
func TestCloseAndResume(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, returning())
	a := start(t, scr, config, "-seed", "8")
	playCards(t, a, 3)
	saved := a.autosave()
	want := saved.Sitting.Actions()
	a.key("ctrl+q")
	if err := a.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}

	b := start(t, scr, config)
	s := b.waitFor("the offer to continue", func(s snapshot) bool { return dialogTitle(s, "Unfinished sitting") })
	scr.shot(t, "resume-offer")
	cont, ok := s.find("button", "Continue", s.top())
	if !ok {
		t.Fatalf("the offer has no Continue button: %v", texts(s))
	}
	b.click(s, cont)
	b.waitFor("the resumed position", func(s snapshot) bool { return s.top() == 0 && s.Actions >= len(want) })
	got := b.autosave().Sitting.Actions()
	if len(got) < len(want) {
		t.Fatalf("resumed with %d actions, want at least the %d saved", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("action %d after resuming is %v, was %v", i+1, got[i], want[i])
		}
	}
	playCards(t, b, 1)
	scr.shot(t, "resumed-and-played")
}

// TestCloseUnderMovingPointer closes the window again and again while the
// real pointer sweeps over it (the cursor changing between cards, buttons
// and text): the program must end cleanly every time. Fyne before 2.7.3
// could die with a nil pointer in GLFW's SetInputMode when a pointer
// event arrived for a window being destroyed.
func TestCloseUnderMovingPointer(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	for round := 0; round < 6; round++ {
		a := start(t, scr, newConfig(t, returning()), "-seed", "8")
		// the glossary's search field: over it the pointer is a text
		// cursor, beside it an arrow, so every sweep changes the cursor
		a.key("g")
		s := a.waitFor("the glossary", func(s snapshot) bool { return dialogTitle(s, "Glossary") })
		var field object
		for _, o := range s.Objects {
			if o.Kind == "entry" && o.Layer > 0 {
				field = o
			}
		}
		if field.W == 0 {
			t.Fatalf("the glossary has no search field: %v", texts(s))
		}
		inX, inY := a.pixel(s, field.X+field.W/2, field.Y+field.H/2)
		outX, outY := a.pixel(s, field.X+field.W/2, field.Y-30)
		stop := make(chan struct{})
		swept := make(chan struct{})
		go func() {
			defer close(swept)
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				x, y := inX+i%7, inY
				if i%2 == 1 {
					x, y = outX, outY
				}
				cmd := exec.Command("xdotool", "mousemove", strconv.Itoa(x), strconv.Itoa(y))
				cmd.Env = append(cmd.Environ(), "DISPLAY="+scr.display)
				_ = cmd.Run()
			}
		}()
		time.Sleep(time.Duration(300+100*round) * time.Millisecond)
		a.key("ctrl+q")
		err := a.waitExit(20 * time.Second)
		close(stop)
		<-swept
		if err != nil {
			t.Fatalf("round %d: closing under a moving pointer: %v\n%s", round, err, a.out.String())
		}
		if out := a.out.String(); strings.Contains(out, "panic") || strings.Contains(out, "SIGSEGV") {
			t.Fatalf("round %d: the program crashed on closing:\n%s", round, out)
		}
	}
}
