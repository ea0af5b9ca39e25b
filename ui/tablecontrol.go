package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// tableControl is all the table needs of the controller: the sitting as
// the person at this screen sees it, where his choices go, and the views
// behind the table's keys and buttons. The Controller is its one
// implementation; the table reaches nothing else of it and writes none of
// its state.
type tableControl interface {
	tableGame
	tableChoices
}

// tableGame is what the table reads of the sitting being played.
type tableGame interface {
	// started reports whether a sitting is at the table (none yet while
	// the window opens).
	started() bool
	view() game.View
	rules() game.Rules
	dealNumber() int
	// decisionNow identifies the decision waited for now (the hint's and
	// the hand's selection belong to one).
	decisionNow() decision
	players() int
	me() game.Seat
	place(s game.Seat) place
	seatNames() [4]string
	isHuman(s game.Seat) bool
	// busy reports cards in flight; thinkingSeat is the bot being asked.
	busy() bool
	thinkingSeat() game.Seat
	// holdingTrick reports a full trick waiting to be gathered, shownTrick
	// the trick on the table.
	holdingTrick() bool
	shownTrick() (game.Trick, bool)
	// askingResume reports the question whether to resume the autosaved
	// sitting is open.
	askingResume() bool
	demo() bool
	undoOffered() bool
	beginner() bool
	sitsOut() bool
	sitOutMessage() string
	sitOutText() string
	whatNow(v *game.View) string
	seatLine(v *game.View, s game.Seat) string
	callText(a game.Action) string
	dealerName(v *game.View) string
	contractLine(v *game.View) string
	lessonAdvice() (ai.Advice, bool)
	// explain is the engine's reason why a is not allowed now (nil if it
	// is).
	explain(a game.Action) error
	// anim is the length of a card's flight (0: none).
	anim() time.Duration
}

// tableChoices is where the person's choices at the table go, and how the
// table's own later work comes back (the controller's crossing).
type tableChoices interface {
	humanAction(a game.Action) error
	clearHeld()
	UndoLastCard() error
	overlayDefault()
	showLastTrick()
	showScoreSheet()
	showNewSitting()
	showOwnLegage()
	// commandKey handles the keys that open dialogs; it reports whether
	// e was one.
	commandKey(e *fyne.KeyEvent) bool
	later(d time.Duration, f func())
	background(work, then func())
}
