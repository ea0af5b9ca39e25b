package netscreen

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// HostedTable is the table this window hosts, as the host's table dialog
// sees it.
type HostedTable interface {
	Table
	// Code is the table's code, Addresses where friends can reach it.
	Code() string
	Addresses() []string
	// Invitation is the cego:// link to the table at addr (one of
	// Addresses).
	Invitation(addr string) string
	// RouterLine says what the home router did for the table; "" when
	// not asked.
	RouterLine() string
	// LetBotPlay lets the bot play for person p until he is back;
	// FreeSeat frees p's seat. Each says a refusal on the table itself.
	LetBotPlay(p int)
	FreeSeat(p int)
	// Dealt reports whether the host dealt the first deal; Deal deals it.
	Dealt() bool
	Deal()
}

// ShowHosted opens the host's table dialog: the invitation and what the
// home router did, the code and the addresses friends can join at, who
// sits where (a friend's seat can be given to its bot or freed), and
// closing the table, dealing (before the first deal) or wishing to end
// the sitting. closed runs when the dialog has closed.
func ShowHosted(host Host, t HostedTable, closed func()) *TableView {
	v := &TableView{}
	code := widget.NewLabelWithStyle(t.Code(), fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	code.SizeName = theme.SizeNameHeadingText
	addrs := widget.NewLabel(strings.Join(t.Addresses(), "\n"))
	if len(t.Addresses()) == 0 {
		addrs.SetText(tr("This computer has no network address now."))
	}
	seats := container.NewVBox()
	fill := func() {
		seats.RemoveAll()
		me, hosting := t.Me()
		for _, s := range t.Seats() {
			row := container.NewHBox(widget.NewLabel(SeatLine(s, me, hosting)))
			if s.Human && s.Person > 0 {
				p := s.Person
				if !s.BotIn {
					row.Add(widget.NewButton(tr("Let the bot play"), func() {
						t.LetBotPlay(p)
						v.Refresh()
					}))
				}
				row.Add(widget.NewButton(tr("Free this seat"), func() {
					t.FreeSeat(p)
					v.Refresh()
				}))
			}
			seats.Add(row)
		}
	}
	fill()
	v.refresh = fill
	var d dialog.Dialog
	buttons := container.NewHBox(closeButton(tr("Close the table"), &d, t))
	if !t.Dealt() {
		deal := widget.NewButton(tr("Deal"), func() {
			d.Hide()
			t.Deal()
		})
		deal.Importance = widget.HighImportance
		buttons.Add(deal)
	} else {
		buttons.Add(endWishCheck(t))
	}
	box := container.NewVBox()
	// what the home router did (asking, the port it opened, or why
	// not), and the invitation: made again when the router opened a port,
	// whose public address comes first
	router := widget.NewLabel("")
	router.Wrapping = fyne.TextWrapWord
	invite := container.NewVBox()
	var shownAddrs []string
	showInvite := func() {
		router.SetText(t.RouterLine())
		router.Hidden = router.Text == ""
		if addrs := t.Addresses(); shownAddrs == nil || !slices.Equal(addrs, shownAddrs) {
			shownAddrs = addrs
			invite.RemoveAll()
			if ib := invitationBox(t); ib != nil {
				invite.Add(ib)
				invite.Add(widget.NewSeparator())
			}
		}
		invite.Refresh()
		router.Refresh()
	}
	showInvite()
	v.router = showInvite
	// the invitation first, the router's sentence under it: the sentence
	// grows when the router answers, seconds after the dialog opened, and
	// must not move the Copy button from under the host's pointer
	box.Add(invite)
	box.Add(router)
	box.Add(container.NewHBox(widget.NewLabel(tr("Friends on this network can also join with the code")), code))
	box.Add(widget.NewLabel(tr("at one of these addresses (on this network the table is also listed):")))
	box.Add(addrs)
	// a window of 800×600 may not show it all (the router's sentence, a
	// choice of addresses): it scrolls, clear of the menu bar
	scroll := container.NewVScroll(box)
	// who sits at the table below the scrolled part, always in sight: a
	// friend's row that comes in must not land below what the scroll
	// shows (the dialog is sized once; the seats, one row each, keep
	// their number)
	foot := container.NewVBox(widget.NewSeparator(), seats, buttons)
	d = dialog.NewCustom(tr("Your table"), tr("Back to the table"), container.NewBorder(nil, foot, nil, nil, scroll), host.Window())
	host.OpenDialog(d, closed)
	// sized once: when the router answers, seconds later, its sentence
	// scrolls rather than the dialog growing and moving its buttons under
	// the host's pointer (a click on Deal then missed it)
	host.FitDialog(d, scroll, fyne.Size{})
	return v
}

// endWishCheck is the choice to end the sitting now, which needs every
// person at the table to agree.
func endWishCheck(t Table) fyne.CanvasObject {
	ch := widget.NewCheck(tr("I want to end the sitting now (when all agree)"), t.WantEnd)
	ch.SetChecked(t.WantsEnd())
	return ch
}

// closeButton closes the table dialog *d and the table (a host) or
// leaves it (a guest).
func closeButton(label string, d *dialog.Dialog, t Table) *widget.Button {
	return widget.NewButton(label, func() {
		(*d).Hide()
		t.Close()
	})
}

// shortInvitation is an invitation link as the host dialog shows it:
// the fingerprint cut to its first 8 digits (the Copy button copies it
// whole).
func shortInvitation(link string) string {
	if i := strings.Index(link, "fp="); i >= 0 && len(link) > i+3+8 {
		return link[:i+3+8] + "…"
	}
	return link
}

// invitationBox is the host dialog's invitation: the link for one of the
// table's addresses (a choice when there are several) and a button that
// copies it; nil when the computer has no address.
func invitationBox(t HostedTable) fyne.CanvasObject {
	addrs := t.Addresses()
	if len(addrs) == 0 {
		return nil
	}
	shown := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	link := ""
	var copyButton *widget.Button
	pick := func(addr string) {
		link = t.Invitation(addr)
		shown.SetText(shortInvitation(link))
		if copyButton != nil {
			copyButton.SetText(tr("Copy the invitation"))
		}
	}
	copyButton = widget.NewButtonWithIcon(tr("Copy the invitation"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(link)
		copyButton.SetText(tr("Copied: paste it into a message"))
	})
	copyButton.Importance = widget.HighImportance
	row := container.NewHBox(copyButton)
	if len(addrs) > 1 {
		sel := widget.NewSelect(addrs, pick)
		sel.SetSelected(addrs[0])
		row = container.NewHBox(sel, copyButton)
	} else {
		pick(addrs[0])
	}
	return container.NewVBox(
		widget.NewLabel(tr("Invite a friend: send him this link with the table's address, code and fingerprint.")),
		shown, row)
}
