package linkhandler

import "testing"

func TestWindowsValues(t *testing.T) {
	exe := `C:\Users\Anna\Spiele\cego.exe`
	got, err := WindowsValues(exe)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		`|`:                   "URL:Cego invitation",
		`|URL Protocol`:       "",
		`DefaultIcon|`:        `"C:\Users\Anna\Spiele\cego.exe",0`,
		`shell\open\command|`: `"C:\Users\Anna\Spiele\cego.exe" "%1"`,
	}
	if len(got) != len(want) {
		t.Fatalf("%d values, want %d: %v", len(got), len(want), got)
	}
	for _, v := range got {
		if w, ok := want[v.Key+"|"+v.Name]; !ok || w != v.Data {
			t.Errorf("value %q of %q = %q, want %q (known: %v)", v.Name, v.Key, v.Data, w, ok)
		}
	}
	for _, bad := range []string{`cego.exe`, `.\cego.exe`, `C:\a"b\cego.exe`, "C:\\a\nb.exe", `/usr/bin/cego`, ``} {
		if _, err := WindowsValues(bad); err == nil {
			t.Errorf("WindowsValues(%q) took it", bad)
		}
	}
	if _, err := WindowsValues(`\\server\share\cego.exe`); err != nil {
		t.Errorf("a program on a share: %v", err)
	}
}

// memRegistry is a registry in memory for Stale.
type memRegistry map[string]string

func (r memRegistry) read(key, name string) (string, bool) {
	v, ok := r[key+"|"+name]
	return v, ok
}

func (r memRegistry) write(vs []RegistryValue) {
	for _, v := range vs {
		r[v.Key+"|"+v.Name] = v.Data
	}
}

func TestStale(t *testing.T) {
	here, _ := WindowsValues(`C:\Spiele\cego.exe`)
	moved, _ := WindowsValues(`D:\Neu\cego.exe`)
	r := memRegistry{}
	if !Stale(here, r.read) {
		t.Error("no key at all is not stale")
	}
	r.write(here)
	if Stale(here, r.read) {
		t.Error("the key just written is stale")
	}
	if !Stale(moved, r.read) {
		t.Error("a key naming another program file is not stale")
	}
	upper, _ := WindowsValues(`C:\SPIELE\CEGO.EXE`)
	if Stale(upper, r.read) {
		t.Error("the same path in other letter case is stale")
	}
	delete(r, "|URL Protocol")
	if !Stale(here, r.read) {
		t.Error("a key without its URL Protocol value is not stale")
	}
}

func TestTemporary(t *testing.T) {
	tmp := `C:\Users\Anna\AppData\Local\Temp`
	for exe, want := range map[string]bool{
		`C:\Users\Anna\AppData\Local\Temp\go-build123\b001\exe\cego.exe`: true,
		`c:\users\anna\appdata\local\temp\cego.exe`:                      true,
		`C:\Users\Anna\AppData\Local\Temporary\cego.exe`:                 false,
		`C:\Program Files\Cego\cego.exe`:                                 false,
	} {
		if got := Temporary(exe, tmp); got != want {
			t.Errorf("Temporary(%q) = %v", exe, got)
		}
	}
	if !Temporary("/tmp/go-build1/exe/cego", "/tmp/") || Temporary("/home/a/cego", "/tmp") {
		t.Error("Unix paths")
	}
	if Temporary(`C:\cego.exe`, "") {
		t.Error("no folder of temporary files")
	}
}
