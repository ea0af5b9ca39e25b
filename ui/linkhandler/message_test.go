package linkhandler

import (
	"testing"

	"github.com/cego-spiel/cego/ui/netplay"
)

func TestParseMessage(t *testing.T) {
	const token = "0123abcd"
	inv, err := ParseMessage(message(token, testLink), token)
	if err != nil || inv.Format() != testLink {
		t.Fatalf("a good message: %+v, %v", inv, err)
	}
	for _, bad := range []string{
		"",
		"\n",
		header + "\n" + token + "\n" + testLink,
		header + "\n" + token + "\n" + testLink + "\nx\n",
		"CEGO-LINK 2\n" + token + "\n" + testLink + "\n",
		header + "\n\n" + testLink + "\n",
		header + "\n" + token + "\ncego://example.com/?code=K7M2QX\n",
	} {
		if _, err := ParseMessage([]byte(bad), token); err == nil {
			t.Errorf("ParseMessage(%q) took it", bad)
		}
	}
}

// FuzzParseMessage: whatever arrives, ParseMessage does not panic, and
// what it accepts is an invitation that reads back the same.
func FuzzParseMessage(f *testing.F) {
	const token = "0123abcd"
	f.Add(message(token, testLink))
	f.Add(message("", testLink))
	f.Add([]byte(header + "\n" + token + "\n" + "cego://[2001:db8::1]:1/?code=AB&fp=" + "00" + "\n"))
	f.Add([]byte("\x00\xff\n\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		inv, err := ParseMessage(data, token)
		if err != nil {
			return
		}
		again, err := netplay.ParseInvitation(inv.Format())
		if err != nil || again != inv {
			t.Fatalf("accepted %+v, which reads back as %+v (%v)", inv, again, err)
		}
	})
}
