package ui

import (
	"encoding/json"
	"fmt"
	"strings"
	"log"
	"math/rand/v2"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
)

// A guest at a network table (Game → Join a table…). The host's program is
// the referee. This window keeps a mirror of the sitting: a game.Match built
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
	seats []tableSeat
	// refresh updates the open table dialog (nil: none open).
	refresh func()
	// wantsEnd is set while the person wants the sitting to end now.
	wantsEnd bool
}

// mirror builds the sitting as this seat may know it, up to update u, and
// returns its current deal too.
func (g *guestTable) mirror(u guestUpdate) (*game.Match, game.DealPlay, error) {
	rng := rand.New(rand.NewPCG(g.seed, uint64(u.deal)<<16|uint64(u.seq)))
	cur, err := u.view.ConsistentDeal(rng)
	if err != nil {
		return nil, cur, err
	}
	if u.deal-1 > len(g.past) {
		return nil, cur, fmt.Errorf("deal %d came before deal %d was finished", u.deal, len(g.past)+1)
	}
	deals := append(append([]game.DealPlay(nil), g.past[:u.deal-1]...), cur)
	m, err := matchOf(g.rules, deals)
	return m, cur, err
}

// matchOf is the sitting of deals under rules r, read like a saved sitting
// (every action replayed through the engine). The dealer rotates from the
// first deal's; with five at the table person 4 deals first, as in
// game.NewMatch.
func matchOf(r game.Rules, deals []game.DealPlay) (*game.Match, error) {
	type dealJSON struct {
		Dealer  game.Seat `json:"dealer"`
		Deck    string    `json:"deck"`
		Actions string    `json:"actions"`
	}
	j := struct {
		Format int        `json:"format"`
		Rules  game.Rules `json:"rules"`
		Deals  []dealJSON `json:"deals"`
	}{Format: game.MatchFormat, Rules: r}
	for i, d := range deals {
		dealer := d.Dealer
		if r.FiveAtTable {
			dealer = game.Seat((4 + i) % 5)
		} else if i > 0 {
			dealer = game.Seat((int(j.Deals[0].Dealer) + i) % r.N())
		}
		cards := make([]string, len(d.Deck))
		for k, c := range d.Deck {
			cards[k] = c.String()
		}
		j.Deals = append(j.Deals, dealJSON{Dealer: dealer, Deck: strings.Join(cards, " "), Actions: game.FormatActions(d.Actions)})
	}
	data, err := json.Marshal(j)
	if err != nil {
		return nil, err
	}
	m := new(game.Match)
	if err := m.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return m, nil
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
	c.match = m
	return true
}

// arrive takes an update from the host (on the Fyne thread). The echo of
// the person's own action replaces the mirror at once; anything else waits
// its turn in the queue, so the moves are shown one by one.
func (g *guestTable) arrive(c *Controller, u guestUpdate) {
	if c.match != nil && u.deal == c.match.DealNumber() && u.seq == len(c.match.Actions()) && len(g.queue) == 0 {
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
		deal, seq := c.match.DealNumber(), len(c.match.Actions())
		switch {
		case u.deal < deal || u.deal == deal && u.seq < seq:
			g.queue = g.queue[1:] // shown already
		case u.deal == deal && u.seq == seq:
			g.queue = g.queue[1:]
			g.install(c, u) // the same position, perhaps with the host's correction
		case u.deal == deal && u.seq == seq+1 && u.seat != game.NoSeat:
			g.queue = g.queue[1:]
			before := c.match.State()
			if !g.install(c, u) {
				return false
			}
			if u.seat != c.me() {
				c.showMove(u.seat, u.action, &before)
			}
			return true
		case u.deal > deal:
			st := c.match.State()
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
			before := c.match.State()
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

// send passes the person's action, applied to the mirror, to the host.
func (g *guestTable) send(deal, seq int, a game.Action) { g.link.act(deal, seq, a) }

// ready tells the host the person wants the next deal, and shows it if the
// host dealt it already.
func (g *guestTable) ready(c *Controller) {
	g.next = true
	g.link.ready(c.match.DealNumber())
	c.step()
}
