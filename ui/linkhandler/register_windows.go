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
	want, err := WindowsValues(exe)
	if err != nil {
		return false, err
	}
	if !Stale(want, readValue) {
		return false, nil
	}
	for _, v := range want {
		if err := writeValue(v); err != nil {
			return false, fmt.Errorf("the link handler's registry key %s: %w", ClassesKey, err)
		}
	}
	return true, nil
}

// fullKey is the path of v's key under HKEY_CURRENT_USER.
func fullKey(sub string) string {
	if sub == "" {
		return ClassesKey
	}
	return ClassesKey + `\` + sub
}

// readValue reads one string value under ClassesKey.
func readValue(sub, name string) (string, bool) {
	k, err := registry.OpenKey(registry.CURRENT_USER, fullKey(sub), registry.QUERY_VALUE)
	if err != nil {
		return "", false
	}
	defer k.Close()
	s, _, err := k.GetStringValue(name)
	if err != nil {
		return "", false
	}
	return s, true
}

// writeValue writes v, making its key when missing.
func writeValue(v RegistryValue) error {
	k, _, err := registry.CreateKey(registry.CURRENT_USER, fullKey(v.Key), registry.SET_VALUE)
	if err != nil {
		return err
	}
	defer k.Close()
	if err := k.SetStringValue(v.Name, v.Data); err != nil {
		return fmt.Errorf("the value %q of %s: %w", v.Name, fullKey(v.Key), err)
	}
	return nil
}
