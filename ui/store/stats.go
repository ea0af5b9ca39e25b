package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"unicode/utf8"

	"github.com/cego-spiel/cego/game"
)

// StatsFormat is the version of the statistics file this package writes.
const StatsFormat = 1

// MaxRecent is how many of the latest deals' settlements Stats keeps.
const MaxRecent = 100

const statsName = "stats.json"

// maxStatsKey bounds the length of a deal key read back.
const maxStatsKey = 80

// MaxStatsDeals is the most deals the statistics count: a file claiming
// more is refused, and Add counts no deal beyond it (no count can overflow).
const MaxStatsDeals = 1_000_000_000

// MaxDealScore bounds the settlement of one deal, in cents, far above any
// the rules can produce; a file with a larger one is refused.
const MaxDealScore = 1 << 20

// contractNames are the names of the engine's contracts, the only keys the
// statistics' Contracts may have.
var contractNames = func() map[string]bool {
	m := map[string]bool{}
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		m[c.String()] = true
	}
	return m
}()

// ContractRecord counts the deals the player declared one contract in.
type ContractRecord struct {
	Declared int `json:"declared"`
	Won      int `json:"won"`
	// Score is the player's settlement summed over those deals.
	Score int `json:"score"`
}

// Stats are the player's statistics over every sitting: deals played to
// the end, the contracts declared and won, and the settlement per deal.
type Stats struct {
	// Format is the file format version; SaveStats sets it.
	Format int `json:"format"`
	// Deals counts the deals the player finished; Score sums his
	// settlement over them.
	Deals int `json:"deals"`
	Score int `json:"score"`
	// Contracts counts the deals he declared, by the contract's name
	// (game.Contract.String, e.g. "Solo", "Eine Leere").
	Contracts map[string]ContractRecord `json:"contracts"`
	// Recent is his settlement of the latest deals, oldest first (at most
	// MaxRecent).
	Recent []int `json:"recent"`
	// Last identifies the last deal counted (see Add), so that a deal
	// shown again — a resumed sitting ending on its result — is not
	// counted twice.
	Last string `json:"last,omitempty"`
}

// Add counts one finished deal, identified by key (unique per deal, e.g.
// the sitting's seed and the deal's number): the contract, whether the
// player declared it and won, and his settlement. It returns false, and
// counts nothing, when key is the deal counted last.
func (s *Stats) Add(key string, c game.Contract, declared, won bool, score int) bool {
	if key != "" && key == s.Last || s.Deals >= MaxStatsDeals || !within(score, MaxDealScore) || declared && !contractNames[c.String()] {
		return false
	}
	s.Last = key
	s.Deals++
	s.Score += score
	if declared {
		if s.Contracts == nil {
			s.Contracts = map[string]ContractRecord{}
		}
		r := s.Contracts[c.String()]
		r.Declared++
		if won {
			r.Won++
		}
		r.Score += score
		s.Contracts[c.String()] = r
	}
	s.Recent = append(s.Recent, score)
	if len(s.Recent) > MaxRecent {
		s.Recent = append([]int(nil), s.Recent[len(s.Recent)-MaxRecent:]...)
	}
	return true
}

// Validate reports the first impossible value: negative counts or counts
// beyond MaxStatsDeals, more won than declared, more declared than played,
// a contract the engine does not know, a score no deals can sum to.
func (s *Stats) Validate() error {
	if s.Deals < 0 || s.Deals > MaxStatsDeals {
		return fmt.Errorf("%d deals played", s.Deals)
	}
	if !within(s.Score, s.Deals*MaxDealScore) {
		return fmt.Errorf("a score of %d in %d deals", s.Score, s.Deals)
	}
	if len(s.Contracts) > len(contractNames) {
		return fmt.Errorf("%d contracts", len(s.Contracts))
	}
	declared := 0
	for name, r := range s.Contracts {
		if !contractNames[name] {
			return fmt.Errorf("a contract this version does not know (%d bytes)", len(name))
		}
		if r.Declared < 0 || r.Declared > s.Deals || r.Won < 0 || r.Won > r.Declared || !within(r.Score, r.Declared*MaxDealScore) {
			return fmt.Errorf("%s: %d declared, %d won, score %d", name, r.Declared, r.Won, r.Score)
		}
		declared += r.Declared
	}
	if declared > s.Deals {
		return fmt.Errorf("%d contracts declared in %d deals", declared, s.Deals)
	}
	if len(s.Recent) > MaxRecent || len(s.Recent) > s.Deals {
		return fmt.Errorf("%d recent deals of %d", len(s.Recent), s.Deals)
	}
	for _, v := range s.Recent {
		if !within(v, MaxDealScore) {
			return fmt.Errorf("a deal scored %d", v)
		}
	}
	if len(s.Last) > maxStatsKey || !utf8.ValidString(s.Last) {
		return errors.New("the last deal's key is damaged")
	}
	return nil
}

// StatsPath is the path of stats.json.
func (s *Store) StatsPath() string { return filepath.Join(s.dir, statsName) }

// LoadStats reads the statistics. Without a file they are empty (problem
// nil). A file that is damaged, impossible or too large is moved aside
// (Problem.KeptAs) and the statistics start afresh; one that cannot be read
// at all or is of a newer format is left in place and held: SaveStats and
// UpdateStats refuse to write over it this session. A good file is never
// modified.
func (s *Store) LoadStats() (stats Stats, problem *Problem) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.loadStats()
}

// loadStats is LoadStats; callers hold s.mu.
func (s *Store) loadStats() (Stats, *Problem) {
	st, found, p := loadOwned(s, s.StatsPath(), StatsFile, decodeStats)
	if !found || p != nil {
		return Stats{Format: StatsFormat}, p
	}
	return st, nil
}

// UpdateStats reads the statistics file afresh, lets update change them
// and, when it reports a change, writes them back — all under the store's
// lock, so that a count is never lost to a write based on an older read.
// It returns the statistics as they now are; problem is a file that could
// not be used (as LoadStats reports it: a held one is not written, and err
// says so).
func (s *Store) UpdateStats(update func(*Stats) bool) (stats Stats, problem *Problem, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, p := s.loadStats()
	if p != nil && p.Held {
		return st, p, fmt.Errorf("statistics not saved: %w", errHeld)
	}
	if !update(&st) {
		return st, p, nil
	}
	st.Format = StatsFormat
	if err := st.Validate(); err != nil {
		return st, p, fmt.Errorf("statistics not saved: %w", err)
	}
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return st, p, err
	}
	return st, p, s.writeAtomic(s.StatsPath(), append(data, '\n'))
}

// within reports whether v lies in -bound..bound.
func within(v, bound int) bool { return v >= -bound && v <= bound }

// decodeStats parses and checks a statistics file.
func decodeStats(data []byte) (Stats, Reason, error) {
	if reason, err := checkFormat(data, StatsFormat); err != nil {
		return Stats{}, reason, err
	}
	var st Stats
	if err := unmarshal(data, &st); err != nil {
		return Stats{}, Corrupt, err
	}
	if err := st.Validate(); err != nil {
		return Stats{}, Invalid, &plainError{words: words("it holds impossible numbers"), detail: true, err: err}
	}
	return st, 0, nil
}

// SaveStats writes the statistics atomically.
func (s *Store) SaveStats(stats Stats) error {
	stats.Format = StatsFormat
	if err := stats.Validate(); err != nil {
		return fmt.Errorf("statistics not saved: %w", err)
	}
	return s.writeJSON(s.StatsPath(), stats)
}
