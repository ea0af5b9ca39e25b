package store

import (
	"fmt"
	"path/filepath"
	"slices"
	"unicode/utf8"
)

// ProgressFormat is the version of the course's progress file this package
// writes.
const ProgressFormat = 1

const progressName = "progress.json"

// maxChapters bounds how many finished chapters a progress file may name,
// maxExercises how many solved exercises.
const (
	maxChapters  = 200
	maxExercises = 100_000
)

// Progress is how far the person has come in the course: the chapters
// finished and the exercises solved, by their ids (in the order first
// done).
type Progress struct {
	// Format is the file format version; SaveProgress sets it.
	Format int `json:"format"`
	// Chapters are the ids of the chapters played to their end.
	Chapters []string `json:"chapters"`
	// Exercises are the ids of the exercises answered right.
	Exercises []string `json:"exercises,omitempty"`
}

// Done reports whether the chapter with this id was finished.
func (p *Progress) Done(id string) bool { return slices.Contains(p.Chapters, id) }

// Finish marks the chapter with this id finished; it returns false when it
// already was (or the id could not be stored).
func (p *Progress) Finish(id string) bool {
	if p.Done(id) || !goodID(id) || len(p.Chapters) >= maxChapters {
		return false
	}
	p.Chapters = append(p.Chapters, id)
	return true
}

// Solved reports whether the exercise with this id was answered right.
func (p *Progress) Solved(id string) bool { return slices.Contains(p.Exercises, id) }

// Solve marks the exercise with this id answered right; it returns false
// when it already was (or the id could not be stored).
func (p *Progress) Solve(id string) bool {
	if p.Solved(id) || !goodID(id) || len(p.Exercises) >= maxExercises {
		return false
	}
	p.Exercises = append(p.Exercises, id)
	return true
}

// goodID is a chapter or exercise id a progress file may hold.
func goodID(id string) bool {
	return id != "" && len(id) <= maxStatsKey && utf8.ValidString(id)
}

// Validate reports the first impossible value: an empty, overlong or
// repeated chapter or exercise id, or too many of them.
func (p *Progress) Validate() error {
	if len(p.Chapters) > maxChapters || len(p.Exercises) > maxExercises {
		return fmt.Errorf("%d chapters finished, %d exercises solved", len(p.Chapters), len(p.Exercises))
	}
	if err := uniqueIDs("chapter", p.Chapters); err != nil {
		return err
	}
	return uniqueIDs("exercise", p.Exercises)
}

// uniqueIDs checks a list of ids: each stored whole, none twice.
func uniqueIDs(what string, ids []string) error {
	seen := make(map[string]bool, len(ids))
	for _, id := range ids {
		if !goodID(id) {
			return fmt.Errorf("%s id of %d bytes", what, len(id))
		}
		if seen[id] {
			return fmt.Errorf("%s %q twice", what, id)
		}
		seen[id] = true
	}
	return nil
}

// ProgressPath is the path of progress.json.
func (s *Store) ProgressPath() string { return filepath.Join(s.dir, progressName) }

// LoadProgress reads the course's progress, with the same safety as
// LoadStats: without a file nothing is done yet (problem nil); a damaged,
// impossible or too large file is moved aside (Problem.KeptAs) and the
// progress starts afresh; one that cannot be read or is of a newer format
// is left in place and held (nothing is written over it this session). A
// good file is never modified.
func (s *Store) LoadProgress() (progress Progress, problem *Problem) {
	s.mu.Lock()
	defer s.mu.Unlock()
	pr, found, p := loadOwned(s, s.ProgressPath(), ProgressFile, decodeProgress)
	if !found || p != nil {
		return Progress{Format: ProgressFormat}, p
	}
	return pr, nil
}

// decodeProgress parses and checks a progress file.
func decodeProgress(data []byte) (Progress, Reason, error) {
	if reason, err := checkFormat(data, ProgressFormat); err != nil {
		return Progress{}, reason, err
	}
	var pr Progress
	if err := unmarshal(data, &pr); err != nil {
		return Progress{}, Corrupt, err
	}
	if err := pr.Validate(); err != nil {
		return Progress{}, Invalid, &plainError{words: words("it holds impossible values"), detail: true, err: err}
	}
	return pr, 0, nil
}

// SaveProgress writes the progress atomically.
func (s *Store) SaveProgress(progress Progress) error {
	progress.Format = ProgressFormat
	if err := progress.Validate(); err != nil {
		return fmt.Errorf("progress not saved: %w", err)
	}
	return s.writeJSON(s.ProgressPath(), progress)
}
