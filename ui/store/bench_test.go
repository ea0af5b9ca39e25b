package store

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// BenchmarkSaveAutosave measures the write after every action, fsyncs
// included: the reason Autosaver writes off the UI's goroutine.
func BenchmarkSaveAutosave(b *testing.B) {
	s := New(b.TempDir())
	m := playSitting(b, game.Rules{}, 1, 8, 20)
	meta := testMeta(4)
	for b.Loop() {
		if err := s.SaveAutosave(meta, m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadAutosave measures reading and replaying a sitting of nine
// deals.
func BenchmarkLoadAutosave(b *testing.B) {
	s := New(b.TempDir())
	if err := s.SaveAutosave(testMeta(4), playSitting(b, game.Rules{}, 1, 8, 20)); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, ok, err := s.LoadAutosave(); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// BenchmarkList measures listing twenty saves from their summaries.
func BenchmarkList(b *testing.B) {
	s := New(b.TempDir())
	m := playSitting(b, game.Rules{}, 1, 8, 20)
	for i := range 20 {
		if _, err := s.Save(string(rune('a'+i)), testMeta(4), m); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if l, err := s.List(); err != nil || len(l) != 20 {
			b.Fatal(len(l), err)
		}
	}
}
