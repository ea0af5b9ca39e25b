package coursescreen

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/look"
)

// smallWindow is the room a window of 800×600 leaves below its menu bar
// (ui's tableMin): the least the table and the column ask for together.
var smallWindow = fyne.NewSize(800, 560)

// testHost is the window for the tests: the chapter's sitting, and a
// count of each button's presses.
type testHost struct {
	m       *game.Sitting
	pressed map[string]int
}

func (h *testHost) Sitting() *game.Sitting { return h.m }
func (h *testHost) Again()                 { h.pressed["again"]++ }
func (h *testHost) Leave()                 { h.pressed["leave"]++ }
func (h *testHost) Next()                  { h.pressed["next"]++ }
func (h *testHost) ShowRulebook()          { h.pressed["rules"]++ }
func (h *testHost) ShowGlossary()          { h.pressed["words"]++ }

// chapter is a chapter dealt in a test window of the table's theme at
// size: its column beside a stand-in for the table, played up to the
// player's first step.
type chapter struct {
	t   *testing.T
	p   *Panel
	h   *testHost
	l   course.Chapter
	run *course.Run
	w   fyne.Window
}

// openChapter deals chapter i (from 0) of the course as the window does.
func openChapter(t *testing.T, i int, size fyne.Size) *chapter {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(look.NewTheme())
	run, l, err := course.Start(i)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.NewSittingFromDeck(l.Script.Rules, l.Script.Dealer, l.Script.Deck, uint64(i+1))
	if err != nil {
		t.Fatal(err)
	}
	h := &testHost{m: m, pressed: map[string]int{}}
	p := New(h, run)
	table := canvas.NewRectangle(color.Black)
	w := test.NewTempWindow(t, p.Around(table, smallWindow))
	w.Resize(size)
	c := &chapter{t: t, p: p, h: h, l: l, run: run, w: w}
	c.playOn()
	return c
}

// playOn plays the script's actions of the other seats (and the
// player's, where the chapter plays them itself) up to the player's next
// step or the deal's end, and shows the column's state.
func (c *chapter) playOn() {
	c.t.Helper()
	for {
		st := c.h.m.State()
		if _, _, ok := c.run.Step(c.h.m); ok || st.Phase() == game.Done {
			break
		}
		c.apply(c.l.Script.Actions[len(c.h.m.Actions())])
	}
	c.p.Update()
}

// take takes the step's action and plays on to the next step.
func (c *chapter) take(a game.Action) {
	c.t.Helper()
	if err := c.run.Check(c.h.m, a, [4]string{}); err != nil {
		c.t.Fatalf("the step's own action %v is refused: %v", a, err)
	}
	c.apply(a)
	c.playOn()
}

func (c *chapter) apply(a game.Action) {
	c.t.Helper()
	if err := c.h.m.Apply(a); err != nil {
		c.t.Fatal(err)
	}
}
