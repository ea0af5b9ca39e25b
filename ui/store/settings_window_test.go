package store

import (
	"math"
	"strings"
	"testing"
)

// TestSettingsWindowRoundTrip: a remembered window size is written and read
// back exactly; settings without one write no "window" at all, so the file
// stays as an older version wrote it.
func TestSettingsWindowRoundTrip(t *testing.T) {
	s := newTestStore(t)
	if err := s.SaveSettings(Defaults()); err != nil {
		t.Fatal(err)
	}
	if data := string(readFile(t, s.SettingsPath())); strings.Contains(data, "window") {
		t.Fatalf("no size remembered, yet the file names one:\n%s", data)
	}
	want := Defaults()
	want.Window = WindowSize{Width: 1440, Height: 900.5}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	if data := string(readFile(t, s.SettingsPath())); !strings.Contains(data, `"window": {`) || !strings.Contains(data, `"height": 900.5`) {
		t.Fatalf("file:\n%s", data)
	}
	got, p := s.LoadSettings()
	if p != nil || got != want {
		t.Fatalf("got %+v (%v), want %+v", got.Window, p, want.Window)
	}
}

// TestSettingsWithoutWindow: a file from before the window size loads
// unchanged, without a problem, and remembers no size.
func TestSettingsWithoutWindow(t *testing.T) {
	s := newTestStore(t)
	data := []byte(`{"format":1,"pack":"schwarzwald","volume":0.5,"players":3}`)
	writeFile(t, s.SettingsPath(), data)
	got, p := s.LoadSettings()
	if p != nil || !got.Window.IsZero() || got.Pack != PackSchwarzwald || got.Players != 3 {
		t.Fatalf("got %+v, %v", got, p)
	}
	if string(readFile(t, s.SettingsPath())) != string(data) {
		t.Fatal("the file was changed")
	}
}

// TestSettingsBadWindowRepaired: a size no window can have is a repair like
// any unknown value: reset to none (the default size), the rest kept, the
// player told; NaN and the infinities, which JSON cannot hold, are refused
// by Validate and SaveSettings writes nothing.
func TestSettingsBadWindowRepaired(t *testing.T) {
	for _, w := range []string{
		`{"width":0,"height":800}`, `{"width":1280,"height":0}`, `{"width":-1280,"height":800}`,
		`{"width":1280,"height":-0.5}`, `{"width":8000.5,"height":800}`, `{"width":1280,"height":1e300}`,
		`{"width":1280}`,
	} {
		s := newTestStore(t)
		writeFile(t, s.SettingsPath(), []byte(`{"format":1,"pack":"bourgeois","window":`+w+`}`))
		got, p := s.LoadSettings()
		if p == nil || p.Reason != Repaired || len(p.Notes) != 1 || !strings.Contains(p.Message(), "window size") {
			t.Errorf("%s: problem %+v", w, p)
			continue
		}
		if !got.Window.IsZero() || got.Pack != PackBourgeois {
			t.Errorf("%s: repaired to %+v", w, got)
		}
	}
	for _, w := range []WindowSize{{math.NaN(), 800}, {1280, math.NaN()}, {math.Inf(1), 800}, {1280, math.Inf(-1)}, {0, 800}} {
		bad := Defaults()
		bad.Window = w
		if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), "window size") {
			t.Errorf("%v: %v", w, err)
		}
		s := newTestStore(t)
		if err := s.SaveSettings(bad); err == nil || s.HasSettings() {
			t.Errorf("%v saved (%v)", w, err)
		}
	}
	for _, w := range []WindowSize{{}, {1, 1}, {MaxWindowSide, MaxWindowSide}, {1280, 800}} {
		good := Defaults()
		good.Window = w
		if err := good.Validate(); err != nil {
			t.Errorf("%v refused: %v", w, err)
		}
	}
}
