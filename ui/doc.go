// Package ui is the Fyne front end of Cego: one window with the card table,
// where a person plays deal after deal against bots by dragging cards.
//
// The pieces, one concept per file:
//
//   - Controller (controller.go) owns the turn loop: it holds the game.Match,
//     asks the bots in goroutines, paces and animates their moves, and drops
//     answers that arrive after "New game" (a generation counter).
//   - Table (table.go) is the table itself: felt, seats, blind, trick, hand,
//     status, banner, auction bar and overlays, laid out by hand for any
//     window size. It only shows what the human's game.View allows.
//   - cardWidget (card.go) is one card: drawn from assets at the pixel size the
//     layout needs, draggable, tappable and lifting on hover when legal.
//   - art.go caches card images per pack and pixel width.
//
// Every widget is touched on the Fyne thread only; goroutines come back
// through fyne.Do. Every string the player reads goes through tr (strings.go)
// so a later translation can wrap them in one place.
package ui
