package store

import (
	"encoding/json"
	"maps"
	"slices"

	"github.com/cego-spiel/cego/game"
)

// readNotes is what reading a settings file noticed besides the values: the
// settings whose value was of the wrong kind (each reset alone, the others
// kept), the profile's options this version does not know (left out, the
// rest of the profile kept) and the fields it does not know at all (kept as
// they are and written back, for the newer version that wrote them).
type readNotes struct {
	wrongKind []Words
	dropped   []string
	extra     map[string]json.RawMessage
}

// tidy is r, or nil when it notes nothing.
func (r *readNotes) tidy() *readNotes {
	if r == nil || len(r.wrongKind) == 0 && len(r.dropped) == 0 && len(r.extra) == 0 {
		return nil
	}
	return r
}

// notes returns s.read, made if need be.
func (s *Settings) notes() *readNotes {
	if s.read == nil {
		s.read = &readNotes{}
	}
	return s.read
}

// settingNames name each field of the settings file in a player's words.
var settingNames = map[string]Words{
	"format":            words("the format version"),
	"playerName":        words("your name"),
	"pack":              words("the pack design"),
	"botLevels":         words("the bots' levels"),
	"pace":              words("the pace"),
	"animations":        words("animations"),
	"confirmTrickClear": words("waiting for a click before a trick is gathered"),
	"sound":             words("sound"),
	"volume":            words("the volume"),
	"language":          words("the language"),
	"hints":             words("beginner hints"),
	"scoring":           words("the scoring profile"),
	"cornerIndices":     words("corner indices"),
	"fourColourSuits":   words("four-colour suits"),
	"players":           words("the number of players"),
	"autoPlaySingle":    words("playing a single legal card automatically"),
	"autoPassSingle":    words("saying a single legal call automatically"),
	"profile":           words("the rule profile"),
	"window":            words("the window size"),
	"table":             words("the table you last joined"),
	"hosted":            words("the table you last hosted"),
}

// decodeSettingsFields reads a settings file field by field over the
// defaults: a field of the wrong kind keeps its default and is noted, the
// others are read; a field this version does not know is kept for writing
// back. The error is only for a file that is no JSON object at all.
func decodeSettingsFields(data []byte) (Settings, error) {
	var fields map[string]json.RawMessage
	if err := unmarshal(data, &fields); err != nil {
		return Settings{}, err
	}
	st := Defaults()
	for _, key := range slices.Sorted(maps.Keys(fields)) {
		name, known := settingNames[key]
		if !known {
			n := st.notes()
			if n.extra == nil {
				n.extra = map[string]json.RawMessage{}
			}
			n.extra[key] = fields[key]
			continue
		}
		one, err := json.Marshal(map[string]json.RawMessage{key: fields[key]})
		if err != nil {
			return Settings{}, err
		}
		tmp := st
		if err := json.Unmarshal(one, &tmp); err != nil {
			n := st.notes()
			n.wrongKind = append(n.wrongKind, name)
			continue
		}
		st = tmp
	}
	st.read = st.read.tidy()
	return st, nil
}

// MarshalJSON writes the settings with the fields of a newer version that
// the file they were read from had, so that version finds them again.
func (s Settings) MarshalJSON() ([]byte, error) {
	type plain Settings
	data, err := json.Marshal(plain(s))
	if err != nil || s.read == nil || len(s.read.extra) == 0 {
		return data, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, err
	}
	for k, v := range s.read.extra {
		if _, ours := fields[k]; !ours {
			fields[k] = v
		}
	}
	return json.Marshal(fields)
}

// maxDroppedOptions is the most unknown options a profile may have and be
// kept without them; with more it is no profile of a newer version but
// damage, and it is dropped whole (one note, not thousands).
const maxDroppedOptions = 8

// profileWithout reads a rule profile leaving out the options this version
// does not know (a newer version's); ok is false when there were none to
// leave out or the rest is no profile either.
func profileWithout(raw json.RawMessage) (p game.Profile, dropped []string, ok bool) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil {
		return p, nil, false
	}
	var opts []string
	if json.Unmarshal(fields["options"], &opts) != nil {
		return p, nil, false
	}
	known := map[string]bool{}
	for _, o := range game.Options() {
		known[o.ID] = true
	}
	var kept []string
	for _, o := range opts {
		if known[o] {
			kept = append(kept, o)
		} else {
			dropped = append(dropped, cleanName(o, maxStatsKey))
		}
	}
	if len(dropped) == 0 || len(dropped) > maxDroppedOptions {
		return p, nil, false
	}
	if fields["options"], ok = marshalRaw(kept); !ok {
		return p, nil, false
	}
	again, ok := marshalRaw(fields)
	if !ok {
		return p, nil, false
	}
	p, err := game.ParseProfile(again)
	if err != nil {
		return p, nil, false
	}
	return p, dropped, true
}

// marshalRaw is json.Marshal for values that always marshal.
func marshalRaw(v any) (json.RawMessage, bool) {
	data, err := json.Marshal(v)
	return data, err == nil
}
