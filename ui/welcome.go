package ui

import (
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/settingsscreen"
	"github.com/cego-spiel/cego/ui/store"
)

// The welcome of a first start: a person who has never played here is
// offered the first guided deal, plain play, and the language, before
// anything else; the table behind waits. It is shown when there is no
// settings file (and no sitting to resume), and writes the settings when
// it closes, so it does not come back; Help → Welcome… shows it again.

// Texts of the welcome.
const (
	txtWelcomeTitle = "Welcome to Cego"
	txtWelcomeText  = "Cego is the tarot card game of the Black Forest: 54 cards, an auction up the Cego ladder, and tricks counted in threes.\n\nNew to Cego? The course teaches it chapter by chapter, on prepared deals: what to do, and why."
	txtLearnToPlay  = "Learn to play"
	txtPlay         = "Play"
	txtWelcomeMenu  = "Welcome…"
	txtLanguage     = "Language"
)

// showWelcome opens the welcome over the table.
func (c *Controller) showWelcome() {
	if c.win == nil {
		return
	}
	var d dialog.Dialog
	text := widget.NewLabel(tr(txtWelcomeText))
	text.Wrapping = fyne.TextWrapWord
	var names []string
	for _, l := range []string{store.LanguageGerman, store.LanguageEnglish} {
		names = append(names, settingsscreen.LanguageNames[l])
	}
	language := widget.NewRadioGroup(names, nil)
	language.Horizontal = true
	language.SetSelected(settingsscreen.LanguageNames[Language()])
	language.OnChanged = func(name string) {
		for l, n := range settingsscreen.LanguageNames {
			if n == name && l != Language() {
				s := c.settings
				s.Language = l
				c.applySettings(s)
				// the welcome again, in the language chosen
				d.Hide()
				c.showWelcome()
				return
			}
		}
	}
	learn := widget.NewButton(tr(txtLearnToPlay), func() {
		d.Hide()
		c.welcomed()
		if err := c.StartLesson(0); err != nil {
			log.Printf("cego: %v", err)
			c.showError(err)
		}
	})
	learn.Importance = widget.HighImportance
	play := widget.NewButton(tr(txtPlay), func() {
		d.Hide()
		c.welcomed()
	})
	body := container.NewVBox(
		text,
		container.NewHBox(widget.NewLabel(tr(txtLanguage)), language),
		container.NewGridWithColumns(2, learn, play),
	)
	d = dialog.NewCustomWithoutButtons(tr(txtWelcomeTitle), body, c.win)
	d.Resize(fyne.NewSize(min(560, c.win.Canvas().Size().Width-40), 0))
	c.openDialog(d)
}

// welcomed writes the settings as they are, so a later start knows the
// person has been welcomed.
func (c *Controller) welcomed() {
	c.saveSettings()
}
