package ui

import (
	"crypto/tls"
	"errors"
	"fmt"
	"log"
	"strings"
	"time"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/netscreen"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// What the network tells the window, already on the Fyne thread.

// hostConfig is what a host's table starts with.
type hostConfig struct {
	rules    game.Rules
	names    []string // the persons' names; the bots' until friends sit down
	hostName string
	// code and tokens open the table again as it was (empty: a new code,
	// no seat taken)
	code   string
	tokens []string
	// turnClock is how long a friend may take for a decision, and for
	// asking for the next deal (0: no clock)
	turnClock time.Duration
	// cert is the table's certificate, kept in the config folder (nil:
	// one for this table only)
	cert *tls.Certificate
}

// hostEventKind says what happened at a hosted table.
type hostEventKind int

const (
	friendJoined     hostEventKind = iota // a friend sat down
	friendLeft                            // a friend's connection ended
	friendBack                            // a friend reconnected
	friendReady                           // a friend asked for the next deal
	friendWantsEnd                        // a friend wants to end the sitting (or no longer)
	friendsAgreedEnd                      // everybody agreed to end the sitting
	routerAnswered                        // the home router opened the table's port, or did not
)

// hostEvent is one event at a hosted table.
type hostEvent struct {
	kind   hostEventKind
	person int
	name   string
}

// onHostEvent updates the table and the table dialog.
func (c *Controller) onHostEvent(e hostEvent) {
	h := c.host
	if h == nil {
		return
	}
	switch e.kind {
	case friendJoined, friendBack:
		c.nameFriends()
		c.rememberHosted()
		c.t.showRefusal(trf("%s sits at the table.", e.name))
	case friendLeft:
		c.t.showRefusal(trf("%s has left the table; a bot plays for now.", e.name))
	case friendReady:
		c.friendReady()
	case routerAnswered:
		h.shown.RouterAnswered()
	case friendsAgreedEnd:
		c.endedByAgreement() // refreshes the dialog
		c.t.update()
		return
	}
	h.shown.Refresh()
	c.t.update()
}

// endedByAgreement ends the hosted table once everybody there agreed to
// end the sitting (the host's event, or the turn loop finding it first):
// the friends are told the sitting is over, the window shows the score
// sheet.
func (c *Controller) endedByAgreement() {
	h := c.host
	if h == nil {
		return
	}
	c.host = nil
	h.link.finish()
	c.refreshMenu()
	c.openDialog(dialog.NewInformation(tr("Table"), tr("Everybody agreed: the sitting at the table ends here."), c.win), c.showScoreSheet)
	h.shown.Refresh()
}

// rememberHosted keeps the hosted table's code, tokens and names in the
// settings, so that hosting the sitting again after the program ended
// keeps the friends' seats.
func (c *Controller) rememberHosted() {
	h := c.host
	if h == nil {
		return
	}
	var names []string
	for _, s := range h.link.seats() {
		names = append(names, s.Name)
	}
	c.settings.Hosted = &store.HostedTable{Code: h.link.code(), Tokens: h.link.tokens(), Names: names}
	c.saveSettings()
}

// setPersonName names person p at the table.
func (c *Controller) setPersonName(p int, name string) {
	if c.sitting == nil || name == "" {
		return
	}
	if c.five() && len(c.people) == 5 {
		c.people[p] = name
		c.seatFive()
		return
	}
	if p < 4 {
		c.names[p] = name
	}
}

// guestWelcome is what a guest learns on sitting down.
type guestWelcome struct {
	person int
	rules  game.Rules
	names  []string
	host   string
	done   []game.View // the finished deals
	first  *guestUpdate
	token  string // takes the seat back after the program was closed
	// fingerprint is the table certificate's, pinned for coming back
	fingerprint string
}

// guestEventKind says what happened at a joined table.
type guestEventKind int

const (
	tableUpdate  guestEventKind = iota // the host sent a position
	tableRefused                       // the host refused the person's action
	tableLost                          // the connection is lost; reconnecting
	tableBack                          // reconnected
	tableClosed                        // the host closed the table (or it ended)
)

// guestEvent is one event at a joined table.
type guestEvent struct {
	kind   guestEventKind
	update guestUpdate
	names  []string
	seats  []netscreen.Seat // who sits where (tableUpdate, tableBack)
	text   string           // a refusal's sentence
	done   []game.View      // tableBack: the finished deals
	over   bool             // tableClosed: the sitting is over
	// unreachable (tableClosed): the host could not be reached any more —
	// his program ended or the network is down; he did not close it.
	unreachable bool
	// impostor (tableClosed): what answered the reconnection had another
	// certificate than the table's; the guest did not go back.
	impostor bool
}

// onGuestEvent shows what the host sent.
func (c *Controller) onGuestEvent(e guestEvent) {
	g := c.guest
	if g == nil {
		return
	}
	switch e.kind {
	case tableUpdate:
		c.renamePeople(e.names)
		g.setSeats(e.seats)
		if g.waiting != nil {
			c.guestStart(e.update)
			return
		}
		g.arrive(c, e.update)
	case tableRefused:
		g.refused(c)
		c.t.refuse(errors.New(e.text))
	case tableLost:
		c.t.showRefusal(tr("The connection to the table is lost; trying again…"))
	case tableBack:
		if g.waiting != nil {
			// back before the first deal reached the window: the
			// reconnection's position is that first deal (none: the
			// host has not dealt yet)
			if e.update.deal > 0 {
				c.renamePeople(e.names)
				g.setPast(e.done)
				c.guestStart(e.update)
			}
			return
		}
		c.t.showRefusal(tr("Back at the table."))
		if e.update.deal > 0 && len(e.done) != len(g.past) {
			g.setPast(e.done) // the host's finished deals are the truth
		}
		if e.update.deal > 0 {
			c.renamePeople(e.names)
			g.back(c, e.update)
		}
	case tableClosed:
		host := g.host
		text := trf("%s has closed the table. When %s hosts it again, you can join again and go on.", host, host)
		if e.unreachable {
			text = trf("%s's table cannot be reached any more: %s's Cego may have ended, or the network is down. When %s hosts it again, you can join again and go on.", host, host, host)
		}
		if e.impostor {
			text = trf("Coming back to %s's table, Cego was answered with another certificate than the table's: maybe someone is in between. Cego left the table; ask %s for a new invitation.", host, host)
		}
		if e.over {
			text = tr("Everybody agreed: the sitting at the table ends here.") + "\n" + c.totalsLine()
		}
		c.closeTable()
		c.openDialog(dialog.NewInformation(tr("Table"), text, c.win))
	}
}

// renamePeople gives the persons at a joined table the names the host
// sent.
func (c *Controller) renamePeople(names []string) {
	for p, n := range names {
		if p != c.person {
			c.setPersonName(p, n)
		}
	}
}

// joined sits the window down at a table: it waits for the host's first
// deal, then shows it (guestStart).
func (c *Controller) joined(link guestLink, w guestWelcome) {
	c.endLesson()
	c.stopReview()
	c.gen++ // drops every bot still thinking about the window's own sitting
	c.thinking = game.NoSeat
	c.paused = true
	c.holdSaves = true // the window's own sitting stays in its autosave
	g := &guestTable{link: link, rules: w.rules, seed: c.opts.Seed, host: w.host, own: c.opts, welcome: w}
	c.guest = g
	g.setPast(w.done)
	if w.first != nil {
		c.guestStart(*w.first)
		return
	}
	g.waiting = netscreen.ShowWaitForDeal(netScreenHost{c}, w.host, func() {
		if c.guest == g && g.waiting != nil {
			c.closeTable() // the person left before the first deal
		}
	})
	c.refreshMenu()
}

// guestStart shows the first position the host sent: the table is the
// host's from now on.
func (c *Controller) guestStart(u guestUpdate) {
	g := c.guest
	if w := g.waiting; w != nil {
		g.waiting = nil
		w.Hide()
	}
	m, _, err := g.mirror(u)
	if err != nil {
		log.Printf("cego: the host's table cannot be shown: %v", err)
		c.closeTable()
		c.openDialog(dialog.NewInformation(tr("Table"), tr("The host's table cannot be shown in this window."), c.win))
		return
	}
	o := g.own
	o.Profile, o.Players, o.Scoring, o.Rated, o.WatchMode = nil, g.rules.N(), g.rules.Scoring, true, false
	names := g.welcome.names
	var seats [4]string
	copy(seats[:], names)
	c.guest = nil // begin would leave the table
	c.begin(m, o, seats)
	c.person = g.welcome.person
	if c.five() {
		c.setupFive(names, nil)
	}
	c.guest = g // begin left the table as it was
	c.paused = false
	v := c.view()
	c.cleared = completeTricks(&v)
	c.refreshMenu()
	c.t.update()
	c.step()
}

// resumeOwnSitting brings back the window's own sitting after a network
// table: the autosaved one, else a new one.
func (c *Controller) resumeOwnSitting(own Options) {
	c.holdSaves = false
	c.paused = false
	if c.store != nil && c.autosaver != nil {
		if g, ok, err := c.store.LoadAutosave(); err == nil && ok {
			if err := c.Resume(g, own); err == nil {
				return
			}
		}
	}
	own.Seed = 0
	_ = c.NewSitting(own)
}

// errChangedCertificate is a join refused because the table's certificate
// is not the one kept from sitting there (not an invitation's).
var errChangedCertificate = errors.New("the table's certificate is not the one it had when you sat there")

// joinErrorText says in plain words why joining failed.
func joinErrorText(err error) string {
	var r *refusedError
	if errors.As(err, &r) {
		return r.words()
	}
	switch {
	case errors.Is(err, errChangedCertificate):
		return tr("The table's certificate is not the one it had when you sat there: maybe someone is in between, or the host's Cego made a new one. Cego did not join; ask the host for an invitation.")
	case errors.Is(err, netplay.ErrWrongCertificate):
		return tr("The table's certificate is not the one in the invitation: maybe someone is in between. Cego did not join; ask the host for a new invitation.")
	case errors.Is(err, netplay.ErrCodeNotProven):
		return tr("The table did not prove that it knows the code: maybe someone is in between. Cego did not join.")
	}
	s := text.Error(err)
	if strings.Contains(s, "connection refused") || strings.Contains(s, "no such host") || strings.Contains(s, "timeout") {
		return trf("No table answers at this address (%s). Check the address, and that the host has opened the table.", s)
	}
	return trf("Joining failed: %s", s)
}

// setPast takes the finished deals from their views.
func (g *guestTable) setPast(done []game.View) {
	g.past = g.past[:0]
	for _, v := range done {
		u := guestUpdate{deal: len(g.past) + 1, view: v, seat: game.NoSeat}
		_, cur, err := g.mirror(u)
		if err != nil {
			log.Printf("cego: finished deal %d from the host: %v", u.deal, err)
			return
		}
		g.past = append(g.past, cur)
	}
}

// setSeats keeps who sits where at the table, for its dialog.
func (g *guestTable) setSeats(seats []netscreen.Seat) {
	if seats == nil {
		return
	}
	g.seats = seats
	g.shown.Refresh()
}

// totalsLine lists everybody's total at the table, before the window goes
// back to its own sitting.
func (c *Controller) totalsLine() string {
	if c.sitting == nil {
		return ""
	}
	names, totals := c.personNames(), c.sitting.PersonTotals()
	var parts []string
	for p := range names {
		if p < len(totals) {
			parts = append(parts, fmt.Sprintf("%s %d", names[p], totals[p]))
		}
	}
	return strings.Join(parts, " · ")
}
