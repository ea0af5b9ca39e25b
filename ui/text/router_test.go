package text

import (
	"errors"
	"net/netip"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ui/netplay/portmap"
	"github.com/cego-spiel/cego/ui/store"
)

// TestPortMapSentences: every reason why the router opened no port is one
// plain sentence in both languages that says what to do instead — forward
// the port by hand to this computer's address (where that helps) or play
// over a VPN — with the port and the addresses filled in.
func TestPortMapSentences(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	local := netip.MustParseAddr("192.168.1.20")
	for _, c := range []struct {
		err  *portmap.Error
		want []string // in both languages
	}{
		{&portmap.Error{Reason: portmap.NoRouter, Port: 47474, Local: local}, []string{"47474", "192.168.1.20", "VPN", "TCP"}},
		{&portmap.Error{Reason: portmap.Refused, Port: 47474, Local: local, Method: portmap.UPnP}, []string{"47474", "192.168.1.20", "VPN", "TCP"}},
		{&portmap.Error{Reason: portmap.NoPublicAddress, Port: 47474, Local: local}, []string{"VPN"}},
		{&portmap.Error{Reason: portmap.SharedAddress, Port: 47474, Local: local, External: netip.MustParseAddr("100.64.3.4")}, []string{"100.64.3.4", "VPN", "NAT"}},
		{&portmap.Error{Reason: portmap.PrivateAddress, Port: 47474, Local: local, External: netip.MustParseAddr("10.0.0.7")}, []string{"10.0.0.7", "47474", "192.168.1.20", "VPN"}},
	} {
		SetLanguage(store.LanguageEnglish)
		en := PortMapError(c.err)
		SetLanguage(store.LanguageGerman)
		de := PortMapError(fmtWrap{c.err}) // found inside a wrapping error too
		if en == de {
			t.Errorf("%v: not translated: %q", c.err.Reason, en)
		}
		for _, s := range []string{en, de} {
			for _, w := range c.want {
				if !strings.Contains(s, w) {
					t.Errorf("%v: %q lacks %q", c.err.Reason, s, w)
				}
			}
			if strings.Contains(s, "%!") || strings.Contains(s, "invalid") {
				t.Errorf("%v: badly filled in: %q", c.err.Reason, s)
			}
		}
	}
	SetLanguage(store.LanguageEnglish)
	if s := PortMapError(&portmap.Error{Reason: portmap.Refused, Port: 47474}); !strings.Contains(s, "see its network settings") {
		t.Errorf("without this computer's address: %q", s)
	}
	if s := PortMapError(errors.New("boom")); !strings.Contains(s, "boom") {
		t.Errorf("another error: %q", s)
	}
	SetLanguage(store.LanguageGerman)
	if s := PortMapped(netip.MustParseAddrPort("198.51.100.2:47474")); !strings.Contains(s, "198.51.100.2:47474") || !strings.Contains(s, "Router") {
		t.Errorf("mapped: %q", s)
	}
}

// fmtWrap wraps an error as a caller might.
type fmtWrap struct{ err error }

func (w fmtWrap) Error() string { return "hosting: " + w.err.Error() }
func (w fmtWrap) Unwrap() error { return w.err }
