package netplay

import (
	"strings"
	"testing"
)

const testFP = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

func TestInvitationRoundTrip(t *testing.T) {
	for _, inv := range []Invitation{
		{Addr: "203.0.113.5:47474", Code: "K7M2QX", Fingerprint: testFP},
		{Addr: "[2001:db8::1]:9", Code: "ACDEFG", Fingerprint: testFP},
	} {
		link := inv.Format()
		if !strings.HasPrefix(link, "cego://"+inv.Addr+"/?code="+inv.Code+"&fp="+testFP) {
			t.Errorf("Format = %q", link)
		}
		got, err := ParseInvitation(link)
		if err != nil || got != inv {
			t.Errorf("ParseInvitation(%q) = %+v, %v; want %+v", link, got, err, inv)
		}
	}
}

func TestParseInvitationLenient(t *testing.T) {
	want := Invitation{Addr: "192.168.1.20:47474", Code: "K7M2QX", Fingerprint: testFP}
	for _, s := range []string{
		"cego://192.168.1.20:47474/?code=K7M2QX&fp=" + testFP,
		"  <CEGO://192.168.1.20/?fp=" + strings.ToUpper(testFP) + "&code=k7m-2qx>\n",
		"cego://192.168.1.20:47474?code=K7M2QX&fp=" + testFP + "&later=1",
	} {
		got, err := ParseInvitation(s)
		if err != nil || got != want {
			t.Errorf("ParseInvitation(%q) = %+v, %v", s, got, err)
		}
	}
}

func TestParseInvitationErrors(t *testing.T) {
	fp := "&fp=" + testFP
	for s, want := range map[string]string{
		"":                                                       "begins with cego://",
		"http://1.2.3.4/?code=A" + fp:                            "begins with cego://",
		"cego://":                                                "no address",
		"cego:1.2.3.4":                                           "begins with cego://",
		"cego://u@1.2.3.4/?code=A" + fp:                          "user name",
		"cego://1.2.3.4/x?code=A" + fp:                           "unknown path",
		"cego://1.2.3.4/?code=A" + fp + "#":                      "",
		"cego://1.2.3.4/?code=A" + fp + "#x":                     "# part",
		"cego://example.org/?code=A" + fp:                        "not an IP address",
		"cego://[fe80::1%25eth0]/?code=A" + fp:                   "not an IP address",
		"cego://1.2.3.4:0/?code=A" + fp:                          "not a port",
		"cego://1.2.3.4:99999/?code=A" + fp:                      "not a port",
		"cego://1.2.3.4/?fp=" + testFP:                           "no table code",
		"cego://1.2.3.4/?code=A&code=B" + fp:                     "2 table codes",
		"cego://1.2.3.4/?code=%C3%A4" + fp:                       "letters and digits",
		"cego://1.2.3.4/?code=" + fp:                             "letters and digits",
		"cego://1.2.3.4/?code=A":                                 "no fingerprint",
		"cego://1.2.3.4/?code=A&fp=abc":                          "64 hex digits",
		"cego://1.2.3.4/?code=A&fp=%zz":                          "cannot be read",
		"cego://1.2.3.4/?code=A" + fp + strings.Repeat("x", 600): "too long",
	} {
		_, err := ParseInvitation(s)
		if want == "" {
			if err != nil {
				t.Errorf("ParseInvitation(%q): %v", s, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseInvitation(%q) = %v, want an error with %q", s, err, want)
		}
	}
}

// FuzzParseInvitation: no link makes the parser panic, and what it
// accepts formats to a link it reads back the same.
func FuzzParseInvitation(f *testing.F) {
	f.Add("cego://203.0.113.5:47474/?code=K7M2QX&fp=" + testFP)
	f.Add("cego://[2001:db8::1]/?fp=" + testFP + "&code=ac-de")
	f.Add("cego://1.2.3.4:0/?code=%zz")
	f.Fuzz(func(t *testing.T, s string) {
		inv, err := ParseInvitation(s)
		if err != nil {
			return
		}
		again, err := ParseInvitation(inv.Format())
		if err != nil || again != inv {
			t.Fatalf("%q → %+v → %q → %+v, %v", s, inv, inv.Format(), again, err)
		}
	})
}

func TestInvitationArg(t *testing.T) {
	link := "cego://192.168.1.20:47474/?code=K7M2QX&fp=" + testFP
	if inv, ok, err := InvitationArg([]string{link}); !ok || err != nil || inv.Code != "K7M2QX" || inv.Addr != "192.168.1.20:47474" || inv.Fingerprint != testFP {
		t.Errorf("a link: %+v, %v, %v", inv, ok, err)
	}
	if _, ok, err := InvitationArg(nil); ok || err != nil {
		t.Errorf("no argument: %v, %v", ok, err)
	}
	for args, want := range map[string][]string{
		"one invitation": {link, link},
		"neither a flag": {"seed=3"},
		"fingerprint":    {"cego://1.2.3.4/?code=A"},
	} {
		if _, ok, err := InvitationArg(want); ok || err == nil || !strings.Contains(err.Error(), args) {
			t.Errorf("%q: %v, %v; want an error with %q", want, ok, err, args)
		}
	}
}
