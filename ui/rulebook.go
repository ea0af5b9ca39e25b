package ui

import (
	"fmt"
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// rulebookView is the rule book's content: the chapters on the left, the
// chosen chapter's text on the right.
type rulebookView struct {
	chapters []text.Chapter
	list     *widget.List
	text     *widget.RichText
	scroll   *container.Scroll
	shown    int
	root     fyne.CanvasObject
}

// newRulebookView shows the rule book of language l (English when there is
// none in l).
func newRulebookView(l string) (*rulebookView, error) {
	chs, err := text.Rulebook(l)
	if err != nil {
		if chs, err = text.Rulebook(store.LanguageEnglish); err != nil {
			return nil, err
		}
	}
	v := &rulebookView{chapters: chs, text: widget.NewRichText()}
	v.text.Wrapping = fyne.TextWrapWord
	v.list = widget.NewList(
		func() int { return len(v.chapters) },
		func() fyne.CanvasObject { return widget.NewLabel("Zwei Verschiedene") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, v.chapters[i].Title))
		})
	v.list.OnSelected = v.show
	v.scroll = container.NewVScroll(v.text)
	split := container.NewHSplit(v.list, v.scroll)
	split.Offset = 0.27
	v.root = split
	v.list.Select(0)
	return v, nil
}

// show puts chapter i on the right.
func (v *rulebookView) show(i widget.ListItemID) {
	if i < 0 || i >= len(v.chapters) {
		return
	}
	v.shown = i
	ch := v.chapters[i]
	v.text.ParseMarkdown("# " + ch.Title + "\n\n" + ch.Body)
	v.scroll.ScrollToTop()
}

// showRulebook opens the rule book in the UI's language.
func (c *Controller) showRulebook() {
	if c.win == nil {
		return
	}
	v, err := newRulebookView(Language())
	if err != nil {
		log.Printf("cego: %v", err)
		return
	}
	d := dialog.NewCustom(tr("Rule book"), tr("Close"), v.root, c.win)
	d.Resize(rulebookSize(dialogRoom(c.win.Canvas().Size(), c.menuBarHeight())))
	c.openDialog(d)
}

// rulebookSize is the rule book's size in the room a dialog has (dialogRoom).
func rulebookSize(room fyne.Size) fyne.Size {
	return fyne.NewSize(min(960, room.Width), min(680, room.Height))
}
