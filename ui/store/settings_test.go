package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

func TestDefaultsValid(t *testing.T) {
	d := Defaults()
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	if d.Pack != PackAdler || d.Players != 4 || d.Scoring != "STANDARD" || d.Format != SettingsFormat {
		t.Fatalf("unexpected defaults %+v", d)
	}
	if d.Rules() != (game.Rules{Players: 4, Scoring: game.Standard}) {
		t.Fatalf("rules %+v", d.Rules())
	}
}

func TestScoringProfiles(t *testing.T) {
	got := strings.Join(ScoringProfiles(), " ")
	if got != "STANDARD CEGO_ONLINE_VALUES" {
		t.Fatalf("profiles %q", got)
	}
	if sc, ok := ParseScoring("CEGO_ONLINE_VALUES"); !ok || sc != game.CegoOnlineValues {
		t.Fatal("ParseScoring")
	}
	if _, ok := ParseScoring("BRIDGE"); ok {
		t.Fatal("unknown profile parsed")
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	s := newTestStore(t)
	if s.HasSettings() {
		t.Fatal("settings before the first save")
	}
	got, p := s.LoadSettings()
	if p != nil || got != Defaults() {
		t.Fatalf("no file: %+v, %v", got, p)
	}
	want := Settings{
		PlayerName: "Jörg Blümle", Pack: PackSchwarzwald,
		BotLevels: [4]string{ai.Easy.String(), ai.Strong.String(), ai.Expert.String(), ai.Normal.String()},
		Pace:      PaceInstant, Animations: false, ConfirmTrickClear: true, Sound: true, Volume: 0.25,
		Language: LanguageEnglish, Hints: false, Scoring: "CEGO_ONLINE_VALUES", CornerIndices: false,
		FourColourSuits: true, Players: 3, AutoPlaySingle: true,
	}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	want.Format = SettingsFormat
	before := readFile(t, s.SettingsPath())
	got, p = s.LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	if got != want {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	if after := readFile(t, s.SettingsPath()); string(after) != string(before) {
		t.Fatal("loading changed a good file")
	}
	if got.Rules() != (game.Rules{Players: 3, Scoring: game.CegoOnlineValues}) {
		t.Fatalf("rules %+v", got.Rules())
	}
	if !s.HasSettings() {
		t.Fatal("HasSettings after save")
	}
}

func TestSaveSettingsRefusesInvalid(t *testing.T) {
	s := newTestStore(t)
	bad := Defaults()
	bad.Pace = "warp"
	err := s.SaveSettings(bad)
	if err == nil || !strings.Contains(err.Error(), `pace "warp"`) {
		t.Fatalf("err %v", err)
	}
	if s.HasSettings() {
		t.Fatal("invalid settings written")
	}
}

func TestValidateNamesEveryProblem(t *testing.T) {
	bad := Defaults()
	bad.Pack, bad.BotLevels[2], bad.Volume, bad.Language, bad.Scoring, bad.Players = "tarock", "god", 1.5, "fr", "X", 5
	bad.PlayerName = "a\x00b" + strings.Repeat("x", 50)
	err := bad.Validate()
	if err == nil {
		t.Fatal("accepted")
	}
	for _, want := range []string{`pack "tarock"`, `seat 3 "god"`, "volume 1.5", `language "fr"`, `scoring profile "X"`, "5 players", "player name"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q not in %q", want, err)
		}
	}
	fixed, notes := bad.Normalized()
	if err := fixed.Validate(); err != nil || len(notes) != 7 {
		t.Fatalf("repair: %v, %d notes", err, len(notes))
	}
	if fixed.Volume != 1 || fixed.PlayerName != "ab"+strings.Repeat("x", 38) {
		t.Fatalf("repaired %+v", fixed)
	}
}

func TestLoadSettingsRepairsUnknownValues(t *testing.T) {
	s := newTestStore(t)
	data := []byte(`{"format":1,"pack":"tarock","pace":"fast","volume":3,"players":3}`)
	writeFile(t, s.SettingsPath(), data)
	got, p := s.LoadSettings()
	if p == nil || p.Reason != Repaired || len(p.Notes) != 2 || p.KeptAs != "" {
		t.Fatalf("problem %+v", p)
	}
	if got.Pack != PackAdler || got.Pace != PaceFast || got.Volume != 1 || got.Players != 3 {
		t.Fatalf("settings %+v", got)
	}
	if string(readFile(t, s.SettingsPath())) != string(data) {
		t.Fatal("the file was changed")
	}
	t.Log(p.Message())
	if !strings.Contains(p.Message(), `pack "tarock"`) {
		t.Fatal(p.Message())
	}
	if err := s.SaveSettings(got); err != nil {
		t.Fatal(err)
	}
	if again, p := s.LoadSettings(); p != nil || again != got {
		t.Fatalf("after saving the repair: %+v %v", again, p)
	}
}

func TestLoadSettingsOlderFileKeepsDefaults(t *testing.T) {
	s := newTestStore(t)
	writeFile(t, s.SettingsPath(), []byte(`{"format":1,"pack":"bourgeois"}`))
	got, p := s.LoadSettings()
	if p != nil {
		t.Fatal(p)
	}
	want := Defaults()
	want.Pack = PackBourgeois
	if got != want {
		t.Fatalf("got %+v", got)
	}
}

func TestLoadSettingsBadFilesMovedAside(t *testing.T) {
	good, _ := json.Marshal(Defaults())
	cases := []struct {
		name   string
		data   []byte
		reason Reason
		words  string
	}{
		{"truncated", good[:len(good)/2], Corrupt, "could not be read"},
		{"garbage", []byte("\x00\xff not json"), Corrupt, "could not be read"},
		{"empty", nil, Corrupt, "could not be read"},
		{"no format", []byte(`{"pack":"adler"}`), Corrupt, "no format version"},
		{"array", []byte(`[1,2,3]`), Corrupt, "could not be read"},
		{"format string", []byte(`{"format":"1"}`), Corrupt, "could not be read"},
		{"deep", []byte(`{"format":1,"x":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}`), Corrupt, "could not be read"},
		{"trailing", append(append([]byte{}, good...), []byte("{}")...), Corrupt, "could not be read"},
		{"huge", append([]byte(`{"format":1,"playerName":"`), make([]byte, MaxFileSize)...), TooLarge, "larger than 8 MiB"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newTestStore(t)
			writeFile(t, s.SettingsPath(), c.data)
			got, p := s.LoadSettings()
			if got != Defaults() {
				t.Errorf("not the defaults: %+v", got)
			}
			checkKeptAside(t, p, c.data)
			if p.Reason != c.reason {
				t.Errorf("reason %v, want %v", p.Reason, c.reason)
			}
			if p.Reason == Newer && !errors.Is(p, ErrNewerFormat) {
				t.Error("newer problem does not match ErrNewerFormat")
			}
			msg := p.Message()
			if !strings.Contains(msg, c.words) || !strings.Contains(msg, "settings.json.broken-20261130T101500") ||
				!strings.HasSuffix(msg, "and the defaults are used.") {
				t.Errorf("message %q", msg)
			}
			if len(msg) < 1000 {
				t.Log(msg)
			}
			// The next start finds no settings and no problem.
			if _, p := s.LoadSettings(); p != nil {
				t.Errorf("second load: %v", p)
			}
		})
	}
}

func TestBrokenCopiesNeverOverwritten(t *testing.T) {
	s := newTestStore(t)
	var kept []string
	for i := 0; i < 3; i++ {
		data := []byte("broken " + string(rune('a'+i)))
		writeFile(t, s.SettingsPath(), data)
		_, p := s.LoadSettings()
		checkKeptAside(t, p, data)
		kept = append(kept, filepath.Base(p.KeptAs))
	}
	want := []string{"settings.json.broken-20261130T101500", "settings.json.broken-20261130T101500-2", "settings.json.broken-20261130T101500-3"}
	if strings.Join(kept, " ") != strings.Join(want, " ") {
		t.Fatalf("kept as %v", kept)
	}
	for i, k := range kept {
		if got := string(readFile(t, filepath.Join(s.Dir(), k))); got != "broken "+string(rune('a'+i)) {
			t.Fatalf("%s holds %q", k, got)
		}
	}
}

func TestLoadSettingsNotARegularFile(t *testing.T) {
	s := newTestStore(t)
	if err := os.MkdirAll(s.SettingsPath(), 0o755); err != nil {
		t.Fatal(err)
	}
	got, p := s.LoadSettings()
	if p == nil || p.Reason != Corrupt || got != Defaults() {
		t.Fatalf("%+v %v", got, p)
	}
	if err := s.SaveSettings(Defaults()); err != nil {
		t.Fatal(err)
	}
}

func TestLanguageFromLocale(t *testing.T) {
	for _, c := range []struct{ all, messages, lang, want string }{
		{"", "", "de_DE.UTF-8", "de"},
		{"", "", "en_US.UTF-8", "en"},
		{"", "de_CH.UTF-8", "en_US.UTF-8", "de"},
		{"en_GB.UTF-8", "de_DE.UTF-8", "de_DE.UTF-8", "en"},
		{"", "", "C", "en"},
		{"", "", "", "en"},
		{"", "", "de", "de"},
		{"", "", "dek_XX", "en"},
	} {
		t.Setenv("LC_ALL", c.all)
		t.Setenv("LC_MESSAGES", c.messages)
		t.Setenv("LANG", c.lang)
		if got := DefaultLanguage(); got != c.want {
			t.Errorf("%+v: %s", c, got)
		}
		if got := Defaults().Language; got != c.want {
			t.Errorf("%+v: defaults %s", c, got)
		}
	}
}
