package ui

import (
	"embed"
	"fmt"
	"io/fs"
	"log"
	"path"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/store"
)

// The rule book: one Markdown file per chapter and language, written by us
// from RULES.md (translations/rulebook/<lang>/<n>-<name>.md). A chapter's
// first line is its title ("# The pack"); the files' names order the
// chapters and are the same in every language.
//
//go:embed translations/rulebook/de/*.md translations/rulebook/en/*.md
var rulebookFS embed.FS

// A chapter of the rule book.
type chapter struct {
	file  string // file name, the same in every language
	title string
	body  string // Markdown, without the title line
}

// rulebook reads the chapters of language l in order.
func rulebook(l string) ([]chapter, error) {
	dir := path.Join("translations/rulebook", l)
	names, err := fs.Glob(rulebookFS, dir+"/*.md")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("no rule book in %q", l)
	}
	sort.Strings(names)
	var out []chapter
	for _, name := range names {
		data, err := rulebookFS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		first, body, _ := strings.Cut(string(data), "\n")
		title, ok := strings.CutPrefix(first, "# ")
		if !ok || strings.TrimSpace(title) == "" {
			return nil, fmt.Errorf("%s: the first line must be the chapter's title (# …)", name)
		}
		out = append(out, chapter{file: path.Base(name), title: strings.TrimSpace(title), body: strings.TrimSpace(body)})
	}
	return out, nil
}

// rulebookChapter finds the chapter stored in file in the rule book the
// player opens (the UI's language, else English): its number and title as
// the rule book's list shows them.
func rulebookChapter(file string) (n int, title string, ok bool) {
	if file == "" {
		return 0, "", false
	}
	chs, err := rulebook(Language())
	if err != nil {
		if chs, err = rulebook(store.LanguageEnglish); err != nil {
			return 0, "", false
		}
	}
	for i, ch := range chs {
		if ch.file == file {
			return i + 1, ch.title, true
		}
	}
	return 0, "", false
}

// rulebookView is the rule book's content: the chapters on the left, the
// chosen chapter's text on the right.
type rulebookView struct {
	chapters []chapter
	list     *widget.List
	text     *widget.RichText
	scroll   *container.Scroll
	shown    int
	root     fyne.CanvasObject
}

// newRulebookView shows the rule book of language l (English when there is
// none in l).
func newRulebookView(l string) (*rulebookView, error) {
	chs, err := rulebook(l)
	if err != nil {
		if chs, err = rulebook(store.LanguageEnglish); err != nil {
			return nil, err
		}
	}
	v := &rulebookView{chapters: chs, text: widget.NewRichText()}
	v.text.Wrapping = fyne.TextWrapWord
	v.list = widget.NewList(
		func() int { return len(v.chapters) },
		func() fyne.CanvasObject { return widget.NewLabel("Zwei Verschiedene") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, v.chapters[i].title))
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
	v.text.ParseMarkdown("# " + ch.title + "\n\n" + ch.body)
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
	d.Resize(rulebookSize(c.win.Canvas().Size()))
	c.openDialog(d)
}

// rulebookSize is the rule book's size in a window of size w.
func rulebookSize(w fyne.Size) fyne.Size {
	return fyne.NewSize(min(960, w.Width-60), min(680, w.Height-60))
}
