package ui

import (
	"errors"
	"log"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/savescreen"
	"github.com/cego-spiel/cego/ui/store"
)

// seatLevel is the bot level stored for seat s: its option, or "normal".
func (c *Controller) seatLevel(s int) string {
	if lv := c.opts.Levels[s]; lv != "" {
		return lv
	}
	return store.DefaultLevel
}

// meta describes the sitting for a save: who sits where, which seat is the
// player's (-1 in watch mode), the name of the rule profile. With five at
// the table the seats are the five people, the player person 0.
func (c *Controller) meta() store.Meta {
	n := c.players()
	m := store.Meta{Name: c.saveName, HumanSeat: int(human), Rules: c.ruleName, Rated: c.opts.Rated}
	if c.opts.WatchMode {
		m.HumanSeat = -1
	}
	if c.five() && len(c.people) == 5 {
		for p := 0; p < 5; p++ {
			si := store.SeatInfo{Name: c.people[p], Bot: c.personLevels[p]}
			if si.Bot == "" {
				si.Bot = store.DefaultLevel
			}
			if p == m.HumanSeat {
				si = store.SeatInfo{Name: c.opts.Name}
			}
			m.Seats = append(m.Seats, si)
		}
		return m
	}
	for s := 0; s < n; s++ {
		si := store.SeatInfo{Name: c.names[s]}
		if s == m.HumanSeat {
			si.Name = c.opts.Name // "" = the word for "you" of the language resumed in
		} else {
			si.Bot = c.seatLevel(s)
		}
		m.Seats = append(m.Seats, si)
	}
	return m
}

// autosave queues the sitting for the autosave file; it is called after
// every action (the human's and the bots') and at every new deal.
func (c *Controller) autosave() {
	if c.autosaver == nil || c.holdSaves || c.sitting == nil {
		return
	}
	if err := c.autosaver.Save(c.meta(), c.sitting); err != nil {
		log.Printf("cego: autosave: %v", err)
	}
}

// Resume continues a saved sitting exactly where it was: the same hands,
// the same trick, the same totals, the seats' names and bot levels from the
// save. opts gives everything else (pace, pack, watch mode); its players,
// name and levels are replaced by the save's. Bots still thinking about the
// old sitting are dropped.
func (c *Controller) Resume(g store.SavedSitting, opts Options) error {
	return c.resume(g, opts, false)
}

// resume is Resume; paused, the table shows the saved position and nobody
// moves until c.paused is cleared and the loop stepped.
func (c *Controller) resume(g store.SavedSitting, opts Options, paused bool) error {
	m := g.Sitting
	if m == nil {
		return errors.New(tr("the saved game has no sitting"))
	}
	n := m.Rules().People()
	if g.HumanSeat > 0 {
		return errors.New(trf("the saved game has the player at seat %d; this table seats the player at seat 0", g.HumanSeat))
	}
	if len(g.Seats) != n {
		return errors.New(trf("the saved game has %d seats for %d players", len(g.Seats), n))
	}
	opts.Players = m.Rules().N()
	opts.Scoring = m.Rules().Scoring
	opts.Rated = g.Rated
	if g.HumanSeat == 0 {
		opts.Name = g.Seats[0].Name
	}
	opts.Levels = [4]string{}
	levels := make([]string, n)
	for s := 0; s < n; s++ {
		if s != g.HumanSeat {
			levels[s] = g.Seats[s].Bot
			if s < 4 {
				opts.Levels[s] = g.Seats[s].Bot
			}
		}
	}
	if opts.Seed == 0 {
		opts.Seed = netplay.NewSeed() // the bots' seeds; the deals are the save's
	}
	var names [4]string
	people := make([]string, n)
	for s := 0; s < n; s++ {
		people[s] = g.Seats[s].Name
		if s < 4 {
			names[s] = g.Seats[s].Name
		}
	}
	if g.HumanSeat < 0 && !opts.WatchMode {
		names[0] = "" // a watched sitting is continued by the person at seat 0
		people[0] = ""
	}
	c.saveName = g.Name
	c.ruleName = g.Rules
	if people[0] == "" {
		people[0] = tr(txtYou)
	}
	c.begin(m, opts, names)
	if c.five() {
		c.setupFive(people, levels)
	}
	v := c.view()
	c.cleared = completeTricks(&v) // the tricks already gathered stay gathered
	c.paused = paused
	c.t.update()
	c.step()
	return nil
}

// offerResume shows the autosaved sitting's position and asks the person
// whether to continue it.
func (c *Controller) offerResume(g store.SavedSitting) {
	c.showSaved(g)
	c.askResume(g)
}

// showSaved puts the autosaved sitting's position on the table, paused,
// for the question whether to continue it: behind the question the saved
// hand, not a freshly dealt one that suggested the save was gone. Until
// the answer nothing is autosaved, so the file is not overwritten. A save
// that cannot be continued leaves the fresh sitting (Continue then says
// why).
func (c *Controller) showSaved(g store.SavedSitting) {
	c.holdSaves = true
	if c.fresh != nil {
		return // shown already
	}
	fresh := c.opts
	c.fresh = &fresh // (set first: the table shows the position as paused)
	if err := c.resume(g, c.opts, true); err != nil {
		log.Printf("cego: resume: %v", err)
		c.fresh = nil
		c.t.update()
	}
}

// askResume asks whether to continue the sitting showSaved put on the
// table: Continue lets it go on, New sitting deals the sitting the table
// started with and deletes the autosave.
func (c *Controller) askResume(g store.SavedSitting) {
	when := g.Saved.Local().Format("02.01.2006 15:04")
	msg := trf("Continue the sitting from %s?", when)
	info := g.Info()
	if len(info.Totals) > 0 {
		msg += "\n" + trf("Deal %d, totals %s", info.Deal, savescreen.Totals(info.Seats, info.Totals))
	}
	d := dialog.NewConfirm(tr("Unfinished sitting"), msg, func(yes bool) {
		c.holdSaves = false
		fresh := c.fresh
		c.fresh = nil
		if yes {
			if fresh == nil {
				// the save could not be shown: say why
				if err := c.Resume(g, c.opts); err != nil {
					log.Printf("cego: resume: %v", err)
					c.showError(err)
				}
				return
			}
			c.paused = false
			c.step()
			return
		}
		if err := c.store.DeleteAutosave(); err != nil {
			log.Printf("cego: %v", err)
		}
		if fresh != nil {
			if err := c.NewSitting(*fresh); err != nil {
				log.Printf("cego: %v", err)
				c.showError(err)
			}
		}
		c.autosave()
	}, c.win)
	d.SetConfirmText(tr("Continue"))
	d.SetDismissText(tr("New sitting"))
	d.Show()
}

// logResumed tells the log where a resumed sitting stands (the end-to-end
// test reads it).
func logResumed(m *game.Sitting) {
	st := m.State()
	log.Printf("cego: resumed sitting: deal %d, action %d, phase %v, totals %v",
		m.DealNumber(), len(m.Actions()), st.Phase(), m.Totals())
}
