package ui

import (
	"context"
	"errors"
	"log"
	"time"

	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/netscreen"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// Opening, joining and leaving a network table: what the Game menu's
// network entries and their dialogs (ui/netscreen, opened by
// ui/nethost.go) do to the window's sitting.

// hostTable opens a table with profile p — or, goOn, for the sitting at
// this window as it stands: the network host starts, the table is
// announced on the local network, and the table dialog shows who sits down
// until the host deals.
func (c *Controller) hostTable(p game.Profile, name string, levels [4]string, goOn bool) {
	o := c.opts
	o.Profile, o.Players, o.Scoring = &p, p.Rules.N(), p.Rules.Scoring
	o.Name, o.Seed, o.WatchMode, o.Rated = name, 0, false, true
	o.Levels = levels
	names := make([]string, p.Rules.People())
	for i := 1; i < len(names); i++ {
		names[i] = botNames[min(i, 3)]
		if i == 4 {
			names[i] = fifthName
		}
	}
	if goOn {
		copy(names, c.personNames())
	}
	names[0] = name
	if name == "" {
		names[0] = tr("Host")
	}
	cfg := hostConfig{rules: p.Rules, names: names, hostName: name, turnClock: c.turnClock, cert: c.tableCertificate()}
	if last := c.settings.Hosted; goOn && last != nil && len(last.Tokens) == len(names) && len(last.Names) == len(names) {
		// the same sitting hosted again (after the program ended): the
		// same code and seats, the friends come back by themselves
		cfg.code, cfg.tokens = last.Code, last.Tokens
		for p, tok := range last.Tokens {
			if tok != "" && p > 0 {
				cfg.names[p] = last.Names[p]
			}
		}
	}
	link, err := startHosting(cfg, c.post, c.onHostEvent)
	if err != nil && cfg.code != "" {
		cfg.code, cfg.tokens = "", nil // the saved table cannot be opened again: a new one
		link, err = startHosting(cfg, c.post, c.onHostEvent)
	}
	if err != nil {
		c.openDialog(dialog.NewInformation(tr("Host a table"), trf("The table could not be opened: %v", text.Error(err)), c.win))
		return
	}
	c.endLesson()
	c.host = &hostTable{link: link, opts: o, goOn: goOn, clock: c.turnClock}
	c.rememberHosted()
	c.showTable()
}

// dealHosted starts the hosted sitting: the friends who sat down play
// their seats, bots the others.
func (c *Controller) dealHosted() {
	if c.host == nil || c.host.dealt {
		return
	}
	c.host.dealt = true
	if c.host.goOn {
		// the sitting goes on where it stands; a bot already thinking
		// for a friend's seat is not waited for
		c.thinking = game.NoSeat
		c.seatGuests()
		c.nameFriends()
		c.published(game.NoSeat, 0)
		c.step()
		return
	}
	c.host.dealing = true
	_ = c.NewSitting(c.host.opts)
	c.host.dealing = false
	c.nameFriends()
}

// nameFriends names the seats as the table does: friends by the names they
// gave, bots by theirs (a bot whose name a friend took is renamed).
func (c *Controller) nameFriends() {
	if c.host == nil {
		return
	}
	for _, s := range c.host.link.seats() {
		if s.Person > 0 {
			c.setPersonName(s.Person, s.Name)
		}
	}
	c.t.update()
}

// leaveTableFor leaves the network table when another sitting begins at
// this window (a new sitting, a saved one, a guided deal): the hosted
// sitting's friends are told the table is closed, a guest's seat goes back
// to the host's bot.
func (c *Controller) leaveTableFor() {
	if h := c.host; h != nil && !h.dealing {
		c.host = nil
		h.link.close()
		c.refreshMenu()
	}
	if g := c.guest; g != nil {
		c.guest = nil
		g.link.leave()
		c.person = 0
		c.holdSaves = false
		c.leftTable()
		c.refreshMenu()
	}
}

// closeTable stops hosting or leaves the joined table. A hosted sitting
// goes on at this screen with bots in the friends' seats (and can be
// hosted again later); a guest's window goes back to its own sitting.
func (c *Controller) closeTable() {
	if h := c.host; h != nil {
		// the friends' seats fall back to their bots for good
		c.host = nil
		h.link.close()
	}
	if g := c.guest; g != nil {
		c.guest = nil
		g.link.leave()
		c.person = 0
		c.leftTable()
		c.resumeOwnSitting(g.own)
	}
	c.refreshMenu()
}

// leftTable notes that the person left the joined table on purpose: a
// program started again does not go back to it.
func (c *Controller) leftTable() {
	if t := c.settings.Table; t != nil && t.Seated {
		t.Seated = false
		c.saveSettings()
	}
}

// rejoinSavedTable goes back to the seat the person sat at when the
// program ended without leaving the table (it crashed, or was closed):
// with the saved address, code and token, without a word typed. His own
// sitting stays in the autosave meanwhile; when the table cannot be
// joined, own (the autosaved sitting, if any) is offered as after any
// start. It reports whether it tries.
func (c *Controller) rejoinSavedTable(own *store.SavedSitting) bool {
	t := c.settings.Table
	if t == nil || !t.Seated || c.guest != nil || c.host != nil {
		return false
	}
	c.holdSaves = true
	c.joinTableThen(t.Addr, t.Fingerprint, t.Code, t.Name, func(err error) {
		log.Printf("cego: back to the table at %s: %v", t.Addr, err)
		c.holdSaves = false
		c.leftTable()
		if own != nil {
			c.offerResume(*own)
		}
		c.openDialog(dialog.NewInformation(tr("Join a table"), joinErrorText(err), c.win))
	})
	return true
}

// joinTableThen connects to the table at addr with code, as name, pinning
// its certificate to fingerprint fp ("": not known from an invitation; the
// code exchange then proves the code); a refusal is said in plain words,
// or, when failed is set, handed to it instead.
func (c *Controller) joinTableThen(addr, fp, code, name string, failed func(error)) {
	token := ""         // the seat taken at this table before, if any
	remembered := false // fp is the one kept from sitting there, not an invitation's
	if last := c.settings.Table; last != nil && last.Addr == addr && netplay.NormalizeCode(last.Code) == netplay.NormalizeCode(code) {
		token = last.Token
		if fp == "" && last.Fingerprint != "" {
			fp, remembered = last.Fingerprint, true // pinned when he sat down there
		}
	}
	wait := netscreen.ShowConnecting(netScreenHost{c}, addr)
	// the table's events can cross into the window before the join
	// itself (the host dealt at once): they wait for it, on the Fyne
	// thread, instead of reaching a window not yet at the table
	var early []guestEvent
	seated := false
	on := func(e guestEvent) {
		if !seated {
			early = append(early, e)
			return
		}
		c.onGuestEvent(e)
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		link, w, err := dialTable(ctx, addr, fp, code, name, token, c.post, on)
		if remembered && errors.Is(err, netplay.ErrWrongCertificate) {
			err = errChangedCertificate
		}
		c.post(func() {
			wait.Hide()
			if err != nil {
				if failed != nil {
					failed(err)
					return
				}
				c.openDialog(dialog.NewInformation(tr("Join a table"), joinErrorText(err), c.win))
				return
			}
			c.settings.Table = &store.JoinedTable{Addr: addr, Code: code, Name: name, Token: w.token, Fingerprint: w.fingerprint, Seated: true}
			c.saveSettings()
			c.joined(link, w)
			seated = true
			for _, e := range early {
				c.onGuestEvent(e)
			}
			early = nil
		})
	}()
}

// leavingTable asks, while the window sits at a network table, whether to
// leave it for what the person chose (then, run again after leaving); it
// reports whether it asked. A host's friends are told the table closed.
func (c *Controller) leavingTable(then func()) bool {
	if c.host == nil && c.guest == nil || c.win == nil {
		return false
	}
	netscreen.AskLeave(netScreenHost{c}, c.host != nil, func() {
		c.closeTable()
		then()
	})
	return true
}
