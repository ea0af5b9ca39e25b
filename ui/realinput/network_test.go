package realinput

import (
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// builtEnv names the program a test started in a network namespace uses
// (built by the test outside it), and netnsEnv marks that test.
const (
	builtEnv = "CEGO_REALINPUT_BIN"
	netnsEnv = "CEGO_REALINPUT_NETNS"
)

// inNamespace runs test name again inside a network namespace of its own
// with only loopback up (multicast on, for the table's announcement): the
// programs under test talk to each other there and never to a network.
// It reports whether the caller is that inner run.
func inNamespace(t *testing.T, name string) bool {
	t.Helper()
	return inNamespaceWith(t, name, "")
}

// lanAddr is the address inNamespaceWith(…, withLAN) gives the namespace
// (a veth pair, both ends in it): the address the host dialog shows and
// its invitation carries, as a home network's would be.
const (
	lanAddr = "10.47.47.1"
	withLAN = "ip link add cego0 type veth peer name cego1 && ip addr add " + lanAddr + "/24 dev cego0 && ip link set cego0 up && ip link set cego1 up && "
)

// inNamespaceWith is inNamespace with setup (shell commands, each ending
// in "&& ") run in the namespace first.
func inNamespaceWith(t *testing.T, name, setup string) bool {
	t.Helper()
	if os.Getenv(netnsEnv) == "1" {
		return true
	}
	if os.Geteuid() != 0 {
		t.Skip("a network namespace of the test's own needs root (unshare -n); the table would otherwise be announced on this machine's network")
	}
	bin := program(t)
	cmd := exec.Command("unshare", "-n", "sh", "-c", `ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo && `+setup+`exec "$0" "$@"`,
		os.Args[0], "-test.run", "^"+name+"$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), netnsEnv+"=1", builtEnv+"="+bin)
	out, err := cmd.CombinedOutput()
	t.Logf("in its network namespace:\n%s", out)
	if err != nil {
		t.Fatalf("the test in its network namespace: %v", err)
	}
	return false
}

// codeRe is a table code as the table dialog shows it.
var codeRe = regexp.MustCompile(`^[A-Z0-9]{6}$`)

// entries lists a dialog's text fields from top to bottom.
func entries(s snapshot) []object {
	var out []object
	for _, o := range s.Objects {
		if o.Kind == "entry" && o.Layer > 0 {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Y < out[j].Y })
	return out
}

// typeInto clicks field o, selects what it holds and types text.
func (a *app) typeInto(s snapshot, o object, text string) {
	a.t.Helper()
	a.click(s, o)
	a.key("ctrl+a")
	a.scr.xdo(a.t, "type", "--delay", "40", text)
}

// button finds the button called text on a dialog.
func button(t *testing.T, s snapshot, text string) object {
	t.Helper()
	for _, o := range s.Objects {
		if o.Kind == "button" && o.Text == text && o.Layer > 0 && !o.Disabled {
			return o
		}
	}
	t.Fatalf("no button %q: %v", text, texts(s))
	return object{}
}

// TestTableWithFriend runs two programs, each on a screen of its own: one
// hosts a table (Game → Host a table…, real clicks), the other joins it by
// address and code typed with the real keyboard; the host deals and a whole
// deal is played, each person's decisions by real clicks and drags on his
// own screen. Both screens end at the same result.
func TestTableWithFriend(t *testing.T) {
	need(t)
	if !inNamespaceWith(t, "TestTableWithFriend", withLAN) { // an address for the invitation in the pictures
		return
	}
	hostScr, guestScr := newScreen(t, 1280, 900), newScreen(t, 1280, 900)
	host := start(t, hostScr, newConfig(t, returning()), "-seed", "5")
	guest := start(t, guestScr, newConfig(t, returning()), "-seed", "6")

	host.menu("Game", "Host a table…")
	s := host.waitFor("the host dialog", func(s snapshot) bool { return dialogTitle(s, "Host a table") })
	host.typeInto(s, entries(s)[0], "Hans")
	host.click(s, button(t, s, "Open the table"))
	s = host.waitFor("the table dialog", func(s snapshot) bool { return dialogTitle(s, "Your table") })
	code := ""
	for _, o := range s.Objects {
		if o.Kind == "label" && codeRe.MatchString(o.Text) {
			code = o.Text
		}
	}
	if code == "" {
		t.Fatalf("the table dialog shows no code: %v", texts(s))
	}

	guest.menu("Game", "Join a table…")
	g := guest.waitFor("the join dialog", func(s snapshot) bool { return dialogTitle(s, "Join a table") })
	fields := entries(g)
	if len(fields) != 4 {
		t.Fatalf("the join dialog has %d text fields, not invitation, address, code and name: %v", len(fields), texts(g))
	}
	guest.typeInto(g, fields[1], "127.0.0.1:47474")
	guest.typeInto(g, fields[2], strings.ToLower(code))
	guest.typeInto(g, fields[3], "Sepp")
	guest.waitFor("the name typed", func(s snapshot) bool {
		for _, o := range entries(s) {
			if o.Text == "Sepp" {
				return true
			}
		}
		return false
	})
	guestScr.shot(t, "network-join")
	guest.click(g, button(t, g, "Join"))
	guest.waitFor("the guest seated", func(s snapshot) bool { return s.has("You sit at Hans's table. The game starts when Hans deals.") })
	s = host.waitFor("Sepp at the host's table", func(s snapshot) bool { return s.has("Sepp — a friend at the table") })
	hostScr.shot(t, "network-host")
	host.click(s, button(t, s, "Deal"))

	playTableDeal(t, host, guest, guestScr, "network-guest-play", true)
	hostScr.shot(t, "network-host-result")
	guestScr.shot(t, "network-guest-result")
	hs, gs := host.fresh(), guest.fresh()
	if hs.Actions != gs.Actions || hs.Deal != gs.Deal {
		t.Errorf("the host's screen shows deal %d after %d actions, the guest's deal %d after %d", hs.Deal, hs.Actions, gs.Deal, gs.Actions)
	}
}

// playTableDeal plays the first deal at a table of host and guest, each
// person's decisions by real input on his own screen, until both screens
// show it done — or, when whole is false, until the first trick is
// complete and a person is to decide, both screens at the same action
// (the calls, the exchange and a trick by real input on both sides). The
// guest's screen is shot as shot ("": not) midway.
func playTableDeal(t *testing.T, host, guest *app, guestScr *screen, shot string, whole bool) {
	t.Helper()
	guest.waitFor("the first deal at the guest", func(s snapshot) bool { return s.Deal == 1 && s.top() == 0 && s.Phase != "" })
	host.waitFor("the first deal at the host", func(s snapshot) bool { return s.Deal == 1 && s.top() == 0 })
	for i := 0; ; i++ {
		if i > 200 {
			t.Fatal("200 rounds and the deal is not over")
		}
		hs, gs := host.snap(), guest.snap()
		if hs.Phase == game.Done.String() && gs.Phase == game.Done.String() {
			break
		}
		if !whole && hs.Tricks >= 1 && (hs.MyTurn || gs.MyTurn) {
			sameAction(t, host, guest)
			return
		}
		if i == 12 && shot != "" {
			guestScr.shot(t, shot)
		}
		acted := false
		for _, x := range []struct {
			a *app
			s snapshot
		}{{host, hs}, {guest, gs}} {
			if x.s.MyTurn && x.s.top() == 0 && x.s.Phase != game.Done.String() {
				before := x.s.Actions
				taken := func(s snapshot) bool { return s.Actions > before || s.Phase == game.Done.String() }
				decide(t, x.a, x.s)
				// a drag that got no answer is made again from where the
				// cards are now, as a person would
				if s, ok := x.a.within(retryTime, taken); !ok && s.MyTurn && s.top() == 0 && s.Actions == before {
					decide(t, x.a, x.a.fresh())
				}
				x.a.waitFor("the decision taken", taken)
				acted = true
			}
		}
		if !acted {
			host.fresh()
		}
	}
}

// sameAction waits until the host's and the guest's screens show the
// same number of actions while one of them is to decide (so that the
// table waits for him and neither screen can move on).
func sameAction(t *testing.T, host, guest *app) {
	t.Helper()
	guest.waitFor("the guest's screen at the host's action", func(gs snapshot) bool {
		hs := host.snap()
		return hs.Actions == gs.Actions && (hs.MyTurn || gs.MyTurn)
	})
}
