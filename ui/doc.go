// Package ui is the Fyne front end of Cego: one window with the card table,
// where a person plays deal after deal against bots by dragging cards.
//
// The pieces, one concept per file:
//
//   - Controller (controller.go) owns the sitting and is the table of its
//     turn loop (package turnloop decides what comes next; looptable.go,
//     turns.go): it asks the bots (package ai) in the background, paces and
//     animates their moves (pace.go), holds full tricks; deals.go shows a
//     deal's end and asks for the next. Whatever comes back later crosses into the
//     window through one place (crossing.go), which drops answers that
//     arrive after "New sitting" (a generation counter).
//   - Table (table.go, table_update.go, table_input.go, table_flights.go,
//     layout.go, seat.go) is the table itself: felt, seats with speech
//     bubbles, blind, trick, the fanned hand, status, banner, auction bar
//     (auction.go) and overlays, laid out by hand for any window size. It
//     only shows what the human's game.View allows. It sees the controller
//     through tableControl (tablecontrol.go), the controller sees it
//     through tableView, tableFlights and tableArt (controller.go).
//   - cardWidget (card.go) is one card: drawn from package assets at the
//     pixel size the layout gives it (art.go caches, prewarms and redraws
//     after a resize in the background), draggable, tappable, lifting on
//     hover when legal.
//   - result.go shows a settlement line by line (the engine's
//     game.Reckoning in the words of text.SettlementOf); scoresheet.go is the
//     score sheet with its chart; menu.go the menus and dialogs.
//   - The screens over the table are packages of their own, each seeing
//     the window through its small Host: the review of a finished deal
//     (ui/reviewscreen; reviewhost.go fills in its reviewscreen.Deal, is its
//     Host and opens and closes it), the exercises (ui/exercisescreen,
//     exercisehost.go), the settings (ui/settingsscreen, settingsdialog.go),
//     the statistics (ui/statsscreen, stats.go) and the saves
//     (ui/savescreen, saves.go). The colours, the theme, the small layouts
//     and widgets the table and the screens share are package ui/look.
//   - run.go opens the window; watch mode (-demo) plays by itself. The
//     developer tooling is built only with -tags devtools (devtools.go):
//     the docs' tour (-tour, tour.go) and watch mode's screenshots
//     (-screenshot, screenshot.go), and trace.go, which measures the real
//     window (CEGO_TRACE=1).
//
// Every widget is touched on the Fyne thread only; goroutines and timers
// come back through the controller's one crossing (crossing.go). Every string the player reads goes through tr or trf
// (strings.go), so the language issue can wrap them in one place.
package ui
