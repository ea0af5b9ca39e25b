package ui

import (
	"crypto/tls"
	"errors"
	"log"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/text"
)

// The invitation: the host dialog shows the cego:// link to the table and
// copies it; Join takes a pasted one and fills the address and the code,
// and the join pins the table's certificate.

// tableCertificate is the certificate of the tables this window hosts,
// kept in the config folder so that a friend's Cego knows the table again
// (nil without a store: the table makes one of its own).
func (c *Controller) tableCertificate() *tls.Certificate {
	if c.store == nil {
		return nil
	}
	cert, err := netplay.KeptCertificate(c.store.ReadTableCert, c.store.SaveTableCert,
		func(format string, args ...any) { log.Printf("cego: "+format, args...) })
	if err != nil {
		log.Printf("cego: no table certificate: %v", err)
		return nil
	}
	return &cert
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
func (c *Controller) invitationBox(h *hostTable) fyne.CanvasObject {
	addrs := h.link.addresses()
	if len(addrs) == 0 {
		return nil
	}
	shown := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	link := ""
	var copyButton *widget.Button
	pick := func(addr string) {
		link = h.link.invitation(addr)
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

// joinInvitation is Join's invitation field: a pasted link fills the
// address and the code; the join then pins the link's fingerprint as
// long as the address and the code are still the link's. A malformed
// link is said under the field (its validation), and Join waits.
type joinInvitation struct {
	entry *look.EscEntry
	inv   netplay.Invitation // the pasted invitation; zero when none
}

// invitationEntry makes Join's invitation field for its address and code
// entries; an invitation pasted into the address goes into it.
func (c *Controller) invitationEntry(addr, code *look.EscEntry) *joinInvitation {
	j := &joinInvitation{entry: look.NewEscEntry(c.dismissDialog)}
	j.entry.SetPlaceHolder(tr("cego://… (paste the host's invitation)"))
	j.entry.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		if _, err := netplay.ParseInvitation(s); err != nil {
			return errors.New(trf("This invitation cannot be used: %s", text.Error(err)))
		}
		return nil
	}
	j.entry.OnChanged = func(s string) {
		j.inv = netplay.Invitation{}
		inv, err := netplay.ParseInvitation(s)
		if err != nil {
			return
		}
		j.inv = inv
		addr.SetText(inv.Addr)
		code.SetText(inv.Code)
	}
	prev := addr.OnChanged
	addr.OnChanged = func(s string) {
		if netplay.IsInvitation(s) {
			addr.SetText("")
			j.entry.SetText(strings.TrimSpace(s))
			return
		}
		if prev != nil {
			prev(s)
		}
	}
	return j
}

// fingerprint is the fingerprint to pin for a join at addr with code:
// the invitation's while they are its address and code, else "".
func (j *joinInvitation) fingerprint(addr, code string) string {
	if j.inv.Fingerprint == "" || addr != j.inv.Addr || netplay.NormalizeCode(code) != j.inv.Code {
		return ""
	}
	return j.inv.Fingerprint
}
