package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/netscreen"
	"github.com/cego-spiel/cego/ui/store"
)

// TestHostDialogNamesFriendsSeat (#33 item 9): after the program ended
// and the sitting was resumed, Host a table… going on with that sitting
// does not call a friend's seat the bot's ("Anna, until a friend sits
// there") but says it is kept for the friend; a new sitting's seats are
// the bots' until a friend sits down.
func TestHostDialogNamesFriendsSeat(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	w := a.NewWindow("Cego")
	w.Resize(fyne.NewSize(1100, 800))
	c, err := newWindowTable(a, w, Options{Seed: 3}, true)
	if err != nil {
		t.Fatal(err)
	}
	c.settings.Hosted = &store.HostedTable{Code: "ABCDEF", Tokens: []string{"", "tok", "", ""}, Names: []string{"Hans", "Grete", "Sepp", "Vreni"}}
	c.setPersonName(1, "Grete") // as the resumed sitting names seat 1
	c.showHostTable()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no host dialog")
	}
	var goOn *widget.Check
	walkObjects(t, top, func(o fyne.CanvasObject) {
		if ch, ok := o.(*widget.Check); ok && ch.Text == "Go on with the sitting at this window" {
			goOn = ch
		}
	})
	if goOn == nil {
		t.Fatalf("no choice to go on with the sitting:\n%s", overlayText(t, c))
	}
	if got := overlayText(t, c); !strings.Contains(got, "Anna, until a friend sits there") || strings.Contains(got, "Grete") {
		t.Errorf("a new sitting's seats are not the bots':\n%s", got)
	}
	goOn.SetChecked(true)
	got := overlayText(t, c)
	if !strings.Contains(got, "kept for Grete") || strings.Contains(got, "Anna") {
		t.Errorf("going on, seat 2 is not said to be kept for Grete:\n%s", got)
	}
	if !strings.Contains(got, "Sepp, until a friend sits there") {
		t.Errorf("going on, seat 3 is not said to be the bot's:\n%s", got)
	}
}

// TestAwaySeatIsNotCalledFree (#33 item 9): at a joined table, the seat of
// a guest who left (his token still holds it: the free count is 0) is an
// away person's, not "a bot (free for a friend)"; a seat nobody holds is.
func TestAwaySeatIsNotCalledFree(t *testing.T) {
	kinds := []netplay.Kind{netplay.KindHost, netplay.KindGuest, netplay.KindGuest, netplay.KindBot}
	u := netplay.Update{Names: []string{"Hans", "Grete", "Zed", "Vreni"},
		Connected: []bool{true, true, false, true}, BotIn: make([]bool, 4), Taken: []bool{false, true, true, false}}
	seats := seatsOf(kinds, u)
	if line := netscreen.SeatLine(seats[2], 1, false); line != "Zed — away; the bot plays for now" {
		t.Errorf("the seat of the guest who left is said as %q", line)
	}
	u.Taken[2] = false
	if line := netscreen.SeatLine(seatsOf(kinds, u)[2], 1, false); line != "Zed — a bot (free for a friend)" {
		t.Errorf("a free seat is said as %q", line)
	}
}
