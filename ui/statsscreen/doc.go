// Package statsscreen is the person's statistics (ui/store's Stats) in a
// dialog: the deals played and their points, a row per contract he
// declared, and a chart of the latest deals' points (chart.go).
//
// The window counts the deals and keeps the file (ui/stats.go); it opens
// the statistics with a Host, the window and its way of opening a dialog.
// The package never imports ui.
package statsscreen
