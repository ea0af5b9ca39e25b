package posixlocale

import "testing"

func TestQuiet(t *testing.T) {
	for _, c := range []struct {
		name string
		env  map[string]string
		want bool
	}{
		{"LANG=C.UTF-8", map[string]string{"LANG": "C.UTF-8"}, true},
		{"LANG=POSIX.UTF-8", map[string]string{"LANG": "POSIX.UTF-8"}, true},
		{"LC_ALL decides", map[string]string{"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}, true},
		{"a real locale decides", map[string]string{"LC_ALL": "de_DE.UTF-8", "LANG": "C.UTF-8"}, false},
		{"plain C: Fyne reads nothing", map[string]string{"LANG": "C"}, false},
		{"LANGUAGE already set", map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "de"}, false},
		{"nothing set", map[string]string{}, false},
		{"German", map[string]string{"LANG": "de_DE.UTF-8"}, false},
	} {
		env := map[string]string{}
		for k, v := range c.env {
			env[k] = v
		}
		get := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
		set := func(k, v string) error { env[k] = v; return nil }
		if got := quiet(get, set); got != c.want {
			t.Errorf("%s: quiet = %v, want %v", c.name, got, c.want)
		}
		if want := c.env["LANGUAGE"]; c.want {
			want = "en"
			if env["LANGUAGE"] != want {
				t.Errorf("%s: LANGUAGE = %q, want %q", c.name, env["LANGUAGE"], want)
			}
		} else if env["LANGUAGE"] != want {
			t.Errorf("%s: LANGUAGE changed to %q", c.name, env["LANGUAGE"])
		}
	}
}
