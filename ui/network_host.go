package ui

import (
	"strings"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/netscreen"
)

// A table this window hosts (Game → Host a table…). Its game.Sitting is the
// referee: every seat but the host's is played through the network host
// (netplay.Host), which waits for the friend who took the seat and lets the
// seat's bot play while nobody sits there. After every action each friend
// is sent only what his seat may see.

// hostLink is what the hosting window needs of its network host. Its
// methods must not block the Fyne thread.
type hostLink interface {
	// publish sends every guest its view after seat's action a
	// (game.NoSeat: a new deal, or several actions at once).
	publish(m *game.Sitting, seat game.Seat, a game.Action)
	// seat is the chooser of person p: the friend there, else bot.
	seat(p int, bot ai.Bot) ai.Bot
	// waitingFor names the friends who have not asked for the deal after
	// deal yet (nil: everybody has).
	waitingFor(deal int) []string
	// close tells the guests the table is closed and stops hosting;
	// finish tells them the sitting is over.
	close()
	finish()
	// gone is closed once the guests have been told and the table is
	// closed.
	gone() <-chan struct{}
	// code is the table's code, addresses where friends can reach it.
	code() string
	addresses() []string
	// invitation is the cego:// link to the table at addr (one of
	// addresses): address, code and the certificate's fingerprint.
	invitation(addr string) string
	// routerLine says what the home router did for the table (asking,
	// the port it opened, or why there is none); "" when not asked.
	routerLine() string
	// seats are the persons at the table.
	seats() []netscreen.Seat
	// seatBot lets the bot play for person p, at the table or away,
	// until the friend is back; freeSeat frees p's seat (its token no
	// longer counts; whoever sits there is told).
	seatBot(p int) error
	freeSeat(p int) error
	// proposeEnd says the host wants the sitting to end now (agree false:
	// no longer); endAgreed reports whether everybody at the table
	// agreed.
	proposeEnd(agree bool)
	endAgreed() bool
	// tokens are the seats' tokens now ("" for a seat nobody took).
	tokens() []string
}

// hostTable is the window's side of a table it hosts; it lives on the Fyne
// thread.
type hostTable struct {
	link hostLink
	// opts are the options of the hosted sitting, dealt by the host's
	// "Deal" in the table dialog.
	opts Options
	// goOn: the sitting at the window is hosted as it stands.
	goOn bool
	// dealt is set once the host dealt the first deal; dealing while
	// the hosted sitting begins.
	dealt, dealing bool
	// shown is the open table dialog (nil: none open), told when the
	// seats changed and when the home router answered.
	shown *netscreen.TableView
	// wantsEnd is set while the host wants the sitting to end now.
	wantsEnd bool
	// next is set when the host asked for the next deal while friends
	// still looked at the result.
	next bool
	// clock is the turn clock (0: none); outOfTime is the deal after which
	// the friends who did not ask for the next one ran out of it.
	clock     time.Duration
	outOfTime int
	clockFor  int // the deal whose clock runs
}

// published passes the sitting after seat's action a to the guests of a
// hosted table.
func (c *Controller) published(seat game.Seat, a game.Action) {
	if c.host != nil && c.sitting != nil {
		c.host.link.publish(c.sitting, seat, a)
	}
}

// newSitting deals the first deal of a sitting with rules r and seed: at
// a hosted table from a pack shuffled by a fresh seed of its own
// (netplay.NewDeck), so the bots' seeds, which come from seed, tell nothing
// about the cards; otherwise from seed.
func (c *Controller) newSitting(r game.Rules, seed uint64) (*game.Sitting, error) {
	if c.host != nil {
		return game.NewSittingFromDeck(r, game.Seat(r.People()-1), netplay.NewDeck(r), seed)
	}
	return game.NewSitting(r, seed)
}

// seatGuests lets the network host play every seat but the host's: a friend
// who took it, else its bot.
func (c *Controller) seatGuests() {
	if c.host == nil {
		return
	}
	if c.five() && len(c.personBots) == 5 {
		for p := 1; p < 5; p++ {
			c.personBots[p] = c.host.link.seat(p, c.personBots[p])
		}
		c.seatFive()
		return
	}
	for s := 1; s < c.players(); s++ {
		c.bots[s] = c.host.link.seat(s, c.bots[s])
	}
}

// allReady reports whether the next deal may be dealt: every friend at the
// table asked for it too. Otherwise the host's wish is kept, and the deal
// comes when the last friend asks (friendReady).
func (h *hostTable) allReady(c *Controller) bool {
	deal := c.sitting.DealNumber()
	if len(h.link.waitingFor(deal)) == 0 || h.outOfTime == deal {
		h.next = false
		return true
	}
	h.next = true
	if h.clock > 0 && h.clockFor != deal {
		// the friends who have not asked for the next deal have the turn
		// clock's time; then the host deals
		h.clockFor = deal
		time.AfterFunc(h.clock, func() {
			c.post(func() {
				if c.host == h && c.sitting.DealNumber() == deal {
					h.outOfTime = deal
					c.friendReady()
				}
			})
		})
	}
	c.t.showRefusal(trf("Waiting for %s to ask for the next deal.", strings.Join(h.link.waitingFor(c.sitting.DealNumber()), ", ")))
	return false
}

// friendReady is told that a friend asked for the next deal.
func (c *Controller) friendReady() {
	if c.host == nil || !c.host.next {
		return
	}
	if st := c.sitting.State(); st.Phase() == game.Done {
		c.NextDeal()
	}
}

// leaveNetworkAtExit tells the network table the window is gone: a host's
// friends hear that the table is closed (waiting a moment for that); a
// guest's seat waits for him — the settings keep his seat's token.
func (c *Controller) leaveNetworkAtExit() {
	if h := c.host; h != nil {
		c.host = nil
		h.link.close()
		select {
		case <-h.link.gone():
		case <-time.After(4 * time.Second):
		}
	}
	if g := c.guest; g != nil {
		c.guest = nil
		g.link.leave()
	}
}
