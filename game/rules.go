package game

import (
	"errors"
	"fmt"
)

// Scoring selects the scoring profile of RULES §9.1.
type Scoring uint8

const (
	// Standard is the default: the Wikipedia article's rules (Baumann &
	// Blümle), normal games 1 cent per band, Ultimo 20, Piccolo 15, Bettel 10,
	// Räuber 5.
	Standard Scoring = iota
	// CegoOnlineValues: 5 points per band, Ultimo 80, Piccolo 40, Bettel 30,
	// Räuber 40 (the cego-online 2011 column).
	CegoOnlineValues
)

// String names the profile as RULES.md does.
func (s Scoring) String() string {
	switch s {
	case Standard:
		return "STANDARD"
	case CegoOnlineValues:
		return "CEGO_ONLINE_VALUES"
	}
	return fmt.Sprintf("Scoring(%d)", uint8(s))
}

// Rules are the rules of a deal. The zero value is the default four-player
// game of RULES.md; Rules{Players: 3} is the three-player game (§10).
type Rules struct {
	// Players is 0 or 4 for four players, 3 for three.
	Players int `json:"players,omitempty"`
	// Scoring is the scoring profile (§9.1).
	Scoring Scoring `json:"scoring,omitempty"`
}

// N is the number of players, 3 or 4.
func (r Rules) N() int {
	if r.Players == 3 {
		return 3
	}
	return 4
}

// Validate reports rules the engine cannot play.
func (r Rules) Validate() error {
	if r.Players != 0 && r.Players != 3 && r.Players != 4 {
		return fmt.Errorf("%d players: Cego is played by 3 or 4", r.Players)
	}
	if r.Scoring > CegoOnlineValues {
		return errors.New("unknown scoring profile")
	}
	return nil
}

// Unit is the amount per factor band in normal games (u of RULES §9.2).
func (r Rules) Unit() int {
	if r.Scoring == CegoOnlineValues {
		return 5
	}
	return 1
}

// SpecialValue is the fixed amount V of a special game (RULES §9.4), or 0 for
// a normal game.
func (r Rules) SpecialValue(c Contract) int {
	online := r.Scoring == CegoOnlineValues
	switch c {
	case Ultimo:
		return pick(online, 80, 20)
	case Piccolo:
		return pick(online, 40, 15)
	case Bettel:
		return pick(online, 30, 10)
	case Raeuber:
		return pick(online, 40, 5)
	}
	return 0
}

func pick(cond bool, a, b int) int {
	if cond {
		return a
	}
	return b
}

// HandSize is the number of cards each player is dealt (11, or 13 with three).
func (r Rules) HandSize() int {
	if r.N() == 3 {
		return 13
	}
	return 11
}

// BlindSize is the number of cards in the blind (10, or 12 with three).
func (r Rules) BlindSize() int {
	if r.N() == 3 {
		return 12
	}
	return 10
}

// removedThree are the cards taken out for three players (RULES §4.2).
var removedThree = Of(NewCard(Spades, 0), NewCard(Clubs, 0), NewCard(Diamonds, 0))

// Pack is the set of cards in play: all 54, or 51 with three players.
func (r Rules) Pack() Cards {
	if r.N() == 3 {
		return AllCards &^ removedThree
	}
	return AllCards
}
