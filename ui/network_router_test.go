package ui

import (
	"errors"
	"net/netip"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/netplay/portmap"
)

// TestRouterAnswerKeepsDealInPlace: the host's table dialog is open (in a
// window of 1280×900, where it is not yet as large as the window allows)
// while the home router is asked; seconds later it refuses, and
// its three-line sentence shows in the dialog — which keeps its size and
// its Deal button where it was (it grew and moved the button from under
// the host's pointer, and a click on Deal missed it: the real-input
// table tests failed so when the answer came at the click).
func TestRouterAnswerKeepsDealInPlace(t *testing.T) {
	c, w, _ := hostingWindow(t, 4, 3)
	w.Resize(fyne.NewSize(1280, 900))
	l := c.host.link.(*netHost)
	l.router.asked = true // as a table on every interface asks
	c.showTable()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no table dialog")
	}
	if !strings.Contains(overlayText(t, c), "Asking your router to open the table to the internet") {
		t.Errorf("the dialog does not say the router is asked:\n%s", overlayText(t, c))
	}
	deal := uitest.FindButton(t, top, tr("Deal"))
	if deal == nil {
		t.Fatal("no Deal button")
	}
	where := fyne.CurrentApp().Driver().AbsolutePositionForObject(deal)
	size := top.Size()

	l.router.answered = true
	l.router.err = &portmap.Error{Reason: portmap.Refused, Port: 47474, Local: netip.MustParseAddr("192.168.1.2"), Err: errors.New("refused")}
	c.onHostEvent(hostEvent{kind: routerAnswered})
	if got := overlayText(t, c); !strings.Contains(got, "Your router did not open a port for Cego") {
		t.Errorf("the refusal is not in the dialog:\n%s", got)
	}
	if top.Size() != size {
		t.Errorf("the dialog changed its size from %v to %v when the router answered", size, top.Size())
	}
	if now := fyne.CurrentApp().Driver().AbsolutePositionForObject(deal); now != where {
		t.Errorf("the Deal button moved from %v to %v when the router answered", where, now)
	}
}

// TestFriendRowInSight: in a window of 800×600 the router refuses (its
// sentence fills three lines of the dialog, which keeps its size), then a
// friend joins: his row stands in the visible part of the dialog. The
// rows stood below the router's sentence and the addresses, scrolled out
// of sight, and the host did not see his friend arrive (the real-input
// table tests waited for the row in vain when the router answered first).
func TestFriendRowInSight(t *testing.T) {
	c, w, p := hostingWindow(t, 4, 3)
	w.Resize(smallWindow)
	l := c.host.link.(*netHost)
	l.router.asked = true
	c.showTable()
	l.router.answered = true
	l.router.err = &portmap.Error{Reason: portmap.Refused, Port: 47474, Local: netip.MustParseAddr("192.168.1.2"), Err: errors.New("refused")}
	c.onHostEvent(hostEvent{kind: routerAnswered})
	h := l.h
	joinAsBot(t, h.Addr().String(), h.Code(), "Sepp", 10)
	want := "Sepp — a friend at the table"
	p.until(t, "Sepp's row in the dialog", func() bool { return strings.Contains(overlayText(t, c), want) })
	top := w.Canvas().Overlays().Top()
	top.Refresh() // laid out as the window draws it
	var row fyne.CanvasObject
	walkObjects(t, top, func(o fyne.CanvasObject) {
		if lb, ok := o.(*widget.Label); ok && lb.Text == want {
			row = lb
		}
	})
	if row == nil {
		t.Fatalf("no label %q in the dialog", want)
	}
	d := fyne.CurrentApp().Driver()
	y, bottom := d.AbsolutePositionForObject(row).Y, d.AbsolutePositionForObject(row).Y+row.Size().Height
	if y < 0 || bottom > w.Canvas().Size().Height {
		t.Errorf("Sepp's row at %.0f–%.0f lies outside the window", y, bottom)
	}
	// in the scrolled part, it must lie in what the scroll shows
	if scroll := findScroll(top); scroll != nil {
		inside := false
		walkObjects(t, scroll.Content, func(o fyne.CanvasObject) { inside = inside || o == row })
		sy := d.AbsolutePositionForObject(scroll).Y
		if inside && (y < sy-0.5 || bottom > sy+scroll.Size().Height+0.5) {
			t.Errorf("Sepp's row at %.0f–%.0f, the scroll shows %.0f–%.0f", y, bottom, sy, sy+scroll.Size().Height)
		}
	}
}
