package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestLessonPromptInSight: in the smallest window, at every step of every
// chapter, the step's prompt lies in the visible part of the chapter's
// column — the introduction above it fills the column there, and a newcomer
// who sees only the introduction does not know what to do now.
func TestLessonPromptInSight(t *testing.T) {
	defer SetLanguage("en")
	langs := []string{"en", "de"}
	if testing.Short() {
		langs = langs[1:] // German, whose introductions are the longer; both with make test-long
	}
	for _, l := range langs {
		SetLanguage(l)
		for i := range lessons() {
			c := newTestTable(t, Options{Seed: 5})
			if err := c.StartLesson(i); err != nil {
				t.Fatal(err)
			}
			c.win.Resize(smallWindow)
			for k, st := range lessons()[i].steps {
				p := c.lesson.panel
				p.update()
				top, bottom := p.promptBox.Position().Y, p.promptBox.Position().Y+p.promptBox.Size().Height
				view := p.scroll.Size().Height
				off := p.scroll.Offset.Y
				if bottom-top <= view && (top < off-0.5 || bottom > off+view+0.5) {
					t.Errorf("%s chapter %d step %d: the prompt at %.0f–%.0f is out of sight (%.0f–%.0f shown)",
						l, i+1, k+1, top, bottom, off, off+view)
				}
				lessonMove(t, c, st.want)
			}
		}
	}
}

// TestLessonTitleInSight: in the smallest window and a large one, at every
// step of every chapter, the chapter's title stands whole at the top of the
// column: the column scrolled to the step's prompt once hid it.
func TestLessonTitleInSight(t *testing.T) {
	defer SetLanguage("en")
	for _, l := range []string{"en", "de"} {
		SetLanguage(l)
		sizes := []fyne.Size{smallWindow, fyne.NewSize(1280, 800)}
		if testing.Short() {
			sizes = sizes[:1] // the width where a title is cut first
		}
		for _, size := range sizes {
			for i := range lessons() {
				c := newTestTable(t, Options{Seed: 5})
				if err := c.StartLesson(i); err != nil {
					t.Fatal(err)
				}
				c.win.Resize(size)
				for k, st := range lessons()[i].steps {
					p := c.lesson.panel
					p.update()
					if !inWindow(c, p.title) || p.title.Size().Height < p.title.MinSize().Height-0.5 ||
						!p.title.Visible() || p.title.Text == "" {
						t.Errorf("%s %.0f chapter %d step %d: the title %q at %v is cut (least %v)",
							l, size.Width, i+1, k+1, p.title.Text, p.title.Size(), p.title.MinSize())
					}
					lessonMove(t, c, st.want)
				}
			}
		}
	}
}

// inWindow reports whether o lies wholly inside the window's canvas.
func inWindow(c *Controller, o fyne.CanvasObject) bool {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := c.win.Canvas().Size()
	return p.X >= -0.5 && p.Y >= -0.5 && p.X+o.Size().Width <= s.Width+0.5 && p.Y+o.Size().Height <= s.Height+0.5
}
