package linkhandler

import (
	"errors"
	"path/filepath"
	"strings"
)

// ClassesKey is the registry key, under HKEY_CURRENT_USER, that makes a
// program the handler of cego:// links for one user (no administrator
// rights needed).
const ClassesKey = `Software\Classes\cego`

// A RegistryValue is one string value to be written under ClassesKey:
// Key is the subkey below it ("" for ClassesKey itself) and Name the
// value's name ("" for the key's default value).
type RegistryValue struct {
	Key, Name, Data string
}

// WindowsValues are the values that make the program file exe (an
// absolute path) the handler of cego:// links: the key's description, the
// empty "URL Protocol" value that marks it a URL scheme, the icon and the
// command, which passes the clicked link as the one argument. A path
// that is not absolute or holds a quote (which Windows paths never do)
// is an error.
func WindowsValues(exe string) ([]RegistryValue, error) {
	if !isAbsWindows(exe) {
		return nil, errors.New("the program's path " + exe + " is not absolute")
	}
	if strings.ContainsAny(exe, "\"\x00\r\n") {
		return nil, errors.New("the program's path holds a quote or a line break")
	}
	q := `"` + exe + `"`
	return []RegistryValue{
		{Key: "", Name: "", Data: "URL:Cego invitation"},
		{Key: "", Name: "URL Protocol", Data: ""},
		{Key: "DefaultIcon", Name: "", Data: q + ",0"},
		{Key: `shell\open\command`, Name: "", Data: q + ` "%1"`},
	}, nil
}

// isAbsWindows reports whether p is an absolute Windows path (a drive's
// C:\… or a share's \\server\…), on any platform (the tests run on Linux).
func isAbsWindows(p string) bool {
	if strings.HasPrefix(p, `\\`) {
		return len(p) > 2
	}
	return len(p) >= 3 && p[1] == ':' && (p[2] == '\\' || p[2] == '/') &&
		(p[0] >= 'A' && p[0] <= 'Z' || p[0] >= 'a' && p[0] <= 'z')
}

// Stale reports whether the registry must be written: a wanted value is
// missing or differs from what read finds (read returns a value's data
// and whether it exists). Paths on Windows do not care about case, so
// neither does the comparison.
func Stale(want []RegistryValue, read func(key, name string) (string, bool)) bool {
	for _, v := range want {
		got, ok := read(v.Key, v.Name)
		if !ok || !strings.EqualFold(got, v.Data) {
			return true
		}
	}
	return false
}

// Temporary reports whether the program file exe lies in the folder of
// temporary files tmp (go run builds there): such a program is not
// registered, or a test build would take the links from the real one.
func Temporary(exe, tmp string) bool {
	if tmp == "" {
		return false
	}
	e, t := strings.ToLower(filepath.Clean(exe)), strings.ToLower(filepath.Clean(tmp))
	sep := string(filepath.Separator)
	if strings.Contains(e, `\`) {
		sep = `\`
	}
	return e == t || strings.HasPrefix(e, strings.TrimSuffix(t, sep)+sep)
}
