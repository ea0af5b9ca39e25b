package linkhandler

import (
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/sys/windows/registry"
)

// Register makes this program file the handler of cego:// links for the
// user (HKEY_CURRENT_USER\Software\Classes\cego) when the key is missing
// or names another program file, and reports whether it wrote. A program
// in the folder of temporary files (go run) is not registered.
func Register() (bool, error) {
	exe, err := os.Executable()
	if err != nil {
		return false, err
	}
	if e, err := filepath.EvalSymlinks(exe); err == nil {
		exe = e
	}
	if Temporary(exe, os.TempDir()) {
		return false, nil
	}
	return register(registry.CURRENT_USER, ClassesKey, exe)
}

// register writes WindowsValues(exe) under root\base when Stale (the
// tests use a key of their own).
func register(root registry.Key, base, exe string) (bool, error) {
	want, err := WindowsValues(exe)
	if err != nil {
		return false, err
	}
	path := func(sub string) string {
		if sub == "" {
			return base
		}
		return base + `\` + sub
	}
	read := func(sub, name string) (string, bool) {
		k, err := registry.OpenKey(root, path(sub), registry.QUERY_VALUE)
		if err != nil {
			return "", false
		}
		defer k.Close()
		s, _, err := k.GetStringValue(name)
		return s, err == nil
	}
	if !Stale(want, read) {
		return false, nil
	}
	for _, v := range want {
		k, _, err := registry.CreateKey(root, path(v.Key), registry.SET_VALUE)
		if err != nil {
			return false, fmt.Errorf("the link handler's registry key %s: %w", path(v.Key), err)
		}
		err = k.SetStringValue(v.Name, v.Data)
		k.Close()
		if err != nil {
			return false, fmt.Errorf("the value %q of %s: %w", v.Name, path(v.Key), err)
		}
	}
	return true, nil
}
