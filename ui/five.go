package ui

import (
	"strings"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// FIVE_AT_TABLE (RULES §11): five people sit at the table and the dealer
// sits out each deal. The engine deals four seats; game.Sitting maps them to
// the five people (person = (dealer + 1 + seat) mod 5). The player is
// person 0, the bots persons 1–4. At every deal the seats get their
// people's names and bots, the player's seat is drawn at the bottom and
// the others around in playing order; while the player sits out, the deal
// is watched: the bots play it, seat 0 (Vorhand) at the bottom.

// fifthName is the fifth person's name at a table of five.
const fifthName = "Toni"

// five reports whether the sitting has five people at the table.
func (c *Controller) five() bool { return c.sitting != nil && c.sitting.Rules().FiveAtTable }

// me is the player's seat in the current deal: the seat of the person at
// this screen (seat 0, or a guest's seat at a network table), or with five
// at the table the seat that person plays (game.NoSeat while he sits out).
func (c *Controller) me() game.Seat {
	if !c.five() {
		return game.Seat(c.person)
	}
	return c.sitting.SeatOfPerson(c.person)
}

// sitsOut reports whether the player sits out the current deal.
func (c *Controller) sitsOut() bool { return c.five() && !c.opts.WatchMode && c.me() == game.NoSeat }

// place is where seat s is drawn: the player's seat at the bottom, the
// others anticlockwise in playing order (while the player sits out, seat 0
// at the bottom).
func (c *Controller) place(s game.Seat) place {
	if !c.five() {
		n := c.players()
		return placeOf((int(s)-c.person+n)%n, n)
	}
	me := c.me()
	if me == game.NoSeat {
		me = 0
	}
	return place((int(s) - int(me) + 4) % 4)
}

// seatFive gives the seats of the current deal their people's names and
// bots (nothing without five at the table).
func (c *Controller) seatFive() {
	if !c.five() || len(c.people) != 5 {
		return
	}
	for s := game.Seat(0); s < 4; s++ {
		p := c.sitting.PersonOfSeat(s)
		c.names[s] = c.people[p]
		c.bots[s] = c.personBots[p]
	}
}

// setupFive seats five people at a new sitting: the player (person 0,
// named as seat 0 was) and four bots; levels repeat the seats' levels
// (person 4 plays at seat 1's level). names, when given, are the five
// people's names and levels their bots' levels.
func (c *Controller) setupFive(names []string, levels []string) {
	c.people, c.personBots = nil, nil
	if !c.five() {
		return
	}
	c.people = make([]string, 5)
	c.personBots = make([]ai.Bot, 5)
	lv := make([]string, 5)
	for p := 0; p < 5; p++ {
		switch {
		case p < len(names) && names[p] != "":
			c.people[p] = names[p]
		case p == 0:
			c.people[p] = c.names[0]
		case p < 4:
			c.people[p] = botNames[p]
		default:
			c.people[p] = fifthName
		}
		if p < len(levels) {
			lv[p] = levels[p]
		} else {
			lv[p] = c.opts.Levels[(p-1)%3+1]
		}
	}
	for p := 0; p < 5; p++ {
		c.personBots[p] = newBot(lv[p], game.SplitMix64(c.opts.Seed^uint64(p+11)*0x9E3779B97F4A7C15))
	}
	c.personLevels = lv
	c.seatFive()
}

// personNames are the names of the people at the table, in person order
// (the seats' names without five at the table).
func (c *Controller) personNames() []string {
	if c.five() && len(c.people) == 5 {
		return append([]string(nil), c.people...)
	}
	return append([]string(nil), c.names[:c.players()]...)
}

// seatTotal is the running total of the person playing seat s.
func (c *Controller) seatTotal(s game.Seat) int {
	return c.sitting.PersonTotals()[c.sitting.PersonOfSeat(s)]
}

// seatLine is a seat's info line; with five at the table the nominal
// dealer of the four seats is not called the dealer (the real one sits
// out).
func (c *Controller) seatLine(v *game.View, s game.Seat) string {
	info := seatInfo(v, s, c.seatTotal(s))
	if c.five() {
		info = strings.TrimPrefix(info, tr("Dealer")+" · ")
	}
	return info
}

// dealerName is the name of the current deal's dealer: with five at the
// table the person sitting out.
func (c *Controller) dealerName(v *game.View) string {
	if c.five() && len(c.people) == 5 {
		return c.people[c.sitting.SittingOut()]
	}
	return c.names[v.Dealer()]
}

// sitOutText is the line about the person sitting out the deal ("" when
// nobody does).
func (c *Controller) sitOutText() string {
	if !c.five() || len(c.people) != 5 {
		return ""
	}
	p := c.sitting.SittingOut()
	total := " · " + trf("total %+d", c.sitting.PersonTotals()[p])
	if p == 0 && !c.opts.WatchMode {
		return tr("You deal and sit out this deal") + total
	}
	return trf("%s deals and sits out this deal", c.people[p]) + total
}

// sitOutMessage is the line above the hand while the player sits out.
func (c *Controller) sitOutMessage() string {
	return tr("You sit out this deal: the others play it, you watch.")
}

// setFiveLevels puts the settings' bot levels into effect at a table of
// five: person p (1–4) plays at the level of seat (p−1) mod 3 + 1, as
// setupFive dealt them.
func (c *Controller) setFiveLevels(levels [4]string) {
	for p := 1; p < 5; p++ {
		lv := levels[(p-1)%3+1]
		if lv != c.personLevels[p] {
			c.personLevels[p] = lv
			c.personBots[p] = newBot(lv, game.SplitMix64(c.opts.Seed^uint64(p+11)*0x9E3779B97F4A7C15^uint64(len(c.sitting.Actions()))))
		}
	}
	c.seatFive()
}
