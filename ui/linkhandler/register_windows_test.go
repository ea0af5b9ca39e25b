package linkhandler

import (
	"fmt"
	"os"
	"testing"

	"golang.org/x/sys/windows/registry"
)

// TestRegisterWindows writes the handler's values under a key of the
// test's own (not the user's Software\Classes\cego), reads them back with
// the registry's API, and writes again only for another program file.
func TestRegisterWindows(t *testing.T) {
	parent := fmt.Sprintf(`Software\CegoTest-%d`, os.Getpid())
	base := parent + `\cego`
	t.Cleanup(func() {
		for _, k := range []string{base + `\shell\open\command`, base + `\shell\open`, base + `\shell`, base + `\DefaultIcon`, base, parent} {
			_ = registry.DeleteKey(registry.CURRENT_USER, k)
		}
	})
	exe := `C:\Spiele\Cego\cego.exe`
	if wrote, err := register(registry.CURRENT_USER, base, exe); err != nil || !wrote {
		t.Fatalf("first registration: wrote %v, %v", wrote, err)
	}
	k, err := registry.OpenKey(registry.CURRENT_USER, base+`\shell\open\command`, registry.QUERY_VALUE)
	if err != nil {
		t.Fatal(err)
	}
	cmd, _, err := k.GetStringValue("")
	k.Close()
	if want := `"C:\Spiele\Cego\cego.exe" "%1"`; err != nil || cmd != want {
		t.Errorf("the command is %q (%v), want %q", cmd, err, want)
	}
	k, err = registry.OpenKey(registry.CURRENT_USER, base, registry.QUERY_VALUE)
	if err != nil {
		t.Fatal(err)
	}
	proto, _, err := k.GetStringValue("URL Protocol")
	k.Close()
	if err != nil || proto != "" {
		t.Errorf("URL Protocol is %q (%v)", proto, err)
	}
	if wrote, err := register(registry.CURRENT_USER, base, exe); err != nil || wrote {
		t.Errorf("the same program again: wrote %v, %v", wrote, err)
	}
	if wrote, err := register(registry.CURRENT_USER, base, `D:\Neu\cego.exe`); err != nil || !wrote {
		t.Errorf("another program file: wrote %v, %v", wrote, err)
	}
}
