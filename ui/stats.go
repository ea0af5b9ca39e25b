package ui

import (
	"fmt"
	"log"
	"time"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/reviewscreen"
	"github.com/cego-spiel/cego/ui/statsscreen"
	"github.com/cego-spiel/cego/ui/store"
)

// reviewParts is the controller's state for the review, undo and the
// statistics.
type reviewParts struct {
	// review is the review shown or being computed (nil: none).
	review *reviewscreen.View
	// finished is the last deal finished in this sitting, for the review.
	finished *reviewscreen.Deal
	// stats are the person's statistics (loaded on first use).
	stats       store.Stats
	statsLoaded bool
	// lastUndo is when Ctrl+Z last took a card back.
	lastUndo time.Time
}

// dealFinished is called once a deal's result is shown: the deal is kept
// for the review and counted in the person's statistics (not in watch
// mode, a tour or a guided deal).
func (c *Controller) dealFinished(st *game.State) {
	if d, err := c.lastDeal(); err == nil {
		c.finished = d
	}
	if c.lesson != nil {
		c.chapterFinished()
	}
	me := c.me()
	if c.opts.WatchMode || c.autopilot != nil || c.lesson != nil || me == game.NoSeat {
		return
	}
	c.loadStats()
	if c.autosaver != nil {
		// the deal is on disk as finished before it is counted: a crash
		// never leaves a counted deal that the resumed sitting plays again
		_ = c.autosaver.Flush() // a failure is told by the autosaver
	}
	r := st.Result()
	key := fmt.Sprintf("%x/%d", c.sitting.Seed(), c.sitting.DealNumber())
	declared := r.Declarer == me && !r.Contract.Info().Solitary
	add := func(s *store.Stats) bool { return s.Add(key, r.Contract, declared, declared && r.Won, r.Score[me]) }
	if c.store == nil {
		add(&c.stats)
		return
	}
	// counted on what the file holds now (another window may have counted
	// since); a file that cannot be read is not written over
	s, p, err := c.store.UpdateStats(add)
	if err != nil {
		log.Printf("cego: statistics: %v", err)
		add(&c.stats) // shown this session all the same
		return
	}
	if p != nil {
		log.Printf("cego: %s", p.Message())
	}
	c.stats = s
}

// loadStats reads the statistics once; a file that cannot be used is
// reported (it was kept aside) and the statistics start afresh.
func (c *Controller) loadStats() {
	if c.statsLoaded {
		return
	}
	c.statsLoaded = true
	c.stats = store.Stats{Format: store.StatsFormat}
	if c.store == nil {
		return
	}
	s, p := c.store.LoadStats()
	c.stats = s
	if p != nil {
		log.Printf("cego: %s", p.Message())
		if c.win != nil {
			c.openDialog(dialog.NewInformation(tr("A file could not be used"), problemMessage(p), c.win))
		}
	}
}

// showStats opens the statistics in a dialog.
func (c *Controller) showStats() {
	c.loadStats()
	statsscreen.Open(dialogHost{c}, &c.stats)
}
