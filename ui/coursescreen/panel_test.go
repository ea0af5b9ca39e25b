package coursescreen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/text"
)

// TestLessonPromptInSight: in the smallest window, at every step of every
// chapter, the step's prompt lies in the visible part of the chapter's
// column — the introduction above it fills the column there, and a newcomer
// who sees only the introduction does not know what to do now.
func TestLessonPromptInSight(t *testing.T) {
	defer text.SetLanguage("en")
	langs := []string{"en", "de"}
	if testing.Short() {
		langs = langs[1:] // German, whose introductions are the longer; both with make test-long
	}
	for _, l := range langs {
		text.SetLanguage(l)
		for i := range course.Chapters() {
			c := openChapter(t, i, smallWindow)
			for k, st := range c.l.Steps {
				p := c.p
				p.Update()
				top, bottom := p.promptBox.Position().Y, p.promptBox.Position().Y+p.promptBox.Size().Height
				view := p.scroll.Size().Height
				off := p.scroll.Offset.Y
				if bottom-top <= view && (top < off-0.5 || bottom > off+view+0.5) {
					t.Errorf("%s chapter %d step %d: the prompt at %.0f–%.0f is out of sight (%.0f–%.0f shown)",
						l, i+1, k+1, top, bottom, off, off+view)
				}
				c.take(st.Want)
			}
		}
	}
}

// TestLessonTitleInSight: in the smallest window and a large one, at every
// step of every chapter, the chapter's title stands whole at the top of the
// column: the column scrolled to the step's prompt once hid it.
func TestLessonTitleInSight(t *testing.T) {
	defer text.SetLanguage("en")
	for _, l := range []string{"en", "de"} {
		text.SetLanguage(l)
		sizes := []fyne.Size{smallWindow, fyne.NewSize(1280, 800)}
		if testing.Short() {
			sizes = sizes[:1] // the width where a title is cut first
		}
		for _, size := range sizes {
			for i := range course.Chapters() {
				c := openChapter(t, i, size)
				for k, st := range c.l.Steps {
					p := c.p
					p.Update()
					if !c.inWindow(p.title) || p.title.Size().Height < p.title.MinSize().Height-0.5 ||
						!p.title.Visible() || p.title.Text == "" {
						t.Errorf("%s %.0f chapter %d step %d: the title %q at %v is cut (least %v)",
							l, size.Width, i+1, k+1, p.title.Text, p.title.Size(), p.title.MinSize())
					}
					c.take(st.Want)
				}
			}
		}
	}
}

// inWindow reports whether o lies wholly inside the window's canvas.
func (c *chapter) inWindow(o fyne.CanvasObject) bool {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := c.w.Canvas().Size()
	return p.X >= -0.5 && p.Y >= -0.5 && p.X+o.Size().Width <= s.Width+0.5 && p.Y+o.Size().Height <= s.Height+0.5
}

// TestLessonColumnGrowsWithTable: in a window of 1920×1040 the lesson's
// column is drawn at the table's larger scale, wider and in larger type
// than its 300 px (it kept them beside a table drawn a quarter larger);
// at 1280×800 and below it keeps them.
func TestLessonColumnGrowsWithTable(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1280, 800), fyne.NewSize(1920, 1040)} {
		c := openChapter(t, 0, size)
		p := c.p
		w, txt := p.root.Size().Width, p.wrap.Theme.Size(theme.SizeNameText)
		if size.Width < 1300 {
			if w > Width+0.5 || txt > theme.TextSize()+0.01 {
				t.Errorf("%v: the column is %.0f px wide, its text %.1f px", size, w, txt)
			}
			continue
		}
		if w < Width*1.15 || txt < theme.TextSize()*1.15 {
			t.Errorf("%v: the column is %.0f px wide, its text %.1f px; the column's scale is %.2f", size, w, txt, p.k)
		}
	}
}

// TestColumnFollowsChapter: the column names the chapter and its step
// with the step's prompt, explains a refused action under it until the
// right one, says when the others play, and at the deal's end gives the
// closing words, the summary and the way on.
func TestColumnFollowsChapter(t *testing.T) {
	i := 1 // following suit: the player defends
	c := openChapter(t, i, smallWindow)
	ls := course.Chapters()
	if got, want := c.p.title.Text, text.Trf("Chapter %d of %d: %s", i+1, len(ls), c.l.Title); got != want {
		t.Fatalf("title %q, want %q", got, want)
	}
	if c.p.prompt.Text != c.l.Steps[0].Prompt() || c.p.counter.Text != text.Trf("Step %d of %d", 1, len(c.l.Steps)) {
		t.Fatalf("first step: %q %q", c.p.counter.Text, c.p.prompt.Text)
	}
	for k := 0; k < 5; k++ {
		c.take(c.l.Steps[k].Want)
	}
	// step 6 asks for the 4 of diamonds: the 1 is legal but not it, a
	// trump is against the rules
	s := c.l.Steps[5]
	d1, _ := game.ParseAction("d1")
	if c.run.Check(c.h.m, d1, [4]string{"You", "Anna", "Sepp", "Vreni"}) == nil {
		t.Fatal("a card other than the step's was let through")
	}
	c.p.Update()
	if !c.p.wrongBox.Visible() || c.p.wrong.Text != s.Explanation() || !strings.Contains(c.p.wrongTitle.Text, text.CardName(uitest.MustCard(t, "d1"))) {
		t.Fatalf("the refusal shows %v %q %q", c.p.wrongBox.Visible(), c.p.wrongTitle.Text, c.p.wrong.Text)
	}
	c.take(s.Want)
	if c.p.wrongBox.Visible() || c.p.prompt.Text != c.l.Steps[6].Prompt() {
		t.Fatalf("after the right card: refusal shown %v, prompt %q", c.p.wrongBox.Visible(), c.p.prompt.Text)
	}
	if c.p.summaryBox.Visible() || c.p.next.Visible() {
		t.Fatal("the summary or the way on is shown before the end")
	}
	for k := 6; k < len(c.l.Steps); k++ {
		c.take(c.l.Steps[k].Want)
	}
	if st := c.h.m.State(); st.Phase() != game.Done {
		t.Fatal("the chapter's deal did not end")
	}
	if c.p.prompt.Text != c.l.Outro || c.p.counter.Text != text.Tr("Chapter complete") || !c.p.summaryBox.Visible() ||
		!strings.Contains(c.p.summary.Text, c.l.Summary[0]) || !c.p.next.Visible() || c.p.next.Text != c.run.NextLabel() {
		t.Fatalf("at the end: %q %q, summary %v %q, next %v %q", c.p.counter.Text, c.p.prompt.Text,
			c.p.summaryBox.Visible(), c.p.summary.Text, c.p.next.Visible(), c.p.next.Text)
	}
}

// TestColumnButtons: each of the column's buttons asks the host for its
// own thing, and only that.
func TestColumnButtons(t *testing.T) {
	c := openChapter(t, 0, smallWindow)
	for what, label := range map[string]string{"again": "Start again", "leave": "Leave the chapter",
		"rules": "Rule book", "words": "Glossary"} {
		b := uitest.FindButton(t, c.p.root, text.Tr(label))
		if b == nil {
			t.Fatalf("no button %q", label)
		}
		clear(c.h.pressed)
		test.Tap(b)
		if c.h.pressed[what] != 1 || len(c.h.pressed) != 1 {
			t.Errorf("%q asked the host %v, want %s once", label, c.h.pressed, what)
		}
	}
	clear(c.h.pressed)
	test.Tap(c.p.next)
	if c.h.pressed["next"] != 1 || len(c.h.pressed) != 1 {
		t.Errorf("Next asked the host %v", c.h.pressed)
	}
}
