package ui

import (
	"fmt"
	"log"
	"sort"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/reviewscreen"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
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

// statsRows are the statistics as text rows: a header, one row per
// contract declared (most declared first), nothing when none was.
func statsRows(s *store.Stats) [][]string {
	names := make([]string, 0, len(s.Contracts))
	for n := range s.Contracts {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := s.Contracts[names[i]], s.Contracts[names[j]]
		if a.Declared != b.Declared {
			return a.Declared > b.Declared
		}
		return names[i] < names[j]
	})
	rows := [][]string{{tr("Contract"), tr("Declared"), tr("Won"), tr("Won %"), tr("Per deal")}}
	for _, n := range names {
		r := s.Contracts[n]
		rows = append(rows, []string{n, fmt.Sprint(r.Declared), fmt.Sprint(r.Won),
			fmt.Sprintf("%d%%", 100*r.Won/max(r.Declared, 1)), fmt.Sprintf("%+.1f", text.Decimal(float64(r.Score)/float64(max(r.Declared, 1))))})
	}
	return rows
}

// statsView builds the statistics panel.
func statsView(s *store.Stats) fyne.CanvasObject {
	mean := 0.0
	if s.Deals > 0 {
		mean = float64(s.Score) / float64(s.Deals)
	}
	declared := 0
	for _, r := range s.Contracts {
		declared += r.Declared
	}
	head := widget.NewLabel(trf("Deals played: %d · declared by you: %d · total %+d · per deal %+.2f", s.Deals, declared, s.Score, text.Decimal(mean)))
	head.TextStyle.Bold = true
	head.Wrapping = fyne.TextWrapWord
	rows := statsRows(s)
	var table fyne.CanvasObject
	if len(rows) == 1 {
		table = widget.NewLabel(tr("You have not declared a game yet."))
	} else {
		// plain texts, not labels: a table of every contract stays quick
		// to draw (issue #17, BenchmarkStatsDialog)
		grid := container.NewGridWithColumns(len(rows[0]))
		fg := theme.Color(theme.ColorNameForeground)
		for i, r := range rows {
			for _, cell := range r {
				tx := canvas.NewText(cell, fg)
				tx.TextStyle.Bold = i == 0
				grid.Add(container.NewPadded(tx))
			}
		}
		table = grid
	}
	if len(s.Recent) == 0 {
		// "the last 0 deals" over an empty chart says nothing
		return container.NewVBox(head, widget.NewSeparator(), table)
	}
	chartTitle := widget.NewLabel(trf("Points of the last %d deals", len(s.Recent)))
	if len(s.Recent) == 1 {
		chartTitle.SetText(tr("Points of the last deal")) // not "the last 1 deals"
	}
	return container.NewVBox(head, widget.NewSeparator(), table, widget.NewSeparator(), chartTitle, newRecentChart(s.Recent))
}

// showStats opens the statistics in a dialog.
func (c *Controller) showStats() {
	c.loadStats()
	if c.win == nil {
		return
	}
	scroll := container.NewVScroll(statsView(&c.stats))
	scroll.SetMinSize(fyne.NewSize(600, 420))
	c.openDialog(dialog.NewCustom(tr("Statistics"), tr("Close"), scroll, c.win))
}
