package netscreen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/internal/uitest"
)

// testTable is a hosted table as the dialog sees it in a test.
type testTable struct {
	seats          []Seat
	addrs          []string
	router         string
	dealt, dealing bool
	wants          bool
	proposed       []bool
	freed, botted  []int
	closed         bool
}

func (t *testTable) Seats() []Seat       { return t.seats }
func (t *testTable) Me() (int, bool)     { return 0, true }
func (t *testTable) WantsEnd() bool      { return t.wants }
func (t *testTable) WantEnd(on bool)     { t.wants = on; t.proposed = append(t.proposed, on) }
func (t *testTable) Close()              { t.closed = true }
func (t *testTable) Code() string        { return "ABCDEF" }
func (t *testTable) Addresses() []string { return t.addrs }
func (t *testTable) Invitation(addr string) string {
	return "cego://" + addr + "/?code=ABCDEF&fp=0123456789abcdef"
}
func (t *testTable) RouterLine() string { return t.router }
func (t *testTable) Dealt() bool        { return t.dealt }
func (t *testTable) Deal()              { t.dealing = true }
func (t *testTable) LetBotPlay(p int) {
	t.botted = append(t.botted, p)
	t.seats[p].BotIn = true
}
func (t *testTable) FreeSeat(p int) {
	t.freed = append(t.freed, p)
	t.seats[p] = Seat{Person: p, Name: "Sepp"}
}

func fourSeats() []Seat {
	return []Seat{{Person: 0, Name: "Hans", Host: true, Human: true, Connected: true},
		{Person: 1, Name: "Grete", Human: true, Connected: true},
		{Person: 2, Name: "Sepp"}, {Person: 3, Name: "Vreni"}}
}

// TestHostedDialog: the host's table dialog shows the invitation for the
// table's address, the code, who sits where; a friend's seat can be given
// to its bot and freed, and the seats are said again; the router's answer
// shows when it comes; Deal deals and closes the dialog.
func TestHostedDialog(t *testing.T) {
	h := newTestHost(t)
	tb := &testTable{seats: fourSeats(), addrs: []string{"127.0.0.1:47474"}}
	closed := 0
	v := ShowHosted(h, tb, func() { closed++ })
	said := func() string { return strings.Join(uitest.Texts(h.top(t)), "\n") + "\n" + labels(t, h.top(t)) }
	got := said()
	for _, want := range []string{"Hans (you, the host)", "Grete — a friend at the table", "Sepp — a bot (free for a friend)",
		"cego://127.0.0.1:47474/?code=ABCDEF&fp=01234567…", "ABCDEF"} {
		if !strings.Contains(got, want) {
			t.Errorf("the dialog does not say %q:\n%s", want, got)
		}
	}
	test.Tap(uitest.FindButton(t, h.top(t), "Let the bot play"))
	if len(tb.botted) != 1 || tb.botted[0] != 1 || !strings.Contains(said(), "Grete — at the table; the bot plays for now") {
		t.Errorf("the bot for Grete: %v\n%s", tb.botted, said())
	}
	test.Tap(uitest.FindButton(t, h.top(t), "Free this seat"))
	if len(tb.freed) != 1 || tb.freed[0] != 1 || strings.Contains(said(), "Grete") {
		t.Errorf("Grete's seat freed: %v\n%s", tb.freed, said())
	}
	tb.router = "Your router opened port 47474 for Cego."
	v.RouterAnswered()
	if !strings.Contains(said(), tb.router) {
		t.Errorf("the router's answer is not shown:\n%s", said())
	}
	test.Tap(uitest.FindButton(t, h.top(t), "Deal"))
	if !tb.dealing || closed != 1 {
		t.Errorf("Deal: dealt %v, dialog closed %d times", tb.dealing, closed)
	}
	v.Refresh() // a closed dialog's refresh changes nothing it shows
	var none *TableView
	none.Refresh()
	none.RouterAnswered()
}

// TestHostedDialogAfterDeal: once dealt, the dialog offers the wish to
// end the sitting instead of Deal; Close the table closes it.
func TestHostedDialogAfterDeal(t *testing.T) {
	h := newTestHost(t)
	tb := &testTable{seats: fourSeats(), dealt: true, wants: true}
	ShowHosted(h, tb, func() {})
	if uitest.FindButton(t, h.top(t), "Deal") != nil {
		t.Error("Deal offered after the first deal")
	}
	var wish *widget.Check
	walk(t, h.top(t), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok {
			wish = c
		}
	})
	if wish == nil || !wish.Checked {
		t.Fatalf("the wish to end is not shown as the host's: %+v", wish)
	}
	test.Tap(wish)
	if tb.wants || len(tb.proposed) == 0 || tb.proposed[len(tb.proposed)-1] {
		t.Errorf("unticked: wants %v, proposed %v", tb.wants, tb.proposed)
	}
	if !strings.Contains(labels(t, h.top(t)), "This computer has no network address now.") {
		t.Errorf("no address is not said:\n%s", labels(t, h.top(t)))
	}
	test.Tap(uitest.FindButton(t, h.top(t), "Close the table"))
	if !tb.closed {
		t.Error("Close the table did not close it")
	}
}

// labels are the texts of every label under o, renderers entered.
func labels(t *testing.T, o fyne.CanvasObject) string {
	var out []string
	walk(t, o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, "\n")
}

// TestSeatLine: each kind of seat said as the window sees it.
func TestSeatLine(t *testing.T) {
	for _, c := range []struct {
		s       Seat
		me      int
		hosting bool
		want    string
	}{
		{Seat{Person: 0, Name: "Hans", Host: true, Human: true}, 0, true, "Hans (you, the host)"},
		{Seat{Person: 2, Name: "Lena", Human: true}, 2, false, "Lena (you)"},
		{Seat{Person: 0, Name: "Hans", Host: true, Human: true}, 2, false, "Hans, the host"},
		{Seat{Person: 1, Name: "Grete", Human: true, Connected: true, BotIn: true}, 0, true, "Grete — at the table; the bot plays for now"},
		{Seat{Person: 1, Name: "Grete", Human: true, Connected: true, WantsEnd: true}, 0, true, "Grete — a friend at the table · wants to end"},
		{Seat{Person: 1, Name: "Zed", Human: true}, 0, true, "Zed — away; the bot plays for now"},
		{Seat{Person: 3, Name: "Vreni"}, 0, true, "Vreni — a bot (free for a friend)"},
	} {
		if got := SeatLine(c.s, c.me, c.hosting); got != c.want {
			t.Errorf("%+v to %d: %q, want %q", c.s, c.me, got, c.want)
		}
	}
}
