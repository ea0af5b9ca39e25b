package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/cego-spiel/cego/game"
)

// SaveFormat is the version of the saved-game file this package writes.
const SaveFormat = 1

// SeatInfo is who sits at one seat.
type SeatInfo struct {
	// Name is shown at the seat.
	Name string `json:"name"`
	// Bot is the bot's level (one of BotLevels), or empty for the human.
	Bot string `json:"bot,omitempty"`
}

// Meta is what the table needs, besides the game itself, to resume a
// sitting.
type Meta struct {
	// Name is the save's name; Save sets it, the autosave keeps whatever it
	// is given (e.g. the name of the save the sitting was loaded from).
	Name string `json:"name"`
	// HumanSeat is the seat the player plays, or -1 when bots play every
	// seat (watch mode).
	HumanSeat int `json:"humanSeat"`
	// Seats has one entry per player, in seat order (with FIVE_AT_TABLE
	// one per person, in person order).
	Seats []SeatInfo `json:"seats"`
	// Rules is the name of the sitting's rule profile ("" when it has
	// none); the rules themselves are in the game.
	Rules string `json:"rules,omitempty"`
	// Rated marks a rated sitting (no undo); practice is the default.
	Rated bool `json:"rated,omitempty"`
}

// SavedSitting is a sitting read back from a file and fully replayed.
type SavedSitting struct {
	Meta
	// Saved is when it was saved (UTC).
	Saved time.Time
	// Sitting is the sitting, replayed action by action through the engine:
	// same hands, same trick, same totals.
	Sitting *game.Sitting
}

// Info summarises g the way List does, but from the replayed game (Slug is
// empty for an autosave without a name, Path is empty).
func (g SavedSitting) Info() SaveInfo {
	sum := summarise(g.Sitting)
	slug := ""
	if g.Name != "" {
		slug = Slug(g.Name)
	}
	return SaveInfo{Name: g.Name, Slug: slug, Saved: g.Saved, HumanSeat: g.HumanSeat,
		Seats: g.Seats, Players: sum.Players, Deal: sum.Deal, Totals: sum.Totals}
}

// SaveInfo describes a saved game for a list, read from the file's summary
// without replaying it: for display only, never for play (Load replays).
type SaveInfo struct {
	// Name is the save's name as the player typed it.
	Name string
	// Slug is the file's name without ".json"; Load and Delete accept it.
	Slug string
	// Path is the file.
	Path string
	// Saved is when it was saved (UTC).
	Saved time.Time
	// Players is 3 or 4, or 5 with FIVE_AT_TABLE (the people at the
	// table).
	Players int
	// HumanSeat is the player's seat, -1 in watch mode.
	HumanSeat int
	// Seats are the players' names and bot levels in seat order.
	Seats []SeatInfo
	// Deal is the number of the deal in progress (from 1).
	Deal int
	// Totals are the running totals per seat (len Players).
	Totals []int
	// Err is set when the file could not be read; Load would then move it
	// aside and report a Problem. The other fields may be empty.
	Err error
}

// saveFile is the file form of a saved game. The summary duplicates what
// the sitting implies so List need not replay; Load ignores it and replays.
type saveFile struct {
	Format    int             `json:"format"`
	Name      string          `json:"name"`
	Saved     time.Time       `json:"saved"`
	HumanSeat int             `json:"humanSeat"`
	Seats     []SeatInfo      `json:"seats"`
	Rules     string          `json:"rules,omitempty"`
	Rated     bool            `json:"rated,omitempty"`
	Summary   summary         `json:"summary"`
	Sitting   json.RawMessage `json:"match"`
}

type summary struct {
	Players int    `json:"players"`
	Scoring string `json:"scoring"`
	Deal    int    `json:"deal"`
	Actions int    `json:"actions"`
	Totals  []int  `json:"totals"`
}

func summarise(m *game.Sitting) summary {
	r := m.Rules()
	return summary{Players: r.People(), Scoring: r.Scoring.String(), Deal: m.DealNumber(),
		Actions: len(m.Actions()), Totals: m.PersonTotals()}
}

// check reports seats that do not fit a game with n players.
func (meta Meta) check(n int) error {
	if len(meta.Seats) != n {
		return fmt.Errorf("%d seats for %d players", len(meta.Seats), n)
	}
	if meta.HumanSeat != 0 && meta.HumanSeat != -1 {
		// the table seats the person at seat 0 (person 0 with five)
		return fmt.Errorf("the player's seat %d is not seat 0 (or -1 to watch)", meta.HumanSeat)
	}
	for i, st := range meta.Seats {
		switch {
		case i == meta.HumanSeat && st.Bot != "":
			return fmt.Errorf("seat %d is the player's but has a bot (%q)", i, st.Bot)
		case i != meta.HumanSeat && !isValidLevel(st.Bot):
			return fmt.Errorf("seat %d: bot level %q is not one of easy, normal, strong, expert", i, st.Bot)
		}
	}
	return nil
}

// cleaned returns meta with its names cleaned for display.
func (meta Meta) cleaned() Meta {
	meta.Name = cleanName(meta.Name, MaxNameLen)
	meta.Rules = cleanName(meta.Rules, 200)
	seats := make([]SeatInfo, len(meta.Seats))
	for i, st := range meta.Seats {
		seats[i] = SeatInfo{Name: cleanName(st.Name, MaxNameLen), Bot: st.Bot}
	}
	meta.Seats = seats
	return meta
}

// encodeSave builds the file for m with meta, saved at t.
func encodeSave(meta Meta, m *game.Sitting, t time.Time) ([]byte, error) {
	if m == nil {
		return nil, errors.New("no game to save")
	}
	meta = meta.cleaned()
	if err := meta.check(m.Rules().People()); err != nil {
		return nil, err
	}
	raw, err := m.MarshalJSON()
	if err != nil {
		return nil, err
	}
	f := saveFile{Format: SaveFormat, Name: meta.Name, Saved: t.UTC().Truncate(time.Second),
		HumanSeat: meta.HumanSeat, Seats: meta.Seats, Rules: meta.Rules, Rated: meta.Rated, Summary: summarise(m), Sitting: raw}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// decodeHead parses a save file without replaying it, for List.
func decodeHead(data []byte) (saveFile, Reason, error) {
	if reason, err := checkFormat(data, SaveFormat); err != nil {
		return saveFile{}, reason, err
	}
	var f saveFile
	if err := unmarshal(data, &f); err != nil {
		return saveFile{}, Corrupt, err
	}
	if len(f.Sitting) == 0 || string(f.Sitting) == "null" {
		return saveFile{}, Corrupt, plain(nil, "there is no game in it")
	}
	return f, 0, nil
}

// decodeSave parses a save file and replays its game through the engine.
// Nothing in the result comes from the file unchecked: the game is the
// replay, the seats are checked against its rules, the names cleaned.
func decodeSave(data []byte) (SavedSitting, Reason, error) {
	f, reason, err := decodeHead(data)
	if err != nil {
		return SavedSitting{}, reason, err
	}
	if reason, err := checkFormat(f.Sitting, game.SittingFormat); err != nil {
		return SavedSitting{}, reason, gameInIt(err)
	}
	m := new(game.Sitting)
	if err := m.UnmarshalJSON(f.Sitting); err != nil {
		return SavedSitting{}, Invalid, &plainError{words: words("the game does not replay"), detail: true, err: err}
	}
	meta := Meta{Name: f.Name, HumanSeat: f.HumanSeat, Seats: f.Seats, Rules: f.Rules, Rated: f.Rated}.cleaned()
	if err := meta.check(m.Rules().People()); err != nil {
		return SavedSitting{}, Invalid, &plainError{words: words("its seats do not fit its game"), detail: true, err: err}
	}
	return SavedSitting{Meta: meta, Saved: f.Saved.UTC(), Sitting: m}, 0, nil
}

// gameInIt words a cause found in the game inside a save file.
func gameInIt(err error) error {
	w, ok := Explain(err)
	if !ok {
		return fmt.Errorf("the game in it: %w", err)
	}
	return &plainError{words: words("the game in it: %s", w), err: err}
}

// info summarises a head for List, refusing a summary that cannot be right.
func (f saveFile) info() (SaveInfo, error) {
	sum := f.Summary
	if sum.Players < 3 || sum.Players > 5 || len(sum.Totals) != sum.Players || sum.Deal < 1 || len(f.Seats) != sum.Players {
		return SaveInfo{}, errors.New("its summary does not fit together")
	}
	meta := Meta{Name: f.Name, HumanSeat: f.HumanSeat, Seats: f.Seats}.cleaned()
	return SaveInfo{Name: meta.Name, Saved: f.Saved.UTC(), Players: sum.Players, HumanSeat: meta.HumanSeat,
		Seats: meta.Seats, Deal: sum.Deal, Totals: sum.Totals}, nil
}
