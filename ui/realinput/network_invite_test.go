package realinput

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
)

// clipboard returns the text on screen scr's clipboard (xclip).
func (s *screen) clipboard(t *testing.T) string {
	t.Helper()
	cmd := exec.Command("xclip", "-o", "-selection", "clipboard")
	cmd.Env = append(os.Environ(), "DISPLAY="+s.display)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("xclip -o on %s: %v", s.display, err)
	}
	return string(out)
}

// setClipboard puts text on screen scr's clipboard: xclip keeps serving
// it in the background until another program takes the clipboard or the
// screen ends.
func (s *screen) setClipboard(t *testing.T, text string) {
	t.Helper()
	cmd := exec.Command("xclip", "-i", "-selection", "clipboard")
	cmd.Env = append(os.Environ(), "DISPLAY="+s.display)
	cmd.Stdin = strings.NewReader(text)
	if err := cmd.Run(); err != nil {
		t.Fatalf("xclip -i on %s: %v", s.display, err)
	}
}

// TestTableByInvitation: the host opens a table (real clicks) and presses
// the table dialog's Copy button; the invitation goes from the host's
// clipboard to the friend's — two programs on two X screens of 800×600,
// which share no clipboard, so xclip carries the text from one to the
// other, as the friend's chat program would — and the friend pastes it
// into Join's invitation field with a real Ctrl+V, which fills the
// address and the code; he types his name, joins, and the deal is played
// by real input on both screens (playWithFriend: in the short run the
// calls, the exchange and the first trick). The friend's Cego keeps the
// invitation's fingerprint with the table; the host's keeps its
// certificate. Both dialogs are shot (network-invite-host,
// network-invite-join).
func TestTableByInvitation(t *testing.T) {
	need(t)
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Skip("xclip is needed to carry the invitation from one X screen to the other")
	}
	if !inNamespaceWith(t, "TestTableByInvitation", withLAN) {
		return
	}
	hostScr, guestScr := newScreen(t, 800, 600), newScreen(t, 800, 600)
	host := start(t, hostScr, newConfig(t, returning()), "-seed", "5")
	guest := start(t, guestScr, newConfig(t, returning()), "-seed", "6")

	host.menu("Game", "Host a table…")
	s := host.waitFor("the host dialog", func(s snapshot) bool { return dialogTitle(s, "Host a table") })
	host.typeInto(s, entries(s)[0], "Hans")
	host.click(s, button(t, s, "Open the table"))
	s = host.waitFor("the table dialog", func(s snapshot) bool { return dialogTitle(s, "Your table") })
	if !s.has("cego://" + lanAddr + ":47474/?code=") {
		t.Fatalf("the table dialog shows no invitation for %s: %v", lanAddr, texts(s))
	}
	link, inv := copyInvitation(t, host, hostScr, s, "network-invite-host")
	if inv.Addr != lanAddr+":47474" {
		t.Fatalf("the host's invitation %q is not for %s", link, lanAddr)
	}
	joinByInvitation(t, guest, guestScr, link, inv, "Sepp", "network-invite-join")
	playWithFriend(t, host, guest, guestScr, "Sepp")
	settings, _ := guest.store().LoadSettings()
	if tb := settings.Table; tb == nil || tb.Fingerprint != inv.Fingerprint || tb.Addr != inv.Addr {
		t.Errorf("the friend's Cego keeps the table as %+v, not with the invitation's fingerprint %s", tb, inv.Fingerprint)
	}
	kept, err := host.store().ReadTableCert()
	if err != nil {
		t.Fatalf("the host's certificate: %v", err)
	}
	if cert, err := netplay.DecodeCertificate(kept, kept); err != nil || netplay.CertFingerprint(cert) != inv.Fingerprint {
		t.Errorf("the host keeps another certificate than the invitation's (%v)", err)
	}
}

// copyInvitation presses the table dialog's Copy button (s is the dialog)
// and returns the link on the host's clipboard, read as an invitation;
// shot, when set, names the host's screenshot.
func copyInvitation(t *testing.T, host *app, hostScr *screen, s snapshot, shot string) (string, netplay.Invitation) {
	t.Helper()
	host.click(s, button(t, s, "Copy the invitation"))
	host.waitFor("the invitation copied", func(s snapshot) bool {
		_, ok := s.find("button", "Copied: paste it into a message", -1)
		return ok
	})
	if shot != "" {
		hostScr.shot(t, shot)
	}
	link := strings.TrimSpace(hostScr.clipboard(t))
	inv, err := netplay.ParseInvitation(link)
	if err != nil {
		t.Fatalf("the host's clipboard holds %q: %v", link, err)
	}
	return link, inv
}

// joinByInvitation carries link to the friend's clipboard, as his chat
// program would, pastes it into Join's invitation field with a real
// Ctrl+V (which fills the address and the code), types his name and
// joins; shot, when set, names the screenshot of the filled dialog.
func joinByInvitation(t *testing.T, guest *app, guestScr *screen, link string, inv netplay.Invitation, name, shot string) {
	t.Helper()
	guestScr.setClipboard(t, link)
	guest.menu("Game", "Join a table…")
	g := guest.waitFor("the join dialog", func(s snapshot) bool { return dialogTitle(s, "Join a table") })
	if fields := entries(g); len(fields) != 4 {
		t.Fatalf("the join dialog has %d text fields, not invitation, address, code and name: %v", len(fields), texts(g))
	}
	guest.click(g, entries(g)[0])
	guest.key("ctrl+v")
	g = guest.waitFor("the invitation pasted and the fields filled", func(s snapshot) bool {
		f := entries(s)
		return len(f) == 4 && f[0].Text == link && f[1].Text == inv.Addr && f[2].Text == inv.Code
	})
	guest.typeInto(g, entries(g)[3], name)
	g = guest.waitFor("the name typed", func(s snapshot) bool { f := entries(s); return len(f) == 4 && f[3].Text == name })
	if shot != "" {
		guestScr.shot(t, shot)
	}
	guest.click(g, button(t, g, "Join"))
	guest.waitFor("the guest seated", func(s snapshot) bool { return s.has("You sit at Hans's table. The game starts when Hans deals.") })
}

// playWithFriend: once the friend sits at the host's (Hans's) table, the
// host deals and the deal is played by real input on both screens, which
// end alike: the whole deal, or in make test's short run the calls, the
// exchange and the first trick (TestTableWithFriend plays a whole deal
// there).
func playWithFriend(t *testing.T, host, guest *app, guestScr *screen, name string) {
	t.Helper()
	s := host.waitFor(name+" at the host's table", func(s snapshot) bool { return s.has(name + " — a friend at the table") })
	host.click(s, button(t, s, "Deal"))
	if testing.Short() {
		playTableDeal(t, host, guest, guestScr, "", false)
		return
	}
	playTableDeal(t, host, guest, guestScr, "", true)
	hs, gs := host.fresh(), guest.fresh()
	if hs.Actions != gs.Actions || hs.Deal != gs.Deal || gs.Phase != game.Done.String() {
		t.Errorf("the host's screen shows deal %d after %d actions, the guest's deal %d after %d", hs.Deal, hs.Actions, gs.Deal, gs.Actions)
	}
}
