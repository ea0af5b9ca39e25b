package natlab

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/netip"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The lab's addresses.
var (
	HostAddr    = netip.MustParseAddr("192.168.1.2")    // the host's computer in home A
	RouterALAN  = netip.MustParseAddr("192.168.1.1")    // router A in home A: the gateway, the double
	RouterAWAN  = netip.MustParseAddr("198.51.100.2")   // router A's public address
	InetA       = netip.MustParseAddr("198.51.100.1")   // the internet towards router A
	InetB       = netip.MustParseAddr("203.0.113.1")    // the internet towards router B
	RouterBWAN  = netip.MustParseAddr("203.0.113.2")    // router B's public address
	RouterBLAN  = netip.MustParseAddr("192.168.178.1")  // router B in home B
	GuestAddr   = netip.MustParseAddr("192.168.178.20") // the guest's computer in home B
	labNetworks = []netip.Prefix{netip.MustParsePrefix("192.168.1.0/24"), netip.MustParsePrefix("198.51.100.0/24"),
		netip.MustParsePrefix("203.0.113.0/24"), netip.MustParsePrefix("192.168.178.0/24")}
)

// Lab is the five namespaces of a test.
type Lab struct {
	t      testing.TB
	prefix string
	// the namespaces' names
	HomeA, RouterA, Inet, RouterB, HomeB string
	// links is each namespace's interfaces besides lo
	links map[string][]string
}

// namePrefix starts every namespace the package makes; the next part is
// the test process's id.
const namePrefix = "cegonat-"

// Skip skips t unless it runs as root with ip and iptables.
func Skip(t testing.TB) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("natlab: needs root for network namespaces (ip netns)")
	}
	for _, tool := range []string{"ip", "iptables"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("natlab: %s is not installed (make deps-test installs iptables)", tool)
		}
	}
}

// New builds the lab (see the package's doc) and deletes it when the test
// ends.
func New(t testing.TB) *Lab {
	t.Helper()
	Skip(t)
	removeStale()
	var b [3]byte
	rand.Read(b[:])
	l := &Lab{t: t, prefix: fmt.Sprintf("%s%d-%s", namePrefix, os.Getpid(), hex.EncodeToString(b[:]))}
	l.HomeA, l.RouterA, l.Inet, l.RouterB, l.HomeB = l.prefix+"-ha", l.prefix+"-ra", l.prefix+"-in", l.prefix+"-rb", l.prefix+"-hb"
	t.Cleanup(l.remove)
	for _, ns := range l.all() {
		l.must("ip", "netns", "add", ns)
		l.must("ip", "-n", ns, "link", "set", "lo", "up")
	}
	l.links = map[string][]string{}
	// link makes a veth pair straight inside the two namespaces (it never
	// exists outside the lab) with an address on each end
	link := func(ns1, if1, addr1, ns2, if2, addr2 string) {
		l.must("ip", "-n", ns1, "link", "add", if1, "type", "veth", "peer", "name", if2, "netns", ns2)
		l.must("ip", "-n", ns1, "addr", "add", addr1, "dev", if1)
		l.must("ip", "-n", ns2, "addr", "add", addr2, "dev", if2)
		l.must("ip", "-n", ns1, "link", "set", if1, "up")
		l.must("ip", "-n", ns2, "link", "set", if2, "up")
		l.links[ns1] = append(l.links[ns1], if1)
		l.links[ns2] = append(l.links[ns2], if2)
	}
	link(l.HomeA, "eth0", HostAddr.String()+"/24", l.RouterA, "lan0", RouterALAN.String()+"/24")
	link(l.RouterA, "wan0", RouterAWAN.String()+"/24", l.Inet, "a0", InetA.String()+"/24")
	link(l.Inet, "b0", InetB.String()+"/24", l.RouterB, "wan0", RouterBWAN.String()+"/24")
	link(l.RouterB, "lan0", RouterBLAN.String()+"/24", l.HomeB, "eth0", GuestAddr.String()+"/24")
	l.must("ip", "-n", l.HomeA, "route", "add", "default", "via", RouterALAN.String())
	l.must("ip", "-n", l.RouterA, "route", "add", "default", "via", InetA.String())
	l.must("ip", "-n", l.RouterB, "route", "add", "default", "via", InetB.String())
	l.must("ip", "-n", l.HomeB, "route", "add", "default", "via", RouterBLAN.String())
	for _, ns := range []string{l.RouterA, l.Inet, l.RouterB} {
		l.must("ip", "netns", "exec", ns, "sh", "-c", "echo 1 > /proc/sys/net/ipv4/ip_forward")
	}
	for _, ns := range []string{l.RouterA, l.RouterB} {
		l.must("ip", "netns", "exec", ns, "iptables", "-t", "nat", "-A", "POSTROUTING", "-o", "wan0", "-j", "MASQUERADE")
	}
	l.must("ip", "netns", "exec", l.RouterA, "iptables", "-A", "FORWARD", "-i", "wan0", "-o", "lan0", "-m", "conntrack", "--ctstate", "DNAT", "-j", "ACCEPT")
	// the internet counts every packet that arrives for an address outside
	// the lab (Strays)
	l.must("ip", "netns", "exec", l.Inet, "iptables", "-t", "raw", "-N", "STRAY")
	for _, p := range labNetworks {
		l.must("ip", "netns", "exec", l.Inet, "iptables", "-t", "raw", "-A", "STRAY", "-d", p.String(), "-j", "RETURN")
	}
	l.must("ip", "netns", "exec", l.Inet, "iptables", "-t", "raw", "-A", "STRAY", "-j", "DROP")
	l.must("ip", "netns", "exec", l.Inet, "iptables", "-t", "raw", "-A", "PREROUTING", "-j", "STRAY")
	return l
}

func (l *Lab) all() []string { return []string{l.HomeA, l.RouterA, l.Inet, l.RouterB, l.HomeB} }

// must runs a command and fails the test when it fails.
func (l *Lab) must(name string, args ...string) string {
	l.t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		l.t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// Run runs a command inside namespace ns and returns its output.
func (l *Lab) Run(ns string, name string, args ...string) string {
	l.t.Helper()
	return l.must("ip", append([]string{"netns", "exec", ns, name}, args...)...)
}

// Command is this test binary run inside namespace ns with env added
// (-test.run=^$: its TestMain dispatches on the environment).
func (l *Lab) Command(ns string, env ...string) *exec.Cmd {
	cmd := exec.Command("ip", "netns", "exec", ns, os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	return cmd
}

// DNAT lists router A's DNAT rules (iptables -S form).
func (l *Lab) DNAT() []string {
	l.t.Helper()
	var rules []string
	for _, line := range strings.Split(l.Run(l.RouterA, "iptables", "-t", "nat", "-S", "PREROUTING"), "\n") {
		if strings.Contains(line, "DNAT") {
			rules = append(rules, line)
		}
	}
	return rules
}

// Strays is the number of packets that reached the internet for an
// address outside the lab (dropped there).
func (l *Lab) Strays() int { return l.counter(l.Inet, "raw", "STRAY", "DROP") }

// ForwardedIn is the number of packets router A forwarded from the
// internet into home A on connections its DNAT rules redirected: those
// that came through a mapping.
func (l *Lab) ForwardedIn() int { return l.counter(l.RouterA, "filter", "FORWARD", "ACCEPT") }

// MasqueradedB is the number of connections router B masqueraded from
// home B to the internet.
func (l *Lab) MasqueradedB() int { return l.counter(l.RouterB, "nat", "POSTROUTING", "MASQUERADE") }

// counter is the packet counter of the first rule of chain with target.
func (l *Lab) counter(ns, table, chain, target string) int {
	l.t.Helper()
	out := l.Run(ns, "iptables", "-t", table, "-L", chain, "-v", "-x", "-n")
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) > 2 && f[2] == target {
			n, err := strconv.Atoi(f[0])
			if err != nil {
				l.t.Fatalf("%s counter: %q", chain, line)
			}
			return n
		}
	}
	l.t.Fatalf("no %s rule in %s's %s:\n%s", target, ns, chain, out)
	return 0
}

// CheckSealed fails the test unless every interface of every namespace of
// the lab is its loopback or a veth the lab made whose other end is in
// another namespace of the lab — so no packet can leave the lab — and no
// packet reached the internet for an address outside the lab.
func (l *Lab) CheckSealed() {
	l.t.Helper()
	for _, ns := range l.all() {
		// the namespace ids this namespace knows, by name
		ids := map[int]string{}
		for _, line := range strings.Split(l.must("ip", "-n", ns, "netns", "list-id"), "\n") {
			f := strings.Fields(line) // nsid 0 (iproute2 netns name: NAME)
			if len(f) >= 2 && f[0] == "nsid" {
				id, _ := strconv.Atoi(f[1])
				ids[id] = strings.TrimSuffix(f[len(f)-1], ")")
			}
		}
		var links []struct {
			Name string `json:"ifname"`
			NSID *int   `json:"link_netnsid"`
			Type string `json:"link_type"`
			Info struct {
				Kind string `json:"info_kind"`
			} `json:"linkinfo"`
		}
		if err := json.Unmarshal([]byte(l.must("ip", "-n", ns, "-j", "-d", "link", "show")), &links); err != nil {
			l.t.Fatal(err)
		}
		var names []string
		for _, k := range links {
			if k.Name == "lo" {
				continue
			}
			names = append(names, k.Name)
			if k.Info.Kind != "veth" || k.NSID == nil {
				l.t.Errorf("%s: interface %s is not a veth into another namespace (%s)", ns, k.Name, k.Info.Kind)
				continue
			}
			peer := ids[*k.NSID]
			if peer == ns || !slices.Contains(l.all(), peer) {
				l.t.Errorf("%s: interface %s leads to namespace %q, not one of the lab's", ns, k.Name, peer)
			}
		}
		slices.Sort(names)
		want := slices.Clone(l.links[ns])
		slices.Sort(want)
		if !slices.Equal(names, want) {
			l.t.Errorf("%s: interfaces %v, the lab made %v", ns, names, want)
		}
	}
	if n := l.Strays(); n != 0 {
		l.t.Errorf("%d packets reached the lab's internet for an address outside the lab", n)
	}
}

// remove deletes the lab's namespaces.
func (l *Lab) remove() {
	for _, ns := range l.all() {
		if out, err := exec.Command("ip", "netns", "del", ns).CombinedOutput(); err != nil && !strings.Contains(string(out), "No such file") {
			l.t.Errorf("ip netns del %s: %v\n%s", ns, err, out)
		}
	}
}

// removeStale deletes the namespaces of test processes that were killed
// before they could delete their own (named by the dead process's id).
func removeStale() {
	out, err := exec.Command("ip", "netns", "list").Output()
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || !strings.HasPrefix(f[0], namePrefix) {
			continue
		}
		pid, _, _ := strings.Cut(strings.TrimPrefix(f[0], namePrefix), "-")
		if n, err := strconv.Atoi(pid); err == nil && n != os.Getpid() {
			if _, err := os.Stat(fmt.Sprintf("/proc/%d", n)); os.IsNotExist(err) {
				exec.Command("ip", "netns", "del", f[0]).Run()
			}
		}
	}
}
