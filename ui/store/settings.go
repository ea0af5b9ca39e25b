package store

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cego-spiel/cego/game"
)

// SettingsFormat is the version of the settings file this package writes.
// A file with a higher format is refused (and kept aside), not guessed at.
const SettingsFormat = 1

// MaxNameLen is the longest player or save name, in characters.
const MaxNameLen = 40

// Settings is everything the player sets once and expects remembered. The
// zero value is not valid; start from Defaults.
type Settings struct {
	// Format is the file format version; SaveSettings sets it.
	Format int `json:"format"`
	// PlayerName is the player's name; empty means the UI shows its own
	// word for "you".
	PlayerName string `json:"playerName"`
	// Pack is the card design: one of Packs.
	Pack string `json:"pack"`
	// BotLevels is the level of the bot at each seat (game.Seat index), one
	// of BotLevels; the human's seat's entry is unused, seat 3's too with
	// three players.
	BotLevels [4]string `json:"botLevels"`
	// Pace is how fast bots play and tricks clear: one of Paces.
	Pace string `json:"pace"`
	// Animations turns card movement animations on.
	Animations bool `json:"animations"`
	// ConfirmTrickClear waits for a click before a finished trick is cleared.
	ConfirmTrickClear bool `json:"confirmTrickClear"`
	// Sound turns sound effects on.
	Sound bool `json:"sound"`
	// Volume is the effects volume, 0 to 1.
	Volume float64 `json:"volume"`
	// Language is the UI language: one of Languages.
	Language string `json:"language"`
	// Hints turns beginner hints on.
	Hints bool `json:"hints"`
	// Scoring is the scoring profile: one of ScoringProfiles.
	Scoring string `json:"scoring"`
	// CornerIndices draws corner indices on cards that traditionally have
	// none.
	CornerIndices bool `json:"cornerIndices"`
	// FourColourSuits draws the four suits in four colours.
	FourColourSuits bool `json:"fourColourSuits"`
	// Players is 3 or 4.
	Players int `json:"players"`
	// AutoPlaySingle plays the player's only legal card for them.
	AutoPlaySingle bool `json:"autoPlaySingle"`
	// AutoPassSingle says the player's only legal call for them (a player
	// without the Geiß, who can only say fort in the Ultimo round).
	AutoPassSingle bool `json:"autoPassSingle,omitempty"`
	// Profile is the rule profile of the next sitting (a preset of RULES
	// §11.1 or custom rules); nil takes Players and Scoring, as files
	// before the profiles did. SetProfile keeps Players and Scoring in
	// step with it.
	Profile *game.Profile `json:"profile,omitempty"`
	// Window is the table window's size when the player last closed it;
	// the zero value (and a file without it) opens the default size.
	Window WindowSize `json:"window,omitzero"`
	// Table is the network table the person last sat down at (nil: none);
	// joining it again with the same address and code takes the seat back
	// with its token, after the program was closed in the middle of a
	// deal too.
	Table *JoinedTable `json:"table,omitempty"`
	// Hosted is the network table this window last hosted (nil: none):
	// hosting the same sitting again keeps its code and the friends'
	// seats (their tokens), so their Cego comes back by itself.
	Hosted *HostedTable `json:"hosted,omitempty"`

	// profileErr is why the file's profile could not be used.
	profileErr error
	// read is what reading the file noticed besides the values (nil when
	// nothing: settingsread.go).
	read *readNotes
}

// JoinedTable is a network table the person sat down at.
type JoinedTable struct {
	Addr  string `json:"addr"`
	Code  string `json:"code"`
	Name  string `json:"name,omitempty"`
	Token string `json:"token"`
	// Fingerprint is the table certificate's, pinned when the person sat
	// down (from the invitation, or learned by the code exchange): the
	// token and code go only to that table.
	Fingerprint string `json:"fingerprint,omitempty"`
	// Seated is set while the person sits at the table: a program that
	// ended without leaving it goes back to the seat when started again.
	Seated bool `json:"seated,omitempty"`
}

// HostedTable is a network table the person hosted: its code and, per
// person, the seat's token ("" for none) and name.
type HostedTable struct {
	Code   string   `json:"code"`
	Tokens []string `json:"tokens"`
	Names  []string `json:"names"`
}

// Defaults are the settings of a first start; the language follows the
// system locale (DefaultLanguage).
func Defaults() Settings {
	return Settings{
		Format:            SettingsFormat,
		Pack:              PackAdler,
		BotLevels:         [4]string{DefaultLevel, DefaultLevel, DefaultLevel, DefaultLevel},
		Pace:              PaceNormal,
		Animations:        true,
		ConfirmTrickClear: false,
		Sound:             true,
		Volume:            0.8,
		Language:          DefaultLanguage(),
		Hints:             true,
		Scoring:           game.Standard.String(),
		CornerIndices:     true,
		FourColourSuits:   false,
		Players:           4,
		AutoPlaySingle:    false,
		AutoPassSingle:    false,
	}
}

// Rules are the game rules these settings choose: the profile's, or players
// and scoring. Call it on valid settings; an unknown scoring profile gives
// the default.
func (s Settings) Rules() game.Rules {
	if s.Profile != nil {
		return s.Profile.Rules
	}
	sc, _ := ParseScoring(s.Scoring)
	return game.Rules{Players: s.Players, Scoring: sc}
}

// SetProfile chooses the rule profile of the next sitting, and sets Players
// and Scoring to its own (what a version before the profiles reads).
func (s *Settings) SetProfile(p game.Profile) {
	s.Profile = &p
	s.Players = p.Rules.N()
	s.Scoring = p.Rules.Scoring.String()
	s.profileErr = nil
}

// UnmarshalJSON reads a settings file over the settings s holds. A profile
// that cannot be used does not spoil the rest: it is reported by Validate
// (and dropped by Normalized).
func (s *Settings) UnmarshalJSON(data []byte) error {
	type plain Settings
	j := struct {
		*plain
		Profile json.RawMessage `json:"profile"`
	}{plain: (*plain)(s)}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if len(j.Profile) == 0 || string(j.Profile) == "null" {
		return nil
	}
	p, err := game.ParseProfile(j.Profile)
	if err != nil {
		if p, dropped, ok := profileWithout(j.Profile); ok {
			s.Profile, s.profileErr = &p, nil
			s.notes().dropped = dropped
			return nil
		}
		s.Profile, s.profileErr = nil, err
		return nil
	}
	s.Profile, s.profileErr = &p, nil
	return nil
}

// Validate reports every value this version does not know, each named.
func (s Settings) Validate() error {
	var errs []error
	for _, is := range s.issues() {
		errs = append(errs, errors.New(is.problem.String()))
	}
	return errors.Join(errs...)
}

// issue is one bad setting: what is wrong, and how to put it right.
type issue struct {
	problem Words
	fix     func(*Settings)
}

func (s Settings) issues() []issue {
	def := Defaults()
	var out []issue
	add := func(fix func(*Settings), format string, args ...any) {
		out = append(out, issue{words(format, args...), fix})
	}
	// format names the setting and has two verbs: the value, the allowed ones
	oneOf := func(format, v string, allowed []string, fix func(*Settings)) {
		if !slices.Contains(allowed, v) {
			add(fix, format, v, strings.Join(allowed, ", "))
		}
	}
	if s.read != nil {
		for _, w := range s.read.wrongKind {
			add(func(t *Settings) { t.read.wrongKind = nil }, "%s held a value of the wrong kind and was reset", w)
		}
		for _, o := range s.read.dropped {
			add(func(t *Settings) { t.read.dropped = nil }, "the rule profile's option “%s” is not known to this version and was left out", o)
		}
	}
	if s.Format > SettingsFormat || s.Format < 0 {
		add(func(t *Settings) { t.Format = SettingsFormat }, "format %d is not one this version knows (up to %d)", s.Format, SettingsFormat)
	}
	if clean := cleanName(s.PlayerName, MaxNameLen); clean != s.PlayerName {
		add(func(t *Settings) { t.PlayerName = clean },
			"the player name must be at most %d characters without control characters", MaxNameLen)
	}
	oneOf("pack %q is not one of %s", s.Pack, Packs(), func(t *Settings) { t.Pack = def.Pack })
	for i, l := range s.BotLevels {
		if !slices.Contains(BotLevels(), l) {
			add(func(t *Settings) { t.BotLevels[i] = def.BotLevels[i] }, "the bot level of seat %d %q is not one of %s", i+1, l, strings.Join(BotLevels(), ", "))
		}
	}
	oneOf("pace %q is not one of %s", s.Pace, Paces(), func(t *Settings) { t.Pace = def.Pace })
	if !(s.Volume >= 0 && s.Volume <= 1) {
		add(func(t *Settings) { t.Volume = clampVolume(t.Volume, def.Volume) }, "volume %g is not between 0 and 1", s.Volume)
	}
	oneOf("language %q is not one of %s", s.Language, Languages(), func(t *Settings) { t.Language = def.Language })
	oneOf("scoring profile %q is not one of %s", s.Scoring, ScoringProfiles(), func(t *Settings) { t.Scoring = def.Scoring })
	if s.profileErr != nil {
		add(func(t *Settings) { t.Profile, t.profileErr = nil, nil }, "the rule profile: %v", s.profileErr)
	} else if s.Profile != nil {
		if err := s.Profile.Rules.Validate(); err != nil {
			add(func(t *Settings) { t.Profile = nil }, "the rule profile: %v", err)
		}
	}
	if !s.Window.valid() {
		add(func(t *Settings) { t.Window = WindowSize{} }, "the window size %g × %g is not one a window can have", s.Window.Width, s.Window.Height)
	}
	if s.Players != 3 && s.Players != 4 {
		add(func(t *Settings) { t.Players = def.Players }, "%d players: Cego is played by 3 or 4", s.Players)
	}
	return out
}

// Normalized returns s with every value this version does not know reset to
// its default (a volume out of range clamped, a name cleaned), and a note in
// plain words for each change; valid settings come back unchanged with no
// notes.
func (s Settings) Normalized() (Settings, []Words) {
	var notes []Words
	if s.read != nil {
		r := *s.read // the fixes change the copy, not s's
		s.read = &r
	}
	for _, is := range s.issues() {
		is.fix(&s)
		notes = append(notes, is.problem)
	}
	s.read = s.read.tidy()
	return s, notes
}

// cleanName drops control characters and invalid UTF-8, trims spaces and cuts
// the name to at most max characters.
func cleanName(name string, max int) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(name) {
		if r == utf8.RuneError || unicode.IsControl(r) || isBidiControl(r) || n >= max {
			continue
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}

// isBidiControl reports the invisible characters that reorder text; in a
// name they only serve to make it display as something else.
func isBidiControl(r rune) bool {
	return r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 || r == 0x200E || r == 0x200F
}

// clampVolume brings v into 0..1; a value that is not a number gives def.
func clampVolume(v, def float64) float64 {
	switch {
	case v > 1:
		return 1
	case v >= 0:
		return v
	case v < 0:
		return 0
	}
	return def
}
