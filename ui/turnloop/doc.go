// Package turnloop is the turn loop of a sitting: what happens next at a
// table after every action — a full trick to hold or gather, the deal's
// end and the next deal once every guest at the table is ready, the end
// of the sitting by agreement, a decided special game ended early (RULES
// §8.4), the person's turn to wait for, a bot's or a guest's seat to ask —
// and every action applied, autosaved and published to the guests the
// same way.
//
// The loop (Loop) runs at a Table, the small interface through which it
// shows, asks and publishes. The window (package ui) is one Table: it
// animates flights, holds tricks, plays sounds and asks its bots through
// its crossing. Headless is the other: the same loop without a window, a
// chooser per person asked in goroutines, publishing to a network host
// (Net, which netplay.Host implements) — the referee of the network tests
// and of any program without a window.
//
// The package imports no Fyne and does not import ui/netplay (netplay's
// tests import it).
package turnloop
