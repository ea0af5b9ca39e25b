package exercisescreen

import (
	"image"
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
)

// smallWindow is the window's content at 800 × 600 (the menu bar takes
// 40 px of it, as ui's tests have it).
var smallWindow = fyne.NewSize(800, 600-40)

// testHost is the window as the exercises see it in a test: a test window
// of the table's theme, the first pack's card art, the seats' names, and
// the exercises solved (solves counts the calls of Solve).
type testHost struct {
	w      fyne.Window
	solved map[string]bool
	solves int
}

// testArt is the card pictures drawn so far, by card and width: each is
// drawn once for every test.
var testArt = map[[2]int]image.Image{}

// newTestHost is a host with a test window of the given size.
func newTestHost(t *testing.T, size fyne.Size) *testHost {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(look.NewTheme())
	w := test.NewTempWindow(t, container.NewStack())
	w.Resize(size)
	return &testHost{w: w, solved: map[string]bool{}}
}

func (h *testHost) CardImage(c game.Card, w float32, ready func()) image.Image {
	px := int(w)
	key := [2]int{int(c), px}
	if img, ok := testArt[key]; ok {
		return img
	}
	pack := assets.Packs()[0]
	var img image.Image
	var err error
	if c == game.NoCard {
		img, err = assets.Back(pack, px)
	} else {
		img, err = assets.FaceWith(pack, c, px, assets.Style{})
	}
	if err != nil {
		img = image.NewRGBA(image.Rect(0, 0, px, int(w*look.CardRatio)))
	}
	testArt[key] = img
	return img
}

func (h *testHost) Window() fyne.Window { return h.w }

func (h *testHost) OpenDialog(d dialog.Dialog) { d.Show() }

func (h *testHost) DialogRoom() fyne.Size { return h.w.Canvas().Size().SubtractWidthHeight(20, 20) }

func (h *testHost) Names() [4]string { return [4]string{"You", "Anna", "Sepp", "Vreni"} }

func (h *testHost) Solved(id string) bool { return h.solved[id] }

func (h *testHost) Solve(id string) {
	h.solves++
	h.solved[id] = true
}

// inWindow reports whether o lies wholly inside the window's canvas.
func inWindow(w fyne.Window, o fyne.CanvasObject) bool {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := w.Canvas().Size()
	return p.X >= -0.5 && p.Y >= -0.5 && p.X+o.Size().Width <= s.Width+0.5 && p.Y+o.Size().Height <= s.Height+0.5
}

// writePNGOrFail writes the window's picture to file.
func writePNGOrFail(t *testing.T, file string, w fyne.Window) {
	t.Helper()
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
