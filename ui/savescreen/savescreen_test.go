package savescreen

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
)

// testHost is the window as the saves' dialogs see it in a test: a test
// window, the dialogs opened, and what was saved, loaded and said.
type testHost struct {
	w       fyne.Window
	st      *store.Store
	sitting *game.Sitting
	dialogs []dialog.Dialog
	loaded  []string
	said    []string
	errs    []error
	untouch bool
}

func newTestHost(t *testing.T) *testHost {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(look.NewTheme())
	w := test.NewTempWindow(t, container.NewStack())
	w.Resize(fyne.NewSize(1024, 700))
	m, err := game.NewSitting(game.Rules{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	return &testHost{w: w, st: store.New(t.TempDir()), sitting: m}
}

func (h *testHost) Window() fyne.Window { return h.w }
func (h *testHost) OpenDialog(d dialog.Dialog) {
	h.dialogs = append(h.dialogs, d)
	d.Show()
}
func (h *testHost) DismissDialog()        {}
func (h *testHost) Widen(d dialog.Dialog) {}
func (h *testHost) ShowError(err error)   { h.errs = append(h.errs, err) }
func (h *testHost) SaveAs(name string) error {
	_, err := h.st.Save(name, store.Meta{Seats: []store.SeatInfo{{Name: "Ute"}, {Name: "Anna", Bot: store.DefaultLevel}, {Name: "Sepp", Bot: store.DefaultLevel}, {Name: "Vreni", Bot: store.DefaultLevel}}}, h.sitting)
	return err
}
func (h *testHost) Saved(said string)             { h.said = append(h.said, said) }
func (h *testHost) Load(slug string)              { h.loaded = append(h.loaded, slug) }
func (h *testHost) GivesWay() (ok bool, deal int) { return h.untouch, 3 }

// shown is every text laid out under o (labels, rich texts, canvas
// texts, widgets' renderers entered), joined by "|".
func shown(o fyne.CanvasObject) string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		switch x := x.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *widget.RichText:
			out = append(out, x.String())
		case *canvas.Text:
			out = append(out, x.Text)
		}
	}
	return strings.Join(out, "|")
}

// nameField is the name field of the Save as… dialog on top.
func nameField(t *testing.T, h *testHost) *look.EscEntry {
	t.Helper()
	for _, o := range test.LaidOutObjects(h.w.Canvas().Overlays().Top()) {
		if e, ok := o.(*look.EscEntry); ok {
			return e
		}
	}
	t.Fatal("no name field")
	return nil
}

// TestSaveAsAsksBeforeReplacing: Save as… saves under the name typed and
// says so; the same name again is asked about first, and saved only on
// yes.
func TestSaveAsAsksBeforeReplacing(t *testing.T) {
	h := newTestHost(t)
	OpenSaveAs(h, h.st, "")
	nameField(t, h).SetText("Sonntag")
	test.Tap(uitest.FindButton(t, h.w.Canvas().Overlays().Top(), tr("Save")))
	if infos, _ := h.st.List(); len(infos) != 1 || len(h.said) != 1 || !strings.Contains(h.said[0], "Sonntag") {
		t.Fatalf("saved %v, said %q", infos, h.said)
	}
	OpenSaveAs(h, h.st, "Sonntag")
	test.Tap(uitest.FindButton(t, h.w.Canvas().Overlays().Top(), tr("Save")))
	if len(h.said) != 1 {
		t.Fatal("a save replaced without asking")
	}
	top := h.w.Canvas().Overlays().Top()
	if !strings.Contains(shown(top), "Replace it?") {
		t.Fatalf("no question: %q", shown(top))
	}
	test.Tap(uitest.FindButton(t, top, tr("Yes")))
	if len(h.said) != 2 {
		t.Fatal("yes did not save")
	}
}

// TestLoadListsLoadsDeletes: Load… lists the saves with their totals;
// Load without a choice says why; a chosen save is loaded at once while
// the table gives way, else after a question; Delete removes it.
func TestLoadListsLoadsDeletes(t *testing.T) {
	h := newTestHost(t)
	if err := h.SaveAs("Abend"); err != nil {
		t.Fatal(err)
	}
	OpenLoad(h, h.st)
	top := h.w.Canvas().Overlays().Top()
	texts := shown(top)
	if !strings.Contains(texts, "Abend — ") || !strings.Contains(texts, "Ute +0, Anna +0") {
		t.Fatalf("the list shows %q", texts)
	}
	test.Tap(uitest.FindButton(t, top, tr("Load")))
	if len(h.loaded) != 0 || !strings.Contains(shown(top), tr("Choose a save in the list first.")) {
		t.Fatal("Load without a choice did not say why")
	}
	var list *widget.List
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.List); ok {
			list = l
		}
	}
	list.Select(0)
	test.Tap(uitest.FindButton(t, top, tr("Load")))
	if len(h.loaded) != 0 {
		t.Fatal("loaded over a sitting in play without asking")
	}
	q := h.w.Canvas().Overlays().Top()
	if !strings.Contains(shown(q), "(deal 3)") {
		t.Fatalf("the question: %q", shown(q))
	}
	test.Tap(uitest.FindButton(t, q, tr("Load")))
	if len(h.loaded) != 1 {
		t.Fatalf("loaded %v", h.loaded)
	}
	OpenLoad(h, h.st)
	top = h.w.Canvas().Overlays().Top()
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.List); ok {
			l.Select(0)
		}
	}
	test.Tap(uitest.FindButton(t, top, tr("Delete")))
	test.Tap(uitest.FindButton(t, h.w.Canvas().Overlays().Top(), tr("Yes")))
	if infos, _ := h.st.List(); len(infos) != 0 {
		t.Fatalf("after Delete: %v", infos)
	}
}

// TestSaveLine: a save's line names it, its date, deal and totals (the
// person's seat without a name as "You"); one that cannot be read says so.
func TestSaveLine(t *testing.T) {
	if got := Totals([]store.SeatInfo{{}, {Name: "Anna"}}, []int{5, -5}); got != "You +5, Anna -5" {
		t.Errorf("totals %q", got)
	}
	if got := saveLine(store.SaveInfo{Name: "Alt", Err: errors.New("broken")}); !strings.Contains(got, "cannot be read") {
		t.Errorf("an unreadable save: %q", got)
	}
}
