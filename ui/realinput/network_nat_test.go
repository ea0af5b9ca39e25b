package realinput

import (
	"fmt"
	"os/exec"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ui/internal/natlab"
)

// TestTableAcrossTheInternet (#37's acceptance): two homes behind NAT and
// an internet between them, in network namespaces of the test's own
// (natlab, as root); the host's home router is the test double, answering
// NAT-PMP and installing the mapping it grants as an iptables DNAT rule.
// The host's program in home A opens a table and asks the router for the
// port; the table dialog says the router opened it and its invitation
// carries the router's public address. The host presses Copy, xclip
// carries the link to the friend's screen, the friend's program in home B
// takes it by a real Ctrl+V in Join, joins with nothing else typed but his
// name, and the deal is played by real input on both screens
// (playWithFriend: in the short run the calls, the exchange and the first
// trick). When
// the host closes the table the mapping is gone from the router; no
// packet left the test's namespaces.
func TestTableAcrossTheInternet(t *testing.T) {
	need(t)
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("xclip is needed to carry the invitation from one X screen to the other")
	}
	natlab.Skip(t)
	lab := natlab.New(t)
	lab.CheckSealed()
	router := lab.StartRouter(natlab.Config{NATPMP: true})
	public := fmt.Sprintf("%s:%d", natlab.RouterAWAN, 47474)

	hostScr, guestScr := newScreen(t, 800, 600), newScreen(t, 800, 600)
	host := startIn(t, lab.HomeA, hostScr, newConfig(t, returning()), "-seed", "5")
	guest := startIn(t, lab.HomeB, guestScr, newConfig(t, returning()), "-seed", "6")

	host.menu("Game", "Host a table…")
	s := host.waitFor("the host dialog", func(s snapshot) bool { return dialogTitle(s, "Host a table") })
	host.typeInto(s, entries(s)[0], "Hans")
	host.click(s, button(t, s, "Open the table"))
	s = host.waitFor("the router's port in the table dialog", func(s snapshot) bool {
		return dialogTitle(s, "Your table") && s.has("Your router opened a port for Cego: friends on other networks join at "+public)
	})
	if !s.has("cego://" + public + "/?code=") {
		t.Fatalf("the table dialog's invitation is not for the router's public address %s: %v", public, texts(s))
	}
	if g := router.Grants(); len(g) != 1 || g[0].Client.Addr() != natlab.HostAddr {
		t.Fatalf("the router holds %+v, want one mapping to %s", g, natlab.HostAddr)
	}
	link, inv := copyInvitation(t, host, hostScr, s, "network-internet-host")
	if inv.Addr != public {
		t.Fatalf("the host's invitation %q is not for the router's public address %s", link, public)
	}
	joinByInvitation(t, guest, guestScr, link, inv, "Sepp", "")
	playWithFriend(t, host, guest, guestScr, "Sepp")
	if lab.ForwardedIn() == 0 || lab.MasqueradedB() == 0 {
		t.Errorf("the friend did not come through both routers (forwarded by A: %d, masqueraded by B: %d)", lab.ForwardedIn(), lab.MasqueradedB())
	}

	// the table closed: the router's port with it
	host.menu("Game", "Table…")
	s = host.waitFor("the host's table dialog", func(s snapshot) bool { return dialogTitle(s, "Your table") })
	host.click(s, button(t, s, "Close the table"))
	for deadline := time.Now().Add(30 * time.Second); len(router.Grants()) > 0; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("30 s after the table closed the router still forwards %+v", router.Grants())
		}
	}
	if n := lab.Strays(); n != 0 {
		t.Errorf("%d packets left the test's namespaces", n)
	}
}

// TestRouterRefusesTable: the host's home router (the test double in
// natlab's home A) refuses every mapping; the host's table dialog says in
// one sentence that the router did not open a port and what to do instead
// (forward TCP port 47474 by hand to this computer's address, or a VPN),
// and still invites at the computer's own address.
func TestRouterRefusesTable(t *testing.T) {
	need(t)
	natlab.Skip(t)
	lab := natlab.New(t)
	lab.StartRouter(natlab.Config{NATPMP: true, UPnP: 2, Refuse: true})
	hostScr := newScreen(t, 800, 600)
	host := startIn(t, lab.HomeA, hostScr, newConfig(t, returning()), "-seed", "5")
	host.menu("Game", "Host a table…")
	s := host.waitFor("the host dialog", func(s snapshot) bool { return dialogTitle(s, "Host a table") })
	host.typeInto(s, entries(s)[0], "Hans")
	host.click(s, button(t, s, "Open the table"))
	want := fmt.Sprintf("Your router did not open a port for Cego: it refused, or did not answer in time. Forward TCP port 47474 on your router to this computer (%s) by hand, or play over a VPN.", natlab.HostAddr)
	s = host.waitFor("the router's refusal in the table dialog", func(s snapshot) bool {
		return dialogTitle(s, "Your table") && s.has(want)
	})
	if !s.has(fmt.Sprintf("cego://%s:47474/?code=", natlab.HostAddr)) {
		t.Errorf("the table dialog invites at no address of the computer's: %v", texts(s))
	}
	hostScr.shot(t, "network-router-refused")
}
