package coursescreen

import (
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/look"
)

// Width is the width of the chapter's column beside the table where the
// window has room for it and a table of tableWide; narrower windows
// narrow the column down to NarrowWidth.
const (
	Width       = 300
	NarrowWidth = 200
)

// Panel is the column beside the table during a chapter: the chapter's
// title and aim, the step the player is at with what to do and why, the
// explanation of a refused action, and buttons to open the rule book and
// the glossary, to start again, to leave, or to go on to the next
// chapter.
type Panel struct {
	h                     Host
	run                   *course.Run
	root                  *fyne.Container
	title, intro, counter *widget.Label
	prompt                *widget.Label
	wrongBox              *fyne.Container
	wrongTitle, wrong     *widget.Label
	summaryBox            *fyne.Container
	summaryTitle, summary *widget.Label
	again, leave, next    *widget.Button
	rules, words          *widget.Button
	// shown is what the column says now (update skips a step that
	// changes none of it)
	shown  columnWords
	scroll *container.Scroll
	// promptBox holds the step's prompt; update scrolls it into sight
	promptBox *fyne.Container
	// narrow is set while the column is narrower than Width:
	// its buttons then stand one under the other (pairLayout)
	narrow bool
	// wrap draws the column at scale k (scale)
	wrap *container.ThemeOverride
	k    float32
}

// scale is the scale the chapter's column is drawn at in a window of
// size: 1 up to the design size of the table with the column beside it
// (1280 + Width × 800), beyond it as much larger as the table's texts,
// in steps of 1/20 (at 1920×1080 the column kept 300 px and the smallest
// type beside a table drawn a quarter larger).
func scale(size fyne.Size) float32 {
	u := min(size.Width/(1280+Width), size.Height/800)
	return float32(math.Round(float64(max(u, 1))*20) / 20)
}

// New is the column of chapter run, played on the host's sitting.
func New(h Host, run *course.Run) *Panel {
	p := &Panel{h: h, run: run}
	wrapped := func(bold bool) *widget.Label {
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		l.TextStyle.Bold = bold
		return l
	}
	p.title = wrapped(true)
	p.title.SizeName = "subHeadingText"
	p.intro = wrapped(false)
	p.counter = widget.NewLabel("")
	p.counter.TextStyle.Italic = true
	p.prompt = wrapped(false)
	p.wrongTitle = wrapped(true)
	p.wrong = wrapped(false)
	red := canvas.NewRectangle(look.Refusal)
	red.CornerRadius = 8
	p.wrongBox = container.NewStack(red, container.NewVBox(p.wrongTitle, p.wrong))
	p.summaryTitle = wrapped(true)
	p.summary = wrapped(false)
	card := canvas.NewRectangle(look.Prompt)
	card.CornerRadius = 8
	card.StrokeColor = look.Highlight
	card.StrokeWidth = 1.5
	p.summaryBox = container.New(layout.NewCustomPaddedLayout(0, 0, 2, 2),
		container.NewStack(card, container.NewVBox(p.summaryTitle, p.summary)))
	p.again = widget.NewButton(tr("Start again"), h.Again)
	p.leave = widget.NewButton(tr("Leave the chapter"), h.Leave)
	p.rules = widget.NewButton(tr("Rule book"), h.ShowRulebook)
	p.words = widget.NewButton(tr("Glossary"), h.ShowGlossary)
	p.next = widget.NewButton("", h.Next)
	p.next.Importance = widget.HighImportance
	bg := canvas.NewRectangle(look.PanelSolid)
	bg.SetMinSize(fyne.NewSize(NarrowWidth, 0))
	promptBg := canvas.NewRectangle(look.Prompt)
	promptBg.CornerRadius = 8
	promptBg.StrokeColor = look.Highlight
	promptBg.StrokeWidth = 1.5
	// inset a little, so that the scroll does not clip the frame
	p.promptBox = container.New(layout.NewCustomPaddedLayout(0, 0, 2, 2), container.NewStack(promptBg, p.prompt))
	// the title stays above the scrolled column: scrolled to the prompt in a
	// small window, the column would otherwise hide which chapter this is
	body := container.NewVBox(p.intro, widget.NewSeparator(), p.counter, p.promptBox, p.wrongBox,
		p.summaryBox)
	buttons := container.NewVBox(p.next, container.New(&pairLayout{p}, p.rules, p.words),
		container.New(&pairLayout{p}, p.again, p.leave))
	p.scroll = container.NewVScroll(body)
	p.wrap = container.NewThemeOverride(container.NewPadded(
		container.NewBorder(p.title, buttons, nil, nil, p.scroll)), look.Scaled(1))
	p.root = container.NewStack(bg, p.wrap)
	p.Update()
	return p
}

// Around puts the column to the right of the table (around). least is the
// table's least size in the window without the column: the two together
// ask for no more, so that a chapter never grows the window (it grew one
// of 800×600 to 1004×628). The table lays itself out for any size; ui's
// TestLessonFitsSmallWindow checks that it stays clear beside the
// column.
func (p *Panel) Around(table fyne.CanvasObject, least fyne.Size) fyne.CanvasObject {
	return container.New(around{p: p, least: least}, table, p.root)
}

// tableWide is the width the table keeps beside a column of full width
// (Width): from 1008 px windows up the column is that wide; below, the
// column narrows down to NarrowWidth.
const tableWide = 700

// around lays out the table (first object) and the chapter's column
// (second) side by side: the column Width wide where the table keeps
// tableWide beside it, else narrower, down to NarrowWidth; the table
// gets the rest. least is what the two together ask for at least.
type around struct {
	p     *Panel
	least fyne.Size
}

// Layout places the table on the left and the column on the right.
func (l around) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) < 2 {
		return
	}
	if k := scale(size); k != l.p.k && l.p.wrap != nil {
		l.p.k = k
		l.p.wrap.Theme = look.Scaled(k)
		l.p.wrap.Refresh()
	}
	w := min(max(size.Width-tableWide, NarrowWidth), Width*max(l.p.k, 1))
	l.p.narrow = w < Width
	objs[0].Move(fyne.Position{})
	objs[0].Resize(fyne.NewSize(size.Width-w, size.Height))
	objs[1].Move(fyne.NewPos(size.Width-w, 0))
	objs[1].Resize(fyne.NewSize(w, size.Height))
}

// MinSize is the least size Around was given, and the column's height.
func (l around) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := l.least.Height
	if len(objs) > 1 {
		h = max(h, objs[1].MinSize().Height)
	}
	return fyne.NewSize(l.least.Width, h)
}

// pairLayout puts two buttons of the chapter's column side by side, or
// one under the other while the column is narrow.
type pairLayout struct{ p *Panel }

// Layout places the buttons.
func (l *pairLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	gap := theme.Padding()
	if l.p.narrow {
		h := (size.Height - gap) / 2
		for i, o := range objs {
			o.Move(fyne.NewPos(0, float32(i)*(h+gap)))
			o.Resize(fyne.NewSize(size.Width, h))
		}
		return
	}
	w := (size.Width - gap) / 2
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*(w+gap), 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

// MinSize is the buttons' side by side, or one under the other.
func (l *pairLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		w, h = max(w, m.Width), max(h, m.Height)
	}
	if l.p.narrow {
		return fyne.NewSize(w, 2*h+theme.Padding())
	}
	return fyne.NewSize(2*w+theme.Padding(), h)
}

// Update shows the chapter's state on the host's sitting: the step, its
// prompt, a refusal.
func (p *Panel) Update() {
	run, m := p.run, p.h.Sitting()
	if m == nil {
		return
	}
	l := run.Chapter()
	w := columnWords{
		title: trf("Chapter %d of %d: %s", run.Index()+1, len(course.Chapters()), l.Title),
		intro: l.Intro,
		again: tr("Start again"), leave: tr("Leave the chapter"),
		rules: tr("Rule book"), words: tr("Glossary"),
	}
	st := m.State()
	done := st.Phase() == game.Done
	s, k, mine := run.Step(m)
	switch {
	case done:
		w.counter, w.prompt = tr("Chapter complete"), l.Outro
	case mine:
		w.counter, w.prompt = trf("Step %d of %d", k+1, len(l.Steps)), s.Prompt()
	case run.Watching(m):
		w.counter = trf("Step %d of %d", len(l.Steps), len(l.Steps))
		w.prompt = tr("The rest of the deal plays itself: watch the tricks.")
	default:
		w.counter = trf("Step %d of %d", min(run.DoneSteps(m)+1, len(l.Steps)), len(l.Steps))
		w.prompt = tr("Watch what the others play.")
	}
	if title, wrong := run.Wrong(); wrong != "" && mine {
		w.wrongTitle, w.wrong = title, wrong
	}
	if done && len(l.Summary) > 0 {
		w.summaryTitle, w.summary = tr("To remember"), "• "+strings.Join(l.Summary, "\n• ")
	}
	if done {
		w.next = run.NextLabel()
	}
	// Most steps change nothing in the column (the others' cards): setting
	// the same words again at the same width would wrap every label anew,
	// which is most of what a chapter costs.
	w.width = p.root.Size().Width
	if w == p.shown {
		p.revealPrompt()
		return
	}
	p.shown = w
	for _, l := range []struct {
		set  func(string)
		now  string
		want string
	}{
		{p.title.SetText, p.title.Text, w.title}, {p.intro.SetText, p.intro.Text, w.intro},
		{p.again.SetText, p.again.Text, w.again}, {p.leave.SetText, p.leave.Text, w.leave},
		{p.rules.SetText, p.rules.Text, w.rules}, {p.words.SetText, p.words.Text, w.words},
		{p.counter.SetText, p.counter.Text, w.counter}, {p.prompt.SetText, p.prompt.Text, w.prompt},
		{p.wrongTitle.SetText, p.wrongTitle.Text, w.wrongTitle}, {p.wrong.SetText, p.wrong.Text, w.wrong},
		{p.summaryTitle.SetText, p.summaryTitle.Text, w.summaryTitle}, {p.summary.SetText, p.summary.Text, w.summary},
		{p.next.SetText, p.next.Text, w.next},
	} {
		if l.now != l.want {
			l.set(l.want)
		}
	}
	showIf(p.wrongBox, w.wrong != "")
	showIf(p.summaryBox, w.summary != "")
	showIf(p.next, done)
	// A wrapped label knows its height only once it has its width: lay the
	// column out twice, so a text shown for the first time gets its room
	// (the title above the column as well as the column's labels).
	p.root.Refresh()
	p.root.Refresh()
	p.revealPrompt()
}

// revealPrompt scrolls the column so that the step's prompt, a refusal
// under it and the summary card are in sight: in a small window the
// chapter's introduction above them fills the column, and what to do now
// matters most.
func (p *Panel) revealPrompt() {
	if p.scroll == nil || p.promptBox == nil {
		return
	}
	last := fyne.CanvasObject(p.promptBox)
	for _, o := range []fyne.CanvasObject{p.wrongBox, p.summaryBox} {
		if o.Visible() {
			last = o
		}
	}
	top := p.promptBox.Position().Y
	bottom := last.Position().Y + last.Size().Height
	view := p.scroll.Size().Height
	if view <= 0 {
		return
	}
	off := p.scroll.Offset.Y
	switch {
	case bottom-top > view:
		off = top // longer than the column: its start
	case bottom > off+view:
		off = bottom - view
	case top < off:
		off = top
	default:
		return
	}
	p.scroll.ScrollToOffset(fyne.NewPos(0, off))
}

// columnWords is everything the chapter's column says: the words of its
// labels and buttons ("" hides the refusal, the summary and Next), and
// the width they were wrapped at.
type columnWords struct {
	title, intro, counter, prompt string
	again, leave, rules, words    string
	wrongTitle, wrong             string
	summaryTitle, summary, next   string
	width                         float32
}

// showIf shows o when show holds, else hides it.
func showIf(o fyne.CanvasObject, show bool) {
	if show {
		o.Show()
	} else {
		o.Hide()
	}
}
