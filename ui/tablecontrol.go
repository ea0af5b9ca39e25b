package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// tableControl is all the table needs of the controller: the sitting as
// the person at this screen sees it (one value, seen), the engine's reason
// for a refusal, where his choices go, and the crossing by which the
// table's own later work comes back. The Controller is its one
// implementation; the table reaches nothing else of it and writes none of
// its state.
type tableControl interface {
	// seen is the sitting as the table shows it now.
	seen() tableState
	// explain is the engine's reason why a is not allowed now (nil if it
	// is).
	explain(a game.Action) error
	// humanAction plays the person's call or card.
	humanAction(a game.Action) error
	// command carries out one of the table's buttons and clicks.
	command(cmd tableCommand) error
	// commandKey handles the keys that open dialogs; it reports whether
	// e was one.
	commandKey(e *fyne.KeyEvent) bool
	// later and background are the controller's crossing (crossing.go):
	// the work comes back to the window only while the decision it was
	// started for is still at the table.
	later(d time.Duration, f func())
	background(work, then func())
}

// tableCommand is a button or click of the table that is not a call or a
// card.
type tableCommand int

const (
	// cmdGather gathers the full trick the table holds.
	cmdGather tableCommand = iota
	// cmdUndo takes the person's last card back.
	cmdUndo
	// cmdDefault is Enter on an open panel: its default button.
	cmdDefault
	// cmdLastTrick, cmdScoreSheet, cmdNewSitting and cmdOwnLegage open
	// their dialogs.
	cmdLastTrick
	cmdScoreSheet
	cmdNewSitting
	cmdOwnLegage
)

// tableState is the sitting as the table shows it at one moment: what the
// person at this screen may see, and the words of the table's lines. The
// zero value is the table before a sitting is at it.
type tableState struct {
	// Started reports whether a sitting is at the table (none yet while
	// the window opens); the fields below Watch are set only then.
	Started bool
	// Watch reports watch mode (bots in every seat).
	Watch bool
	// Names are the seats' names.
	Names [4]string

	View  game.View
	Rules game.Rules
	// Deal is the number of the deal in the sitting (1 is the first).
	Deal int
	// Decision identifies the decision waited for now (the hint's and the
	// hand's selection belong to one).
	Decision decision
	// Players is the number of seats; Me the person's seat (game.NoSeat
	// while he sits out); MeHuman whether the person plays it himself.
	Players int
	Me      game.Seat
	MeHuman bool
	// Places is where each seat is drawn.
	Places [4]place
	// Busy reports cards in flight; Thinking is the bot being asked
	// (game.NoSeat: none).
	Busy     bool
	Thinking game.Seat
	// Holding reports a full trick waiting to be gathered; Trick is the
	// trick on the table, if TrickShown.
	Holding    bool
	Trick      game.Trick
	TrickShown bool
	// TrickNo is the number of the trick the table shows (1 the first):
	// a full trick held on the table keeps its number until gathered,
	// though the engine already counts the next one
	TrickNo int
	// AskingResume reports the question whether to resume the autosaved
	// sitting is open.
	AskingResume bool
	UndoOffered  bool
	Beginner     bool
	// SitsOut reports that the person sits this deal out (five at the
	// table); SitOutMessage is the line above his empty hand, SitOutText
	// the line about who sits out ("" when nobody does).
	SitsOut       bool
	SitOutMessage string
	SitOutText    string
	// WhatNow is the beginner's "what now?" line.
	WhatNow string
	// SeatLines are the seats' info lines; DealerName and ContractLine
	// the status panel's.
	SeatLines    [4]string
	DealerName   string
	ContractLine string
	// Lesson is a lesson step's own advice, if LessonStep.
	Lesson     ai.Advice
	LessonStep bool
	// Anim is the length of a card's flight (0: none).
	Anim time.Duration
}

// place is where seat s is drawn.
func (st *tableState) place(s game.Seat) place { return st.Places[s] }
