package netplay

import (
	"context"
	"encoding/json"
	"fmt"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/natlab"
	"github.com/cego-spiel/cego/ui/netplay/portmap"
	"github.com/cego-spiel/cego/ui/text"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// A table across two homes behind NAT (natlab): the host's program in
// home A opens its port on router A (the test double, over UPnP-IGD,
// NAT-PMP or PCP), a guest in home B joins at router A's public address and a
// whole deal is played; with the router refusing, the host is told why
// in the sentence the window shows. Every decision is the first legal
// action (as in the chaos test), so the sitting must equal the one played
// in one process.

const natPort = 47474

// natHostMain is the host in home A: it opens the table on port 47474 for
// one guest (seat 1; seats 2 and 3 are bots), asks the router for the port
// (NETPLAY_METHOD) and prints SAY with what the window would say, then
// ADDR (the public address) and INVITATION (the cego:// link to it) — or,
// without a mapping, NOMAP and
// ends. It plays NETPLAY_DEALS deals, closes the table and the mapping
// and prints FINISHED with the sitting.
func natHostMain() int {
	rules := game.Rules{Players: 4}
	m, err := game.NewSitting(rules, chaosSeed)
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	h, err := NewHost(HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindBot, KindBot},
		Names: []string{"H", "G", "B1", "B2"}, Addr: fmt.Sprintf(":%d", natPort), Grace: time.Minute})
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	if err := h.Start(); err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	defer h.Close()
	o := portmap.Options{Discover: 3 * time.Second}
	if meth := os.Getenv("NETPLAY_METHOD"); meth != "" {
		o.Methods = []portmap.Method{portmap.Method(meth)}
	}
	pm, err := portmap.OpenWith(context.Background(), natPort, o)
	if err != nil {
		fmt.Println("SAY", text.PortMapError(err))
		fmt.Println("NOMAP", err)
		return 0
	}
	fmt.Println("SAY", text.PortMapped(pm.External()))
	fmt.Printf("ADDR %s\nINVITATION %s\n", pm.External(), h.Invitation(pm.External().String()).Format())
	deals, _ := strconv.Atoi(os.Getenv("NETPLAY_DEALS"))
	players := []ai.Bot{firstLegal{}, h.Seat(1, firstLegal{}), firstLegal{}, firstLegal{}}
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: deals}
	if err := ref.Run(context.Background()); err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	h.Finish()
	if err := pm.Close(); err != nil {
		fmt.Println("ERROR closing the mapping:", err)
		return 2
	}
	data, _ := json.Marshal(m)
	fmt.Printf("FINISHED %s\n", data)
	return 0
}

// natDial is how the guest in home B joins the table: with nothing but
// the invitation the host gave him (NETPLAY_INVITATION: the address, the
// code and the certificate's fingerprint, pinned), at seat
// NETPLAY_SEAT. Joining by invitation will replace this one function.
func natDial(ctx context.Context, env func(string) string, name string) (*Client, *Welcome, error) {
	seat, err := strconv.Atoi(env("SEAT"))
	if err != nil {
		return nil, nil, err
	}
	inv, err := ParseInvitation(env("INVITATION"))
	if err != nil {
		return nil, nil, err
	}
	return DialPinned(ctx, inv.Addr, inv.Fingerprint, Hello{Code: inv.Code, Name: name, Seat: &seat})
}

// natGuestMain is the guest in home B: he joins (natDial), acts on every
// update where he is to act, asks for every next deal and prints DONE
// with his person and the number of his actions when the sitting is over.
func natGuestMain() int {
	env := func(k string) string { return os.Getenv("NETPLAY_" + k) }
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	c, w, err := natDial(ctx, env, "Guest in home B")
	cancel()
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	acts := 0
	handle := func(u Update) {
		if u.View.Phase() == game.Done {
			c.Ready(u.Deal)
			return
		}
		if u.Turn == c.Person() {
			if err := c.Act(u.Deal, u.Seq, u.View.Legal()[0]); err == nil {
				acts++
			}
		}
	}
	if w.Current != nil {
		handle(*w.Current)
	}
	for {
		select {
		case u, ok := <-c.Updates():
			if ok {
				handle(u)
			}
		case s, ok := <-c.States():
			if !ok {
				fmt.Println("ERROR the client stopped")
				return 3
			}
			switch s.Status {
			case HostLeft:
				if s.Reason == ReasonSittingOver {
					fmt.Printf("DONE %d %d\n", c.Person(), acts)
					return 0
				}
				fmt.Println("ERROR the host left:", s.Reason)
				return 3
			case Lost:
				fmt.Println("ERROR lost:", s.Reason, s.Err)
				return 3
			}
		}
	}
}

// TestDealAcrossNAT: see the top of the file; one deal through a router
// answering only UPnP-IGD, one answering only NAT-PMP and one answering
// only PCP.
func TestDealAcrossNAT(t *testing.T) {
	natlab.Skip(t)
	for _, c := range []struct {
		name   string
		cfg    natlab.Config
		method portmap.Method
	}{
		{"upnp", natlab.Config{UPnP: 1}, portmap.UPnP},
		{"natpmp", natlab.Config{NATPMP: true}, portmap.NATPMP},
		{"pcp", natlab.Config{PCP: true}, portmap.PCP},
	} {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			lab := natlab.New(t)
			router := lab.StartRouter(c.cfg)
			host := runProc(t, lab.Command(lab.HomeA, "NETPLAY_ROLE=nathost", "NETPLAY_DEALS=1", "NETPLAY_METHOD="+string(c.method)))
			addr := host.want(t, "ADDR", time.Minute)
			link := host.want(t, "INVITATION", 5*time.Second)
			if inv, err := ParseInvitation(link); err != nil || inv.Addr != addr {
				t.Fatalf("the host's invitation %q (%v) is not for its public address %s", link, err, addr)
			}
			if ap, err := netip.ParseAddrPort(addr); err != nil || ap.Addr() != natlab.RouterAWAN {
				t.Fatalf("the host's public address %q is not router A's %v", addr, natlab.RouterAWAN)
			}
			if say := host.seen["SAY"]; !strings.Contains(say, addr) {
				t.Errorf("the host is told %q", say)
			}
			guest := runProc(t, lab.Command(lab.HomeB, "NETPLAY_ROLE=natguest", "NETPLAY_INVITATION="+link, "NETPLAY_SEAT=1"))
			finished := host.want(t, "FINISHED", 2*time.Minute)
			done := strings.Fields(guest.want(t, "DONE", time.Minute))
			if len(done) != 2 || done[0] != "1" || done[1] == "0" {
				t.Errorf("the guest ended as %q (person, actions)", done)
			}
			local, err := game.NewSitting(game.Rules{Players: 4}, chaosSeed)
			if err != nil {
				t.Fatal(err)
			}
			for {
				s := local.State()
				if s.Phase() == game.Done {
					break
				}
				if err := local.Apply(firstLegal{}.Choose(local.View(s.Turn()))); err != nil {
					t.Fatal(err)
				}
			}
			if want, _ := json.Marshal(local); finished != string(want) {
				t.Errorf("the sitting across NAT\n%s\ndiffers from the one played in one process\n%s", finished, want)
			}
			// the guest came through router B's masquerade and router A's
			// mapping, which the host removed at the end
			if lab.ForwardedIn() == 0 || lab.MasqueradedB() == 0 {
				t.Errorf("router A forwarded %d packets through a mapping, router B masqueraded %d connections", lab.ForwardedIn(), lab.MasqueradedB())
			}
			if g, d := router.Grants(), lab.DNAT(); len(g) != 0 || len(d) != 0 {
				t.Errorf("after the table closed the router holds %+v, rules %q", g, d)
			}
			lab.CheckSealed()
			t.Logf("a deal across NAT (%s) in %v", c.method, time.Since(start))
		})
	}
}

// TestRouterRefusesHost: the router refuses the mapping; the host is told
// so in one plain sentence with what to do instead.
func TestRouterRefusesHost(t *testing.T) {
	natlab.Skip(t)
	lab := natlab.New(t)
	lab.StartRouter(natlab.Config{UPnP: 1, NATPMP: true, Refuse: true})
	host := runProc(t, lab.Command(lab.HomeA, "NETPLAY_ROLE=nathost", "NETPLAY_DEALS=1"))
	host.want(t, "NOMAP", time.Minute)
	want := fmt.Sprintf("Your router did not open a port for Cego: it refused, or did not answer in time. Forward TCP port %d on your router to this computer (%s) by hand, or play over a VPN.", natPort, natlab.HostAddr)
	if say := host.seen["SAY"]; say != want {
		t.Errorf("the host is told\n%q\nwant\n%q", say, want)
	}
	lab.CheckSealed()
}
