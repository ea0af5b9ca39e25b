package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/store"
)

// TestInvitationFromHostToJoin: the host dialog's Copy button puts the
// table's invitation on the clipboard; pasted into Join's invitation
// field it fills the address and the code, and Join sits the friend down
// with the certificate pinned (kept in the settings for coming back). A
// malformed link is said so, and fills nothing.
func TestInvitationFromHostToJoin(t *testing.T) {
	c, w, p := hostingWindow(t, 4, 3)
	h := c.host.link.(*netHost).h
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no table dialog")
	}
	var copyButton *widget.Button
	walkObjects(t, top, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Copy the invitation" {
			copyButton = b
		}
	})
	if copyButton == nil {
		t.Fatalf("no Copy button in the table dialog:\n%s", overlayText(t, c))
	}
	if got := overlayText(t, c); !strings.Contains(got, "cego://"+h.Addr().String()+"/?code="+h.Code()+"&fp="+h.Fingerprint()[:8]+"…") {
		t.Errorf("the dialog does not show the invitation:\n%s", got)
	}
	test.Tap(copyButton)
	link := fyne.CurrentApp().Clipboard().Content()
	inv, err := netplay.ParseInvitation(link)
	if err != nil || inv != h.Invitation(h.Addr().String()) {
		t.Fatalf("the clipboard holds %q (%+v, %v), not the table's invitation", link, inv, err)
	}

	g, err := newWindowTable(fyne.CurrentApp(), fyne.CurrentApp().NewWindow("Guest"), Options{Seed: 5}, true)
	if err != nil {
		t.Fatal(err)
	}
	g.run = syncRunner{post: p.post}
	g.showJoinTable()
	invite, addr, code, join := joinFields(t, g)
	invite.SetText("cego://" + h.Addr().String() + "/?code=" + h.Code())
	if err := invite.Validate(); err == nil || !strings.Contains(err.Error(), "This invitation cannot be used: the invitation has no fingerprint") || addr.Text != "" || code.Text != "" {
		t.Errorf("a link without a fingerprint: address %q, code %q, said %v", addr.Text, code.Text, err)
	}
	// an invitation whose fingerprint is not the table's: refused, said
	other := netplay.Invitation{Addr: inv.Addr, Code: inv.Code, Fingerprint: strings.Repeat("ab", 32)}.Format()
	invite.SetText(other)
	test.Tap(join)
	p.until(t, "the refusal", func() bool { return strings.Contains(overlayText(t, g), "not the one in the invitation") })
	if g.guest != nil {
		t.Fatal("the friend sat down at a table with another certificate")
	}
	g.dismissDialog()
	g.showJoinTable()
	invite, addr, code, join = joinFields(t, g)
	addr.SetText(link) // pasted into the address: taken as the invitation
	if invite.Text != link || addr.Text != h.Addr().String() || code.Text != h.Code() {
		t.Fatalf("pasted: invitation %q, address %q, code %q", invite.Text, addr.Text, code.Text)
	}
	test.Tap(join)
	p.until(t, "the friend at the table", func() bool { return g.guest != nil })
	if tb := g.settings.Table; tb == nil || tb.Fingerprint != h.Fingerprint() || tb.Addr != h.Addr().String() {
		t.Errorf("the joined table is kept as %+v", tb)
	}
	g.closeTable()
	c.closeTable()
}

// joinFields finds the Join dialog's invitation, address and code fields
// and its Join button.
func joinFields(t *testing.T, c *Controller) (invite, addr, code *look.EscEntry, join *widget.Button) {
	t.Helper()
	walkObjects(t, c.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *look.EscEntry:
			switch o.PlaceHolder {
			case "cego://… (paste the host's invitation)":
				invite = o
			case "192.168.1.20:47474":
				addr = o
			case "from the host":
				code = o
			}
		case *widget.Button:
			if o.Text == "Join" {
				join = o
			}
		}
	})
	if invite == nil || addr == nil || code == nil || join == nil {
		t.Fatalf("the Join dialog lacks a field or its button:\n%s", overlayText(t, c))
	}
	return invite, addr, code, join
}

// TestRememberedCertificateChanged: a friend who types the address and
// code of a table he sat at before gets its kept certificate pinned; a
// table there with another certificate is refused, and said so — not as
// an invitation's.
func TestRememberedCertificateChanged(t *testing.T) {
	c, w, p := hostingWindow(t, 4, 3)
	_ = w
	h := c.host.link.(*netHost).h
	g, err := newWindowTable(fyne.CurrentApp(), fyne.CurrentApp().NewWindow("Guest"), Options{Seed: 5}, true)
	if err != nil {
		t.Fatal(err)
	}
	g.run = syncRunner{post: p.post}
	other, err := netplay.NewCertificate()
	if err != nil {
		t.Fatal(err)
	}
	g.settings.Table = &store.JoinedTable{Addr: h.Addr().String(), Code: h.Code(), Name: "Lena", Fingerprint: netplay.CertFingerprint(other)}
	g.joinTable(h.Addr().String(), strings.ToLower(h.Code()), "Lena")
	p.until(t, "the refusal", func() bool {
		return strings.Contains(overlayText(t, g), "not the one it had when you sat there")
	})
	if g.guest != nil {
		t.Error("the friend sat down at a table with another certificate")
	}
	c.closeTable()
}

// TestReconnectAnsweredByAnotherCertificate: a friend whose reconnection
// was answered with another certificate is told so when his Cego leaves
// the table, not that the host closed it or cannot be reached.
func TestReconnectAnsweredByAnotherCertificate(t *testing.T) {
	c, _, p := hostingWindow(t, 4, 3)
	h := c.host.link.(*netHost).h
	g, err := newWindowTable(fyne.CurrentApp(), fyne.CurrentApp().NewWindow("Guest"), Options{Seed: 5}, true)
	if err != nil {
		t.Fatal(err)
	}
	g.run = syncRunner{post: p.post}
	g.joinTable(h.Addr().String(), h.Code(), "Lena")
	p.until(t, "the friend at the table", func() bool { return g.guest != nil })
	g.onGuestEvent(guestEvent{kind: tableClosed, unreachable: true, impostor: true})
	if got := overlayText(t, g); !strings.Contains(got, "Cego was answered with another certificate than the table's") {
		t.Errorf("the friend is told:\n%s", got)
	}
	if g.guest != nil {
		t.Error("the friend still sits at the table")
	}
	c.closeTable()
}
