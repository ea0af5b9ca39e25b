// Package ui is the Fyne front end of Cego: one window with the card table,
// where a person plays deal after deal against bots by dragging cards.
//
// The pieces, one concept per file:
//
//   - Controller (controller.go) owns the turn loop: it holds the game.Sitting,
//     asks the bots (package ai) in goroutines, paces and animates their
//     moves (pace.go), holds full tricks, and drops answers that arrive after
//     "New sitting" (a generation counter).
//   - Table (table.go, layout.go, seat.go) is the table itself: felt, seats
//     with speech bubbles, blind, trick, the fanned hand, status, banner,
//     auction bar (auction.go) and overlays, laid out by hand for any window
//     size. It only shows what the human's game.View allows.
//   - cardWidget (card.go) is one card: drawn from package assets at the
//     pixel size the layout gives it (art.go caches, prewarms and redraws
//     after a resize in the background), draggable, tappable, lifting on
//     hover when legal.
//   - result.go explains a settlement line by line; scoresheet.go is the
//     score sheet with its chart; menu.go the menus and dialogs.
//   - run.go opens the window; watch mode (-watch) plays by itself. The
//     developer tooling is built only with -tags devtools (devtools.go):
//     the docs' tour (-tour, tour.go) and watch mode's screenshots
//     (-screenshot, screenshot.go), and trace.go, which measures the real
//     window (CEGO_TRACE=1).
//
// Every widget is touched on the Fyne thread only; goroutines come back
// through fyne.Do. Every string the player reads goes through tr or trf
// (strings.go: text.Tr and text.Trf of package ui/text, which holds the
// translation tables and every text made only of game values — refusals,
// the "what now?" line, the names of cards, calls and presets).
package ui
