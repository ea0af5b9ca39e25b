package statsscreen

import (
	"fmt"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

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

// View is the statistics panel of s.
func View(s *store.Stats) fyne.CanvasObject {
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

// Open opens the statistics s in a dialog.
func Open(h Host, s *store.Stats) {
	win := h.Window()
	if win == nil {
		return
	}
	scroll := container.NewVScroll(View(s))
	scroll.SetMinSize(fyne.NewSize(600, 420))
	h.OpenDialog(dialog.NewCustom(tr("Statistics"), tr("Close"), scroll, win))
}
