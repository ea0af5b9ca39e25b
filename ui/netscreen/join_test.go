package netscreen

import (
	"context"
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/netplay"
)

// joinEntries finds Join's invitation, address, code and name fields.
func joinEntries(t *testing.T, h *testHost) (invite, addr, code, name *look.EscEntry) {
	t.Helper()
	walk(t, h.top(t), func(o fyne.CanvasObject) {
		if e, ok := o.(*look.EscEntry); ok {
			switch e.PlaceHolder {
			case "cego://… (paste the host's invitation)":
				invite = e
			case "192.168.1.20:47474":
				addr = e
			case "from the host":
				code = e
			case "Your name":
				name = e
			}
		}
	})
	if invite == nil || addr == nil || code == nil || name == nil {
		t.Fatal("the Join dialog lacks a field")
	}
	return
}

// TestJoinTakesInvitation: Join's fields start as the window fills them
// in; the tables the search finds are offered and one chosen fills the
// address; a pasted invitation (into its field or the address) fills the
// address and the code, and the join pins its fingerprint only while they
// are still the invitation's; a field's Escape closes the dialog.
func TestJoinTakesInvitation(t *testing.T) {
	h := newTestHost(t)
	type join struct{ addr, fp, code, name string }
	var joins []join
	inv := netplay.Invitation{Addr: "127.0.0.1:47474", Code: "ABCDEF", Fingerprint: strings.Repeat("ab", 32)}
	ShowJoin(h, JoinSetup{Addr: "127.0.0.9:47474", Code: "OLD", Name: "Lena",
		Search: func(context.Context) ([]FoundTable, error) {
			return []FoundTable{{Name: "Hans", Addr: "192.0.2.7:47474"}}, nil
		},
		Join: func(addr, fp, code, name string) { joins = append(joins, join{addr, fp, code, name}) }})
	invite, addr, code, name := joinEntries(t, h)
	if addr.Text != "127.0.0.9:47474" || code.Text != "OLD" || name.Text != "Lena" {
		t.Errorf("the fields start as %q, %q, %q", addr.Text, code.Text, name.Text)
	}
	var found *widget.Select
	walk(t, h.top(t), func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok {
			found = s
		}
	})
	if found == nil || len(found.Options) != 1 || found.PlaceHolder != "Choose a table" {
		t.Fatalf("the tables found are not offered: %+v", found)
	}
	found.SetSelected(found.Options[0])
	if addr.Text != "192.0.2.7:47474" {
		t.Errorf("the table chosen fills the address with %q", addr.Text)
	}

	addr.SetText(inv.Format()) // pasted into the address: the invitation's
	if invite.Text != inv.Format() || addr.Text != inv.Addr || code.Text != inv.Code {
		t.Fatalf("pasted: invitation %q, address %q, code %q", invite.Text, addr.Text, code.Text)
	}
	h.ok()
	code.SetText("OTHER") // no longer the invitation's: nothing pinned
	h.ok()
	want := []join{{inv.Addr, inv.Fingerprint, inv.Code, "Lena"}, {inv.Addr, "", "OTHER", "Lena"}}
	if len(joins) != 2 || joins[0] != want[0] || joins[1] != want[1] {
		t.Errorf("joined %+v, want %+v", joins, want)
	}

	invite.SetText("cego://127.0.0.1:47474/?code=ABCDEF")
	if err := invite.Validate(); err == nil || !strings.Contains(err.Error(), "This invitation cannot be used") {
		t.Errorf("a link without a fingerprint is said as %v", err)
	}
	test.Type(addr, "x")
	addr.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if h.dismissed != 1 {
		t.Errorf("Escape in a field closed %d dialogs", h.dismissed)
	}
}

// TestJoinSearchFails: a search that fails says so in the list's place.
func TestJoinSearchFails(t *testing.T) {
	h := newTestHost(t)
	ShowJoin(h, JoinSetup{Search: func(context.Context) ([]FoundTable, error) { return nil, errors.New("no network") },
		Join: func(_, _, _, _ string) {}})
	var found *widget.Select
	walk(t, h.top(t), func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok {
			found = s
		}
	})
	if found == nil || found.PlaceHolder != "The search failed; type the address" {
		t.Errorf("a failed search is said as %+v", found)
	}
}

// TestShortInvitation: the dialog shows the fingerprint's first 8 digits.
func TestShortInvitation(t *testing.T) {
	link := "cego://127.0.0.1:47474/?code=ABCDEF&fp=" + strings.Repeat("ab", 32)
	if got := shortInvitation(link); got != "cego://127.0.0.1:47474/?code=ABCDEF&fp=abababab…" {
		t.Errorf("shown as %q", got)
	}
	if got := shortInvitation("cego://x/?code=A"); got != "cego://x/?code=A" {
		t.Errorf("a link without a fingerprint shown as %q", got)
	}
}
