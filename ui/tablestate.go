package ui

import (
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// seen is the sitting as the table shows it now (tableControl).
func (c *Controller) seen() tableState {
	st := tableState{Started: c.sitting != nil, Watch: c.opts.WatchMode, Names: c.names}
	if !st.Started {
		return st
	}
	v := c.view()
	st.View, st.Rules, st.Deal = v, c.rules(), c.sitting.DealNumber()
	st.Decision = c.decisionNow()
	st.Players, st.Me = c.players(), c.me()
	st.MeHuman = c.isHuman(st.Me)
	for s := 0; s < st.Players; s++ {
		st.Places[s] = c.place(game.Seat(s))
	}
	st.Busy, st.Thinking, st.Holding = c.busy(), c.thinking, c.holding
	st.Trick, st.TrickShown = c.shownTrick()
	st.TrickNo = min(v.TrickCount(), v.TotalTricks())
	if c.cleared < completeTricks(&v) {
		st.TrickNo = c.cleared + 1 // a full trick waits to be gathered
	}
	st.AskingResume = c.fresh != nil
	st.UndoOffered, st.Beginner = c.undoOffered(), c.beginner()
	st.SitsOut = c.sitsOut()
	st.SitOutMessage, st.SitOutText = c.sitOutMessage(), c.sitOutText()
	st.WhatNow = c.whatNow(&v)
	for s := 0; s < st.Players; s++ {
		st.SeatLines[s] = c.seatLine(&v, game.Seat(s))
	}
	st.DealerName, st.ContractLine = c.dealerName(&v), c.contractLine(&v)
	st.Lesson, st.LessonStep = c.lessonAdvice()
	st.Anim = c.anim()
	return st
}

// command carries out one of the table's buttons and clicks
// (tableControl).
func (c *Controller) command(cmd tableCommand) error {
	switch cmd {
	case cmdGather:
		c.clearHeld()
	case cmdUndo:
		return c.UndoLastCard()
	case cmdDefault:
		c.overlayDefault()
	case cmdLastTrick:
		c.showLastTrick()
	case cmdScoreSheet:
		c.showScoreSheet()
	case cmdNewSitting:
		c.showNewSitting()
	case cmdOwnLegage:
		c.showOwnLegage()
	default:
		return fmt.Errorf("cego: no table command %d", cmd)
	}
	return nil
}

// seen is the sitting as the table shows it now: the zero state while no
// controller is attached.
func (t *Table) seen() tableState {
	if t.c == nil {
		return tableState{}
	}
	return t.c.seen()
}
