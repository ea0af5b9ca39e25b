package ui

import (
	"fmt"
	"log"
	"math/rand/v2"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netscreen"
)

// A guest at a network table (Game → Join a table…). The host's program is
// the referee. This window keeps a mirror of the sitting: a game.Sitting built
// from the views the host sends, with the cards this seat cannot see placed
// at random where they could be (game.View.ConsistentDeal). So the table,
// the hint, the result panel, the score sheet and the review work as in a
// local sitting and show only what the seat may see. The other seats move
// only by the host's updates; the person's own actions are checked on the
// mirror (the same engine, the same refusal) and sent to the host, whose
// engine decides.

// guestUpdate is one position the host sent: the deal and how many actions
// of it are done, who acted last (game.NoSeat at a deal's start or after a
// jump) and with what (0 when the seat may not know it), and the seat's
// view after it.
type guestUpdate struct {
	deal, seq int
	seat      game.Seat
	action    game.Action
	view      game.View
}

// guestLink is what the guest's window needs of its connection to the
// host (a netplay.Client). Its methods must not block the Fyne thread.
type guestLink interface {
	act(deal, seq int, a game.Action)
	ready(deal int)
	// proposeEnd says the person wants the sitting to end now (agree
	// false: no longer).
	proposeEnd(agree bool)
	leave()
}

// guestTable is the window's side of a network table it joined. It lives
// on the Fyne thread.
type guestTable struct {
	link  guestLink
	rules game.Rules
	// past are the finished deals, exact (a finished deal's view shows
	// every card).
	past []game.DealPlay
	// queue holds the host's updates not shown yet, oldest first.
	queue []guestUpdate
	// seed makes the mirror's placement of unseen cards repeatable.
	seed uint64
	// next is set when the person pressed "next deal" before the host
	// dealt it.
	next bool
	// host is the name of the host, for the messages about the table.
	host string
	// own are the options of the window's own sitting, resumed when the
	// person leaves the table.
	own Options
	// welcome is what the host said when the person sat down.
	welcome guestWelcome
	// waiting is the dialog shown until the host deals (nil after).
	waiting dialog.Dialog
	// seats are who sits where, as the host last said.
	seats []netscreen.Seat
	// shown is the open table dialog (nil: none open).
	shown *netscreen.TableView
	// wantsEnd is set while the person wants the sitting to end now.
	wantsEnd bool
	// outbox holds the person's actions the host has not shown taken yet;
	// the first is on its way.
	outbox []sentAct
	// latest is the newest update the host sent.
	latest     guestUpdate
	haveLatest bool
}

// mirror builds the sitting as this seat may know it, up to update u, and
// returns its current deal too.
func (g *guestTable) mirror(u guestUpdate) (*game.Sitting, game.DealPlay, error) {
	rng := rand.New(rand.NewPCG(g.seed, uint64(u.deal)<<16|uint64(u.seq)))
	cur, err := u.view.ConsistentDeal(rng)
	if err != nil {
		return nil, cur, err
	}
	if u.deal-1 > len(g.past) {
		return nil, cur, fmt.Errorf("deal %d came before deal %d was finished", u.deal, len(g.past)+1)
	}
	deals := append(append([]game.DealPlay(nil), g.past[:u.deal-1]...), cur)
	first := game.Seat(g.rules.People() - 1) // as game.NewSitting deals
	if len(deals) > 0 && !g.rules.FiveAtTable {
		first = game.Seat((int(deals[len(deals)-1].Dealer) - (len(deals) - 1) + 4*g.rules.N()) % g.rules.N())
	}
	m, err := game.SittingFromDeals(g.rules, first, deals)
	return m, cur, err
}

// install makes update u the shown sitting. A finished deal joins the
// past deals.
func (g *guestTable) install(c *Controller, u guestUpdate) bool {
	m, cur, err := g.mirror(u)
	if err != nil {
		log.Printf("cego: the host's position of deal %d, action %d cannot be shown: %v", u.deal, u.seq, err)
		return false
	}
	if u.view.Phase() == game.Done && len(g.past) == u.deal-1 {
		g.past = append(g.past, cur) // every card is shown: the deal as it was
	}
	c.sitting = m
	return true
}

// arrive takes an update from the host (on the Fyne thread). The echo of
// the person's own action replaces the mirror at once; anything else waits
// its turn in the queue, so the moves are shown one by one.
func (g *guestTable) arrive(c *Controller, u guestUpdate) {
	g.latest, g.haveLatest = u, true
	g.confirm(u)
	if c.sitting != nil && u.deal == c.sitting.DealNumber() && u.seq == len(c.sitting.Actions()) && len(g.queue) == 0 {
		g.install(c, u)
		c.t.update()
		return
	}
	g.queue = append(g.queue, u)
	if c.animating == 0 && !c.holding {
		c.step()
	}
}

// advance shows the host's next update if it follows what is shown: the
// next action of the deal (with its flight and sound), or — once the
// person has asked for it — the next deal. An update that does not follow
// (after a lost connection) is shown at once. It reports whether the shown
// sitting changed.
func (g *guestTable) advance(c *Controller) bool {
	for len(g.queue) > 0 {
		u := g.queue[0]
		deal, seq := c.sitting.DealNumber(), len(c.sitting.Actions())
		switch {
		case u.deal < deal || u.deal == deal && u.seq < seq:
			g.queue = g.queue[1:] // shown already
		case u.deal == deal && u.seq == seq:
			g.queue = g.queue[1:]
			g.install(c, u) // the same position, perhaps with the host's correction
		case u.deal == deal && u.seq == seq+1 && u.seat != game.NoSeat:
			g.queue = g.queue[1:]
			before := c.sitting.State()
			if !g.install(c, u) {
				return false
			}
			if u.seat != c.me() {
				c.showMove(u.seat, u.action, &before)
			}
			return true
		case u.deal > deal:
			st := c.sitting.State()
			if st.Phase() == game.Done && !g.next {
				return false // the result stays until the person asks for the next deal
			}
			g.queue = g.queue[1:]
			if !g.install(c, u) {
				return false
			}
			g.next = false
			c.cleared, c.holding, c.humanWaiting = 0, false, false
			c.seatFive()
			c.t.setOverlay(nil)
			return true
		default: // a jump within the deal: show where the host is
			g.queue = g.queue[1:]
			before := c.sitting.State()
			if !g.install(c, u) {
				return false
			}
			if v := c.view(); completeTricks(&v) < c.cleared || before.Phase() != game.Playing {
				c.cleared = completeTricks(&v)
			}
			return true
		}
	}
	return false
}

// sentAct is an action of the person's for step seq of deal.
type sentAct struct {
	deal, seq int
	a         game.Action
}

// send passes the person's action, applied to the mirror, to the host. The
// host takes an action only for the step it is at, so while an earlier
// one is on its way (the person leads again after winning a trick) the
// next waits for its echo (confirm).
func (g *guestTable) send(deal, seq int, a game.Action) {
	g.outbox = append(g.outbox, sentAct{deal, seq, a})
	if len(g.outbox) == 1 {
		g.link.act(deal, seq, a)
	}
}

// confirm drops the person's actions update u shows taken and sends the
// next one.
func (g *guestTable) confirm(u guestUpdate) {
	sent := false
	for len(g.outbox) > 0 {
		o := g.outbox[0]
		if u.deal < o.deal || u.deal == o.deal && u.seq <= o.seq {
			break
		}
		g.outbox = g.outbox[1:]
		sent = true
	}
	if sent && len(g.outbox) > 0 {
		o := g.outbox[0]
		g.link.act(o.deal, o.seq, o.a)
	}
}

// refused takes the table back to where the host is after it refused the
// person's action (it came too late: the host's bot had played for him,
// or the table had moved on).
func (g *guestTable) refused(c *Controller) {
	g.outbox, g.queue = nil, nil
	if !g.haveLatest || !g.install(c, g.latest) {
		return
	}
	v := c.view()
	c.cleared = min(c.cleared, completeTricks(&v))
	c.humanWaiting = false
	c.step()
}

// back takes the host's position after a reconnection as the truth. The
// person's action on its way is kept when the host waits for exactly it
// (the connection sends it again, netplay.Client.Act); a table that shows
// more than the host has — actions the host never took, as after a blip
// or when the host went on from an older save — goes back to where the
// host is. A host further on is shown as any update.
func (g *guestTable) back(c *Controller, u guestUpdate) {
	deal, seq := c.sitting.DealNumber(), len(c.sitting.Actions())
	resent := len(g.outbox) > 0 && g.outbox[0].deal == u.deal && g.outbox[0].seq == u.seq
	if resent || u.deal > deal || u.deal == deal && u.seq >= seq {
		g.arrive(c, u)
		return
	}
	g.latest, g.haveLatest = u, true
	g.outbox, g.queue, g.next = nil, nil, false
	if !g.install(c, u) {
		return
	}
	v := c.view()
	c.cleared = min(c.cleared, completeTricks(&v))
	c.holding, c.humanWaiting = false, false
	c.t.setOverlay(nil)
	c.t.update()
	c.step()
}

// ready tells the host the person wants the next deal, and shows it if the
// host dealt it already.
func (g *guestTable) ready(c *Controller) {
	g.next = true
	deal := c.sitting.DealNumber()
	g.link.ready(deal)
	c.step()
	if c.sitting.DealNumber() == deal {
		c.t.showRefusal(tr("The next deal comes when everybody at the table has asked for it."))
	}
}
