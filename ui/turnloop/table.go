package turnloop

import "github.com/cego-spiel/cego/game"

// Table is where a Loop runs: what the loop needs of the window, or of a
// headless referee. Every method is called on the table's own thread (the
// window's: the Fyne thread), from Loop's methods only.
type Table interface {
	// Sitting is the sitting played now (a guest's table may replace it
	// by the host's newer one in Follow).
	Sitting() *game.Sitting
	// Seed is the sitting's seed; the rule bot that plays out a deal
	// ended early draws from it.
	Seed() uint64

	// Busy reports whether the table shows something that has to end
	// before the loop goes on — a card's flight, a pause, a stopped
	// referee. The table steps the loop again when it has ended.
	Busy() bool
	// Gathered is how many of the deal's full tricks the table has
	// gathered from the middle.
	Gathered() int
	// Hold is told that a full trick lies in the middle: it reports true
	// when the table gathered it at once (the loop goes on), false when
	// it holds it (the table steps the loop again once it is gathered).
	Hold() bool
	// Wait is told that the loop waits for the table: a flight, a pause,
	// a held trick, the host's next update at a guest's table.
	Wait()

	// Guest reports whether this table follows another's: a guest's
	// window, whose other seats move only by the host's updates (no
	// chooser is asked, no deal ended early here). Follow then shows the
	// host's next update if one is due; it reports whether it did.
	Guest() bool
	Follow() bool

	// EndAgreed reports whether everybody at the table agreed to end the
	// sitting now; EndSitting is then told once (the table ends it).
	EndAgreed() bool
	EndSitting()

	// EarlyEnds reports whether a decided deal may be ended early now
	// (not in a lesson, whose deals are scripted). EndedEarly is told
	// that it was: at is the deal when it was decided, dec why; the
	// remaining cards are played already.
	EarlyEnds() bool
	EndedEarly(at *game.State, dec game.Decision)

	// Mine reports whether the person at this table plays seat; Await
	// is then told that the loop waits for his action (Loop.Act).
	Mine(seat game.Seat) bool
	Await(seat game.Seat)
	// Ask asks seat's chooser (a bot, or a guest's seat at a hosted
	// table) in the background, unless it is being asked already; its
	// answer comes back on the table's thread as Loop.Answer with the
	// position the question was asked at (At).
	Ask(seat game.Seat)

	// Applied is told after every applied action (seat's a) and every
	// new deal or several actions at once (seat game.NoSeat): the table
	// autosaves the sitting and publishes it to the guests.
	Applied(seat game.Seat, a game.Action)

	// DealDone is told that the deal is over; the loop waits until the
	// table calls Loop.NextDeal.
	DealDone()
	// Ready reports whether the next deal may be dealt now: every guest
	// at the table asked for it (else the table calls Loop.NextDeal
	// again when they have).
	Ready() bool
	// Deck is the shuffled pack of the next deal (nil: the next deal is
	// dealt from the sitting's seed).
	Deck() []game.Card
	// Dealt is told that the next deal was dealt, before it is applied
	// and the loop goes on.
	Dealt()
}
