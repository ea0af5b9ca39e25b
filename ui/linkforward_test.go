package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestInvitationHandedOver: a link a later program hands over opens Join
// filled in; at a hosted table the host is asked first whether to close
// it, and Join opens only when he does.
func TestInvitationHandedOver(t *testing.T) {
	const link = "cego://192.0.2.7:47474/?code=K7M2QX&fp=5b87d835aa0b71c3d2e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6"
	c, _, _ := hostingWindow(t, 4, 3)
	c.openInvitation(link)
	if got := overlayText(t, c); !strings.Contains(got, "You host a table with friends. Close it?") {
		t.Fatalf("at the table, the link does not ask to close it first:\n%s", got)
	}
	var yes *widget.Button
	walkObjects(t, c.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Yes" {
			yes = b
		}
	})
	if yes == nil {
		t.Fatalf("no Yes in the question:\n%s", overlayText(t, c))
	}
	test.Tap(yes)
	if c.host != nil {
		t.Fatal("the table is still open after Yes")
	}
	invite, addr, code, _ := joinFields(t, c)
	if invite.Text != link || addr.Text != "192.0.2.7:47474" || code.Text != "K7M2QX" {
		t.Errorf("Join holds %q, %q, %q", invite.Text, addr.Text, code.Text)
	}
}
