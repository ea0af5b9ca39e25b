package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netscreen"
	"github.com/cego-spiel/cego/ui/text"
)

// The window's side of the network table's dialogs (package
// ui/netscreen): the host they are shown by, the tables as they see them
// (bound to the links of ui/network_link.go), and the Game menu's network
// entries that open them.

// netScreenHost is the window as the network table's dialogs see it: its
// dialogs and the controller's crossing.
type netScreenHost struct{ c *Controller }

// Window is the controller's window.
func (h netScreenHost) Window() fyne.Window { return h.c.win }

// OpenDialog opens d as the controller's dialogs open.
func (h netScreenHost) OpenDialog(d dialog.Dialog, then ...func()) { h.c.openDialog(d, then...) }

// OpenForm opens a form as the controller's forms open.
func (h netScreenHost) OpenForm(title, confirm string, items []*widget.FormItem, onOK func()) *dialog.FormDialog {
	return h.c.openForm(title, confirm, items, onOK)
}

// DismissDialog closes the newest dialog.
func (h netScreenHost) DismissDialog() { h.c.dismissDialog() }

// FitDialog sizes d as the controller's dialogs fit the window.
func (h netScreenHost) FitDialog(d dialog.Dialog, scroll *container.Scroll, want fyne.Size) {
	h.c.fitDialog(d, scroll, want)
}

// Widen gives a form the width of a form of names.
func (h netScreenHost) Widen(d dialog.Dialog) { h.c.widen(d) }

// Background runs work through the controller's crossing.
func (h netScreenHost) Background(work, then func()) { h.c.background(work, then) }

// hostedScreen is the table this window hosts as its dialog sees it.
type hostedScreen struct {
	c *Controller
	h *hostTable
}

func (t hostedScreen) Seats() []netscreen.Seat       { return t.h.link.seats() }
func (t hostedScreen) Me() (int, bool)               { return t.c.person, t.c.host != nil }
func (t hostedScreen) WantsEnd() bool                { return t.h.wantsEnd }
func (t hostedScreen) Close()                        { t.c.closeTable() }
func (t hostedScreen) Code() string                  { return t.h.link.code() }
func (t hostedScreen) Addresses() []string           { return t.h.link.addresses() }
func (t hostedScreen) Invitation(addr string) string { return t.h.link.invitation(addr) }
func (t hostedScreen) RouterLine() string            { return t.h.link.routerLine() }
func (t hostedScreen) Dealt() bool                   { return t.h.dealt }
func (t hostedScreen) Deal()                         { t.c.dealHosted() }

// WantEnd says the host wants the sitting to end now (or no longer).
func (t hostedScreen) WantEnd(on bool) {
	t.h.wantsEnd = on
	t.h.link.proposeEnd(on)
}

// LetBotPlay lets the bot play for person p.
func (t hostedScreen) LetBotPlay(p int) {
	if err := t.h.link.seatBot(p); err != nil {
		t.c.t.showRefusal(text.Error(err))
	}
}

// FreeSeat frees person p's seat: the seat is named as the table does
// and the hosted table remembered without his token.
func (t hostedScreen) FreeSeat(p int) {
	if err := t.h.link.freeSeat(p); err != nil {
		t.c.t.showRefusal(text.Error(err))
	}
	t.c.nameFriends()
	t.c.rememberHosted()
}

// joinedScreen is the table this window joined as its dialog sees it.
type joinedScreen struct {
	c *Controller
	g *guestTable
}

func (t joinedScreen) Seats() []netscreen.Seat { return t.g.seats }
func (t joinedScreen) Me() (int, bool)         { return t.c.person, t.c.host != nil }
func (t joinedScreen) WantsEnd() bool          { return t.g.wantsEnd }
func (t joinedScreen) Close()                  { t.c.closeTable() }
func (t joinedScreen) HostName() string        { return t.g.host }

// WantEnd says the person wants the sitting to end now (or no longer).
func (t joinedScreen) WantEnd(on bool) {
	t.g.wantsEnd = on
	t.g.link.proposeEnd(on)
}

// hostRules is the new sitting's choice of a rule profile as the host
// dialog chooses with it.
type hostRules struct{ *profileSelect }

// Chosen is the profile chosen.
func (r hostRules) Chosen() (game.Profile, bool) { return r.chosen() }

// showHostTable asks how to host a table (netscreen.ShowHostForm); then
// opens the table and shows its code and addresses (showTable).
func (c *Controller) showHostTable() {
	if c.win == nil {
		return
	}
	if c.guest != nil || c.host != nil {
		c.showTable()
		return
	}
	st := c.sitting.State()
	netscreen.ShowHostForm(netScreenHost{c}, netscreen.HostSetup{
		Rules:     hostRules{newProfileSelect(c.nextProfile(), nil)},
		Levels:    c.levelSelects(),
		LevelKeys: BotLevels,
		Name:      c.opts.Name,
		GoOn:      c.lesson == nil && !c.opts.WatchMode && c.me() == 0 && (c.sitting.DealNumber() > 1 || st.Phase() != game.Done || len(c.sitting.Actions()) > 0),
		People:    c.personNames(),
		BotNames:  botNames,
		Hosted:    c.settings.Hosted,
		Open: func(ch netscreen.HostChoice) {
			c.turnClock = ch.Clock
			if ch.GoOn {
				c.hostTable(c.sittingProfile(), ch.Name, c.opts.Levels, true)
				return
			}
			c.hostTable(ch.Profile, ch.Name, ch.Levels, false)
		},
	})
}

// showTable shows the table this window sits at: for the host its code,
// the addresses friends can join at and who sits where; for a guest the
// host and the seats. Its buttons deal (host, before the first deal), close
// the table (host) or leave it (guest).
func (c *Controller) showTable() {
	if c.win == nil {
		return
	}
	switch {
	case c.host != nil:
		h := c.host
		h.shown = netscreen.ShowHosted(netScreenHost{c}, hostedScreen{c, h}, func() { h.shown = nil })
	case c.guest != nil:
		g := c.guest
		g.shown = netscreen.ShowJoined(netScreenHost{c}, joinedScreen{c, g}, func() { g.shown = nil })
	default:
		c.openDialog(dialog.NewInformation(tr("Table"), tr("This window sits at no network table. Host one or join one in the Game menu."), c.win))
	}
}

// showJoinTable asks which table to join: an invitation, the tables
// found on this network, or an address; the table's code and the
// person's name.
func (c *Controller) showJoinTable() { c.showJoinTableWith("") }

// showJoinTableWith is showJoinTable with the invitation link filled in
// (a cego:// link the program was started with).
func (c *Controller) showJoinTableWith(link string) {
	if c.win == nil {
		return
	}
	if c.guest != nil || c.host != nil {
		c.showTable()
		return
	}
	s := netscreen.JoinSetup{Name: c.opts.Name, Link: link, Search: browseTables,
		Join: func(addr, fp, code, name string) { c.joinTableThen(addr, fp, code, name, nil) }}
	if last := c.settings.Table; last != nil {
		s.Addr, s.Code, s.Name = last.Addr, last.Code, last.Name
	}
	netscreen.ShowJoin(netScreenHost{c}, s)
}
