//go:build probe

package ui

import (
	"encoding/json"
	"log"
	"os"
	"path/filepath"
	"reflect"
	"time"
	"unsafe"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/exercisescreen"
	"github.com/cego-spiel/cego/ui/look"
)

// The probe of the real-input tests: with CEGO_PROBE set to a file name,
// the window's state is written there as JSON ten times a second (the
// phase of the deal, the person's cards and every button, label, field and
// choice on screen, each with its place in the window). The tests move the
// real pointer and press real keys; the probe only tells them where things
// are. It reads the widgets and never changes them.
//
// test.WidgetRenderer is the only public way to the renderer Fyne has made
// for a widget; this file is compiled only with the tag probe, so the
// shipped program does not import Fyne's test package.
func init() { probeStart = startProbe }

// probeRect is a place in the window, in Fyne units from its top left.
type probeRect struct{ X, Y, W, H float32 }

// probeObject is one thing on screen a person could read or use.
type probeObject struct {
	Kind     string // button, call, label, text, entry, select, check, radio, card, hyperlink, menu
	Text     string
	Card     string `json:",omitempty"`
	Layer    int    // 0 the table, 1… the overlays (dialogs, pop-ups) from the bottom
	Disabled bool   `json:",omitempty"`
	Focused  bool   `json:",omitempty"`
	Legal    bool   `json:",omitempty"`
	Selected bool   `json:",omitempty"`
	// Important: a button drawn as the one to press (high importance)
	Important bool     `json:",omitempty"`
	Options   []string `json:",omitempty"`
	// Need: the width a text field needs to show its placeholder whole;
	// for an open menu the height its entries need (more than its own:
	// the menu scrolls); for a text of the menu bar's layer the width of
	// its letters (the text itself spans its entry)
	Need float32 `json:",omitempty"`
	// Dim: a card veiled as one that cannot be chosen now; Kept: a card
	// kept in the exchange so far
	Dim  bool `json:",omitempty"`
	Kept bool `json:",omitempty"`
	// Colour: a label's importance where it colours the text ("danger",
	// "success", "warning"; "" for the plain colour)
	Colour string `json:",omitempty"`
	probeRect
}

// probeSnapshot is what the probe writes.
type probeSnapshot struct {
	Seq      int
	Time     int64 // Unix milliseconds
	Window   probeRect
	Scale    float32
	Language string
	Phase    string
	MyTurn   bool
	Deal     int
	Actions  int
	Legal    []string
	Lesson   bool
	Overlays int
	Pack     string
	// Started: the window runs and what opens at the start is open.
	Started bool
	// Hint: the hint panel is shown; Panel: a panel lies over the play
	// (the result, the last trick, the Legage); Refusal: the refusal or
	// message shown, if any.
	Hint    bool
	Panel   bool
	Refusal string
	// Tricks: the deal's complete tricks; Holding: a full trick waits on
	// the table to be gathered
	Tricks  int
	Holding bool
	Drop    probeRect // the middle of the table, where a card is dropped
	Objects []probeObject
}

// startProbe starts the writer when CEGO_PROBE names a file.
func startProbe(c *Controller) {
	path := os.Getenv("CEGO_PROBE")
	if path == "" {
		return
	}
	go func() {
		for seq := 1; ; seq++ {
			time.Sleep(100 * time.Millisecond)
			snap := make(chan probeSnapshot, 1)
			fyne.DoAndWait(func() { snap <- c.probeSnapshot(seq) })
			data, err := json.Marshal(<-snap)
			if err != nil {
				log.Printf("cego probe: %v", err)
				return
			}
			tmp := path + ".tmp"
			if err := os.WriteFile(tmp, data, 0o600); err != nil {
				log.Printf("cego probe: %v", err)
				return
			}
			if err := os.Rename(tmp, filepath.Clean(path)); err != nil {
				log.Printf("cego probe: %v", err)
				return
			}
		}
	}()
}

// probeSnapshot reads the window (on the Fyne thread).
func (c *Controller) probeSnapshot(seq int) probeSnapshot {
	s := probeSnapshot{Seq: seq, Time: time.Now().UnixMilli(), Language: Language(), Lesson: c.lesson != nil}
	cv := c.win.Canvas()
	sz := cv.Size()
	s.Window = probeRect{W: sz.Width, H: sz.Height}
	s.Scale = cv.Scale()
	if c.sitting != nil {
		st := c.sitting.State()
		s.Phase = st.Phase().String()
		s.Deal = c.sitting.DealNumber()
		s.Actions = len(c.sitting.Actions())
		v := c.view()
		s.MyTurn = v.MyTurn() && !c.opts.WatchMode
		s.Tricks, s.Holding = completeTricks(&v), c.holding
		if s.MyTurn {
			for _, a := range v.Legal() {
				s.Legal = append(s.Legal, a.String())
			}
		}
	}
	s.Started = windowStarted.Load()
	t := c.table // the probe looks inside the widget
	s.Hint = t.hintPanel != nil && t.hintPanel.visible
	s.Panel = t.overlay != nil
	s.Pack = t.Pack()
	s.Refusal = t.refusal
	g := t.geo
	s.Drop = probeRect{X: g.cx - 40, Y: g.cy - 40, W: 80, H: 80}
	// only scrolling containers clip: what lies outside the window is
	// recorded, so a test sees a dialog too big for it
	whole := probeRect{X: -1e6, Y: -1e6, W: 2e6, H: 2e6}
	walk := func(o fyne.CanvasObject, layer int) {
		w := probeWalker{s: &s, layer: layer, focused: cv.Focused()}
		w.walk(o, o.Position(), whole)
	}
	if content := cv.Content(); content != nil {
		walk(content, 0)
	}
	for i, o := range cv.Overlays().List() {
		s.Overlays++
		walk(o, i+1)
	}
	if m := probeMenuBar(cv); m != nil {
		walk(m, probeMenuLayer)
	}
	return s
}

// intersect is the part of r inside clip (W or H ≤ 0 when none).
func (r probeRect) intersect(clip probeRect) probeRect {
	x0, y0 := max(r.X, clip.X), max(r.Y, clip.Y)
	x1, y1 := min(r.X+r.W, clip.X+clip.W), min(r.Y+r.H, clip.Y+clip.H)
	return probeRect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// probeWalker records the objects of one layer.
type probeWalker struct {
	s       *probeSnapshot
	layer   int
	focused fyne.Focusable
}

// probeMenuLayer is the layer of the window's menu bar and its open menus.
const probeMenuLayer = 99

// probeMenuBar is the menu bar Fyne's desktop driver draws in the window.
// The driver keeps it in an unexported field of its canvas, outside the
// content and the overlays; the probe reads that field (nil where the
// menu is native, as on macOS, or the driver is another).
func probeMenuBar(cv fyne.Canvas) fyne.CanvasObject {
	v := reflect.ValueOf(cv)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := v.Elem().FieldByName("menu")
	if !f.IsValid() || f.Kind() != reflect.Interface || !f.CanAddr() {
		return nil
	}
	m, _ := reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Interface().(fyne.CanvasObject)
	return m
}

// walk records o and what it holds: at is o's top left in the window,
// clip the part of the window a scrolling container above it shows (what
// lies outside is not seen, and not recorded).
func (pw probeWalker) walk(o fyne.CanvasObject, at fyne.Position, clip probeRect) {
	if o == nil || !o.Visible() {
		return
	}
	size := o.Size()
	rect := probeRect{X: at.X, Y: at.Y, W: size.Width, H: size.Height}.intersect(clip)
	if (rect.W <= 0 || rect.H <= 0) && (size.Width > 0 && size.Height > 0) {
		return
	}
	s, layer, focused := pw.s, pw.layer, pw.focused
	add := func(kind, text string) *probeObject {
		s.Objects = append(s.Objects, probeObject{Kind: kind, Text: text, Layer: layer, probeRect: rect})
		return &s.Objects[len(s.Objects)-1]
	}
	if m, ok := o.(*widget.Menu); ok {
		// an open menu (of the menu bar, or beside an entry): recorded,
		// then its entries
		add("menu", "").Need = m.MinSize().Height
	}
	switch w := o.(type) {
	case *callButton:
		p := add("call", w.Text)
		p.Card = w.action.String()
		p.Disabled = w.Disabled()
		p.Important = w.Importance == widget.HighImportance
		return
	case *widget.Button:
		p := add("button", w.Text)
		p.Disabled = w.Disabled()
		p.Important = w.Importance == widget.HighImportance
		return
	case *cardWidget:
		p := add("card", w.card.String())
		p.Card = w.card.String()
		p.Legal = w.interactive && w.legal && !w.dim
		p.Selected = w.selected
		p.Disabled = !w.interactive
		p.Dim = w.dim
		p.Kept = w.kept
		return
	case *exercisescreen.CardTap: // a card of the person's hand in an exercise
		p := add("card", w.Card.String())
		p.Card = w.Card.String()
		p.Legal = w.Legal
		return
	case *widget.Label:
		p := add("label", w.Text)
		switch w.Importance {
		case widget.DangerImportance:
			p.Colour = "danger"
		case widget.SuccessImportance:
			p.Colour = "success"
		case widget.WarningImportance:
			p.Colour = "warning"
		}
		return
	case *canvas.Text:
		if w.Text != "" {
			p := add("text", w.Text)
			if layer == probeMenuLayer {
				p.Need = fyne.MeasureText(w.Text, w.TextSize, w.TextStyle).Width
			}
		}
		return
	case *widget.Hyperlink:
		add("hyperlink", w.Text)
		return
	case *widget.Check:
		p := add("check", w.Text)
		p.Selected = w.Checked
		p.Disabled = w.Disabled()
		return
	case *widget.Select:
		p := add("select", w.Selected)
		p.Options = w.Options
		p.Disabled = w.Disabled()
		return
	case *widget.RadioGroup:
		p := add("radio", w.Selected)
		p.Options = w.Options
	case *widget.Entry:
		p := add("entry", w.Text)
		p.Focused = focused != nil && focused == fyne.Focusable(w)
		p.Need = placeholderNeed(w.PlaceHolder, w.TextStyle)
		return
	case *look.EscEntry:
		p := add("entry", w.Text)
		p.Focused = focused != nil && focused == fyne.Focusable(w)
		p.Need = placeholderNeed(w.PlaceHolder, w.TextStyle)
		return
	}
	if _, ok := o.(*container.Scroll); ok {
		clip = rect
	}
	switch w := o.(type) {
	case *fyne.Container:
		for _, ch := range w.Objects {
			pw.walk(ch, at.Add(ch.Position()), clip)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(w)
		if r == nil {
			return
		}
		for _, ch := range r.Objects() {
			pw.walk(ch, at.Add(ch.Position()), clip)
		}
	}
}

// placeholderNeed is the width a text field needs to show placeholder
// whole: the text and the field's padding on either side (Fyne's entry
// insets its text by the inner padding and the input border).
func placeholderNeed(placeholder string, style fyne.TextStyle) float32 {
	if placeholder == "" {
		return 0
	}
	th := fyne.CurrentApp().Settings().Theme()
	w := fyne.MeasureText(placeholder, th.Size(theme.SizeNameText), style).Width
	return w + 2*(th.Size(theme.SizeNameInnerPadding)+th.Size(theme.SizeNameInputBorder))
}
