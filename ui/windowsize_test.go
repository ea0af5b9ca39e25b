package ui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// storedTable opens a table in a test window whose settings come from a
// store in a temporary folder holding settings s, as Run does.
func storedTable(t *testing.T, s store.Settings) (*Controller, *store.Store) {
	t.Helper()
	noScreen(t)
	st := store.New(t.TempDir())
	if err := st.SaveSettings(s); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	a.Settings().SetTheme(look.NewTheme())
	w := test.NewTempWindow(t, nil)
	c, err := newWindowTable(a, w, Options{Seed: 3, Pace: PaceInstant}, true)
	if err != nil {
		t.Fatal(err)
	}
	loaded, p := st.LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	c.store, c.settings = st, loaded
	return c, st
}

// TestWindowReopensAtItsSize: a remembered size is the one the window and
// the table open at; the size the player leaves the window at is written
// when it closes, with the other settings as they were, and is the size of
// the next start.
func TestWindowReopensAtItsSize(t *testing.T) {
	s := store.Defaults()
	s.Pack = store.PackBourgeois
	s.Window = store.WindowSize{Width: 1100, Height: 700}
	c, st := storedTable(t, s)
	c.restoreWindowSize()
	if got := c.win.Canvas().Size(); got != fyne.NewSize(1100, 700) {
		t.Fatalf("opened at %v, want 1100×700", got)
	}
	if c.table.size != fyne.NewSize(1100, 700) {
		t.Fatalf("the table is laid out for %v", c.table.size)
	}

	c.win.Resize(fyne.NewSize(1500, 950))
	c.keepWindowSize() // what Run does when the window has closed
	got, p := st.LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	want := c.settings
	want.Window = store.WindowSize{Width: 1500, Height: 950}
	if got != want || got.Pack != store.PackBourgeois {
		t.Fatalf("after closing: %+v\nwant %+v", got, want)
	}

	next, _ := storedTable(t, got)
	next.restoreWindowSize()
	if sz := next.win.Canvas().Size(); sz != fyne.NewSize(1500, 950) {
		t.Fatalf("the next start opened at %v", sz)
	}
}

// TestWindowSizeAbsurdIgnored: a remembered size the table does not fit in
// (or no screen has, or not a number) opens the default size; a window
// closed smaller than the table is not remembered.
func TestWindowSizeAbsurdIgnored(t *testing.T) {
	min := tableMin // tableLayout's
	for _, ws := range []store.WindowSize{
		{}, {Width: 799, Height: 700}, {Width: 1100, Height: 559}, {Width: 1, Height: 1},
		{Width: 8001, Height: 800}, {Width: 1280, Height: 1e9}, {Width: math.NaN(), Height: 800},
		{Width: -1280, Height: -800}, {Width: math.Inf(1), Height: math.Inf(1)},
	} {
		if got := startSize(ws, min, fyne.Size{}); got != defaultSize {
			t.Errorf("%+v: opens at %v, want the default %v", ws, got, defaultSize)
		}
	}
	if got := startSize(store.WindowSize{Width: float64(min.Width), Height: float64(min.Height)}, min, fyne.Size{}); got != min {
		t.Errorf("the table's own minimum opens at %v", got)
	}

	s := store.Defaults()
	s.Window = store.WindowSize{Width: 1000, Height: 650}
	c, st := storedTable(t, s)
	if c.win.Canvas().Content().MinSize() != min {
		t.Fatalf("the table's minimum is %v now: update this test", c.win.Canvas().Content().MinSize())
	}
	c.settings.Window = store.WindowSize{Width: 500, Height: 300} // as from an older version
	c.restoreWindowSize()
	if got := c.win.Canvas().Size(); got != defaultSize {
		t.Fatalf("500×300 opened at %v", got)
	}
	c.settings.Window = s.Window
	c.win.Resize(fyne.NewSize(640, 400))
	c.keepWindowSize()
	if got, _ := st.LoadSettings(); got.Window != s.Window {
		t.Fatalf("a window closed at 640×400 remembered %+v", got.Window)
	}
}

// noScreen makes the tests' windows open on a screen of unknown size (the
// test driver has none) until t ends.
func noScreen(t *testing.T) { onScreen(t, fyne.Size{}) }

// onScreen makes the windows open on a screen of size units (zero: not
// known) until t ends.
func onScreen(t *testing.T, size fyne.Size) {
	old := measureScreen
	measureScreen = func(float32) (fyne.Size, bool) { return size, !size.IsZero() }
	t.Cleanup(func() { measureScreen = old })
}

// TestWindowFitsScreen: on a screen of 800×600 a window that remembers
// 1280×800 opens at 800×600, and so does a first start; a size larger
// than the screen the window started on is not remembered, one that fits
// is.
func TestWindowFitsScreen(t *testing.T) {
	small := fyne.NewSize(800, 600)
	s := store.Defaults()
	s.Window = store.WindowSize{Width: 1280, Height: 800}
	c, st := storedTable(t, s)
	onScreen(t, small)
	c.restoreWindowSize()
	if got := c.win.Canvas().Size(); got != small {
		t.Fatalf("remembering 1280×800 on a screen of 800×600: opened at %v", got)
	}
	c.settings.Window = store.WindowSize{}
	c.restoreWindowSize()
	if got := c.win.Canvas().Size(); got != small {
		t.Fatalf("remembering nothing on a screen of 800×600: opened at %v", got)
	}
	if got := startSize(store.WindowSize{Width: 1000, Height: 700}, tableMin, fyne.NewSize(1920, 1080)); got != fyne.NewSize(1000, 700) {
		t.Fatalf("1000×700 on a large screen opens at %v", got)
	}

	c.settings.Window = s.Window
	c.win.Resize(fyne.NewSize(1000, 650))
	c.keepWindowSize()
	if got, _ := st.LoadSettings(); got.Window != s.Window {
		t.Fatalf("a window closed at 1000×650 on a screen of 800×600 remembered %+v", got.Window)
	}
	c.win.Resize(fyne.NewSize(800, 580))
	c.keepWindowSize()
	if got, _ := st.LoadSettings(); got.Window != (store.WindowSize{Width: 800, Height: 580}) {
		t.Fatalf("a window closed at 800×580 on a screen of 800×600 remembered %+v", got.Window)
	}
}
