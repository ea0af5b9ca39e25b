// Package review is the review view: a finished deal shown trick by trick
// over the table with every hand, the blind and the Legage open, the
// solver's verdicts (package ai/review) on each of the person's calls, his
// exchange and his cards, and the same deal played again by the Expert bot
// from his seat.
//
// The window opens it: it fills in a Deal when a deal ends, and gives the
// view a Host — the card pictures, the way back into the window for the
// work done in the background, and what closing the review does.
//
// The verdicts themselves come from package ai/review, imported here as
// airev: that package judges, this one shows.
package reviewscreen

import (
	"image"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// Host is what the review needs of the window that shows it.
type Host interface {
	// CardImage is card c (game.NoCard: the back) of the table's pack, w
	// points wide; ready runs when a sharper image is drawn.
	CardImage(c game.Card, w float32, ready func()) image.Image
	// Background runs work off the window's thread, then then on it —
	// unless the window has moved on to another sitting meanwhile.
	Background(work, then func())
	// ToWindow gives a post that runs f on the window's thread (under the
	// same condition); it may be called from any goroutine.
	ToWindow() (post func(f func()))
	// Close leaves the review (its Close button, Escape, Enter).
	Close()
}

// Side is where a seat is drawn around the review's table.
type Side int

// The sides of the table; the person (Deal.Me) is drawn at the Bottom.
const (
	Bottom Side = iota
	Right
	Top
	Left
)

// Deal is a finished deal as the review needs it: as dealt, the actions,
// and the people and bots at the table. The window fills it in when the
// deal ends.
type Deal struct {
	Number  int           // the deal's number in the sitting
	Start   game.State    // the deal as dealt
	Actions []game.Action // every action of the deal, in order
	Names   [4]string     // the seats' names
	// Me is the person's seat, whose decisions are judged (game.NoSeat:
	// he sat this deal out, with five at the table).
	Me game.Seat
	// Sides are where each seat is drawn.
	Sides [4]Side
	// Seed is the sitting's seed, from which the review's own bots draw
	// theirs.
	Seed uint64
	// ReplayBot is the bot that plays seat s (every seat but Me) when
	// the Expert bot plays the deal again from the person's seat (nil:
	// the replay is not offered).
	ReplayBot func(s game.Seat) ai.Bot
}

// tr is the text in the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }

// trf formats a translated pattern (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }
