package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/cego-spiel/cego/game"
)

// The autosave is two files, so that its cost after each action is bounded
// by the deal in progress and not by the sitting: autosave.json (the base,
// a saved game like any other) is written when a deal starts, or when the
// deal no longer continues what the base holds (an undo, another sitting);
// autosave.deal.json (the deal file) holds the meta and every action of the
// deal in progress and is written after every action. A reader takes the
// deal file only when it continues the base's last deal — same sitting, same
// deal, the base's actions a prefix of its own — so a crash between the two
// writes leaves the base alone, which is then the newer state. A version of
// Cego without deal files reads the base alone: the sitting as it was when
// the deal began.

// DealFormat is the version of the deal file this package writes.
const DealFormat = 1

// dealFile is the file form of the deal in progress.
type dealFile struct {
	Format    int        `json:"format"`
	Saved     time.Time  `json:"saved"`
	Name      string     `json:"name"`
	HumanSeat int        `json:"humanSeat"`
	Seats     []SeatInfo `json:"seats"`
	Rules     string     `json:"rules,omitempty"`
	Rated     bool       `json:"rated,omitempty"`
	// Seed is the sitting's seed, Deal the number of the deal (from 1).
	Seed uint64 `json:"seed"`
	Deal int    `json:"deal"`
	// Actions are every action of the deal so far (game.FormatActions).
	Actions string `json:"actions"`
}

// autosaveBase is what the autosave's base file holds (or is queued to
// hold): the sitting, its deal number and the deal's actions then.
type autosaveBase struct {
	m       *game.Sitting
	deal    int
	actions []game.Action
}

// autosaveParts are the encoded files of one autosave: base is nil when
// the base on disk (or queued) already fits.
type autosaveParts struct {
	base, deal []byte
}

// dealPath is the deal file beside the save at path.
func dealPath(path string) string { return strings.TrimSuffix(path, fileExt) + ".deal" + fileExt }

// SaveAutosave writes the sitting in progress to saves/autosave.json and its
// deal file, atomically; call it after every action (or use an Autosaver,
// which does the writing off the caller's goroutine). The sitting is
// marshalled before this returns, so the caller may go on changing it.
func (s *Store) SaveAutosave(meta Meta, m *game.Sitting) error {
	parts, err := s.encodeAutosave(meta, m)
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return s.writeAutosave(parts)
}

// encodeAutosave encodes the deal file, and the base when the one written
// or queued does not fit m's deal any more.
func (s *Store) encodeAutosave(meta Meta, m *game.Sitting) (autosaveParts, error) {
	if m == nil {
		return autosaveParts{}, errors.New("no game to save")
	}
	now := s.now()
	meta = meta.cleaned()
	if err := meta.check(m.Rules().People()); err != nil {
		return autosaveParts{}, err
	}
	acts := m.Actions()
	var parts autosaveParts
	var err error
	parts.deal, err = json.Marshal(dealFile{Format: DealFormat, Saved: now.UTC().Truncate(time.Second),
		Name: meta.Name, HumanSeat: meta.HumanSeat, Seats: meta.Seats, Rules: meta.Rules, Rated: meta.Rated,
		Seed: m.Seed(), Deal: m.DealNumber(), Actions: game.FormatActions(acts)})
	if err != nil {
		return autosaveParts{}, err
	}
	s.baseMu.Lock()
	b := s.base
	fits := b.m == m && b.deal == m.DealNumber() && len(b.actions) <= len(acts) && slices.Equal(b.actions, acts[:len(b.actions)])
	if !fits {
		s.base = autosaveBase{m: m, deal: m.DealNumber(), actions: acts}
	}
	s.baseMu.Unlock()
	if !fits {
		if parts.base, err = encodeSave(meta, m, now); err != nil {
			return autosaveParts{}, err
		}
	}
	return parts, nil
}

// writeAutosave writes an encoded autosave: the base first, then the deal
// file. A base that could not be written is encoded again next time.
func (s *Store) writeAutosave(parts autosaveParts) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	path := s.autosaveTarget()
	if parts.base != nil {
		if err := s.writeAtomic(path, parts.base); err != nil {
			s.forgetBase()
			return err
		}
	}
	return s.writeAtomic(dealPath(path), parts.deal)
}

// withDeal returns the save file data read from path with the deal in
// progress from its deal file, when there is one that continues it;
// otherwise data as it is. Callers hold s.mu.
func (s *Store) withDeal(path string, data []byte) []byte {
	dd, err := s.readLimited(dealPath(path))
	if err != nil {
		return data
	}
	var d dealFile
	if json.Unmarshal(dd, &d) != nil || d.Format != DealFormat {
		return data
	}
	merged, ok := mergeDeal(data, d)
	if !ok {
		return data
	}
	return merged
}

// mergeDeal puts the deal file's actions and meta into the save file data,
// when the deal file continues the save's last deal.
func mergeDeal(data []byte, d dealFile) ([]byte, bool) {
	var f map[string]json.RawMessage
	if json.Unmarshal(data, &f) != nil {
		return nil, false
	}
	var m struct {
		Seed  uint64                       `json:"seed"`
		Deals []map[string]json.RawMessage `json:"deals"`
	}
	var match map[string]json.RawMessage
	if json.Unmarshal(f["match"], &match) != nil || json.Unmarshal(f["match"], &m) != nil {
		return nil, false
	}
	if m.Seed != d.Seed || len(m.Deals) != d.Deal || d.Deal < 1 {
		return nil, false
	}
	last := m.Deals[len(m.Deals)-1]
	var baseActs string
	if json.Unmarshal(last["actions"], &baseActs) != nil {
		return nil, false
	}
	had, err1 := game.ParseActions(baseActs)
	now, err2 := game.ParseActions(d.Actions)
	if err1 != nil || err2 != nil || len(now) < len(had) || !slices.Equal(had, now[:len(had)]) {
		return nil, false
	}
	ok := true
	set := func(obj map[string]json.RawMessage, key string, v any) {
		raw, good := marshalRaw(v)
		obj[key] = raw
		ok = ok && good
	}
	set(last, "actions", d.Actions)
	set(match, "deals", m.Deals)
	set(f, "match", match)
	set(f, "saved", d.Saved)
	set(f, "name", d.Name)
	set(f, "humanSeat", d.HumanSeat)
	set(f, "seats", d.Seats)
	set(f, "rules", d.Rules)
	set(f, "rated", d.Rated)
	merged, good := marshalRaw(f)
	return merged, ok && good
}

// forgetBase makes the next autosave write its base again.
func (s *Store) forgetBase() {
	s.baseMu.Lock()
	s.base = autosaveBase{}
	s.baseMu.Unlock()
}
