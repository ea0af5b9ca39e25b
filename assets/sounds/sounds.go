// Package sounds embeds Cego's sound effects: short mono MP3 files at
// 44100 Hz, synthesised by make.sh (beside this file) with sox and lame.
//
// The package is pure Go and has no dependencies; decoding and playing the
// effects is the job of package ui/sound.
package sounds

import "embed"

//go:generate ./make.sh

// SampleRate is the sample rate of every embedded effect, in Hz.
const SampleRate = 44100

// Effect names one sound effect. Its value is the base name of the MP3 file.
type Effect string

// The effects, in the order All returns them.
const (
	Shuffle Effect = "shuffle" // a riffle shuffle: many short paper clicks and a soft bridge (about 1 s)
	Deal    Effect = "deal"    // one card dealt: a soft snap (about 0.2 s)
	Play    Effect = "play"    // a card laid on felt (about 0.25 s)
	Trick   Effect = "trick"   // a trick swept together and squared (about 0.45 s)
	Win     Effect = "win"     // a deal won: a rising three-note chime (about 1.15 s)
	Lose    Effect = "lose"    // a deal lost: a falling two-note figure (about 0.85 s)
	Turn    Effect = "turn"    // "your turn": a soft wooden tick (about 0.12 s)
)

var all = []Effect{Shuffle, Deal, Play, Trick, Win, Lose, Turn}

//go:embed *.mp3
var files embed.FS

// All returns every effect, in a fixed order. The slice is a fresh copy.
func All() []Effect {
	return append([]Effect(nil), all...)
}

// File returns the name of the effect's embedded MP3 file, e.g. "deal.mp3".
func (e Effect) File() string { return string(e) + ".mp3" }

// String returns the effect's name, e.g. "deal".
func (e Effect) String() string { return string(e) }

// Valid reports whether e is one of the effects returned by All.
func (e Effect) Valid() bool {
	for _, x := range all {
		if x == e {
			return true
		}
	}
	return false
}

// MP3 returns the encoded MP3 bytes of the effect (a fresh copy), or nil
// for an unknown effect.
func MP3(e Effect) []byte {
	if !e.Valid() {
		return nil
	}
	b, err := files.ReadFile(e.File())
	if err != nil {
		return nil
	}
	return b
}
