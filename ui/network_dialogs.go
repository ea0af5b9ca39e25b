package ui

import (
	"context"
	"errors"
	"fmt"
	"log"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// The Game menu's network entries: Host a table…, Join a table…, and
// Table… while the window sits at one.

// seatChoices are the table sizes a host may pick.
var seatChoices = []int{4, 3, 5}

// seatChoiceTitle names a table size.
func seatChoiceTitle(n int) string {
	if n == 5 {
		return tr("5 (the dealer sits out)")
	}
	return fmt.Sprint(n)
}

// withSeats returns the rules r for a table of n people: three or four
// players, or four playing and the dealer sitting out.
func withSeats(r game.Rules, n int) game.Rules {
	switch n {
	case 3:
		r.Players, r.FiveAtTable = 3, false
	case 5:
		r.Players, r.FiveAtTable = 4, true
	default:
		r.Players, r.FiveAtTable = 4, false
	}
	return r
}

// peopleOf is the number of people at a table with rules r.
func peopleOf(r game.Rules) int {
	if r.FiveAtTable {
		return 5
	}
	return r.N()
}

// showHostTable asks how to host a table: the rules, how many seats, the
// host's name and the bot for every seat no friend takes; then opens the
// table and shows its code and addresses (showTable).
func (c *Controller) showHostTable() {
	if c.win == nil {
		return
	}
	if c.guest != nil || c.host != nil {
		c.showTable()
		return
	}
	rules := newProfileSelect(c.nextProfile(), nil)
	var seatTitles []string
	for _, n := range seatChoices {
		seatTitles = append(seatTitles, seatChoiceTitle(n))
	}
	seats := widget.NewSelect(seatTitles, nil)
	seats.SetSelectedIndex(0)
	if p, ok := rules.chosen(); ok {
		for i, n := range seatChoices {
			if n == peopleOf(p.Rules) {
				seats.SetSelectedIndex(i)
			}
		}
	}
	name := look.NewEscEntry(c.dismissDialog)
	name.SetText(c.opts.Name)
	name.SetPlaceHolder(tr("Your name"))
	// the bot of every seat no friend takes, as in a new sitting (with
	// five at the table the fifth bot plays at the first one's level)
	levels := c.levelSelects()
	fit := func() {
		if seatChoices[max(seats.SelectedIndex(), 0)] == 3 {
			levels[3].Disable()
		} else {
			levels[3].Enable()
		}
	}
	seats.OnChanged = func(string) { fit() }
	fit()
	// the sitting at this window can be hosted as it stands: friends
	// sit down in the bots' seats (e.g. the friends of an earlier evening
	// coming back to its autosaved sitting)
	st := c.sitting.State()
	goOn := widget.NewCheck(tr("Go on with the sitting at this window"), func(on bool) {
		for _, w := range []fyne.Disableable{rules, seats, levels[1], levels[2], levels[3]} {
			if on {
				w.Disable()
			} else {
				w.Enable()
			}
		}
		if !on {
			fit()
		}
	})
	clock := widget.NewSelect(turnClockTitles(), nil)
	clock.SetSelectedIndex(0)
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Rules"), rules),
		widget.NewFormItem(tr("Seats"), seats),
		widget.NewFormItem(tr("Your name"), name),
		widget.NewFormItem(tr("Turn clock"), clock),
	}
	// who plays each seat, said beside its bot's level: a new sitting's
	// bot until a friend sits down, or — going on with the sitting at
	// this window — the seat's holder as the sitting names it
	var who [4]*widget.Label
	for s := 1; s < 4; s++ {
		who[s] = widget.NewLabel("")
		items = append(items, widget.NewFormItem(trf("Seat %d", s+1), container.NewBorder(nil, nil, who[s], nil, levels[s])))
	}
	sayWho := func(goingOn bool) {
		names := c.personNames()
		for s := 1; s < 4; s++ {
			who[s].SetText(c.hostSeatWho(s, goingOn, names))
		}
	}
	sayWho(false)
	onGoOn := goOn.OnChanged
	goOn.OnChanged = func(on bool) {
		onGoOn(on)
		sayWho(on)
	}
	if c.lesson == nil && !c.opts.WatchMode && c.me() == 0 && (c.sitting.DealNumber() > 1 || st.Phase() != game.Done || len(c.sitting.Actions()) > 0) {
		items = append(items, widget.NewFormItem(tr("Sitting"), goOn))
	}
	c.openForm(tr("Host a table"), tr("Open the table"), items, func() {
		var lv [4]string
		for s := 1; s < 4; s++ {
			lv[s] = BotLevels[max(levels[s].SelectedIndex(), 0)]
		}
		c.turnClock = turnClocks[max(clock.SelectedIndex(), 0)]
		if goOn.Checked {
			c.hostTable(c.sittingProfile(), strings.TrimSpace(name.Text), c.opts.Levels, true)
			return
		}
		p, _ := rules.chosen()
		p.Rules = withSeats(p.Rules, seatChoices[max(seats.SelectedIndex(), 0)])
		if err := p.Rules.Validate(); err != nil {
			c.openDialog(dialog.NewInformation(tr("Host a table"), text.Error(err), c.win))
			return
		}
		c.hostTable(p, strings.TrimSpace(name.Text), lv, false)
	})
}

// hostSeatWho says who plays seat s of the table about to be hosted: in a
// new sitting its bot until a friend sits there; going on with the
// sitting at this window (names are its persons' names), the friend who
// held the seat when this window last hosted it (whose Cego comes back
// to it by itself), or the seat's bot until a friend sits there.
func (c *Controller) hostSeatWho(s int, goingOn bool, names []string) string {
	if !goingOn || s >= len(names) {
		return trf("%s, until a friend sits there", botNames[s])
	}
	if last := c.settings.Hosted; last != nil && len(last.Tokens) == len(names) && len(last.Names) == len(names) && last.Tokens[s] != "" {
		return trf("kept for %s", last.Names[s])
	}
	return trf("%s, until a friend sits there", names[s])
}

// hostTable opens a table with profile p — or, goOn, for the sitting at
// this window as it stands: the network host starts, the table is
// announced on the local network, and the table dialog shows who sits down
// until the host deals.
func (c *Controller) hostTable(p game.Profile, name string, levels [4]string, goOn bool) {
	o := c.opts
	o.Profile, o.Players, o.Scoring = &p, p.Rules.N(), p.Rules.Scoring
	o.Name, o.Seed, o.WatchMode, o.Rated = name, 0, false, true
	o.Levels = levels
	names := make([]string, peopleOf(p.Rules))
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
		if s.person > 0 {
			c.setPersonName(s.person, s.name)
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
		c.showHostedTable()
	case c.guest != nil:
		c.showJoinedTable()
	default:
		c.openDialog(dialog.NewInformation(tr("Table"), tr("This window sits at no network table. Host one or join one in the Game menu."), c.win))
	}
}

// showHostedTable is the host's table dialog.
func (c *Controller) showHostedTable() {
	h := c.host
	code := widget.NewLabelWithStyle(h.link.code(), fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	code.SizeName = theme.SizeNameHeadingText
	addrs := widget.NewLabel(strings.Join(h.link.addresses(), "\n"))
	if len(h.link.addresses()) == 0 {
		addrs.SetText(tr("This computer has no network address now."))
	}
	seats := container.NewVBox()
	fill := func() {
		seats.RemoveAll()
		for _, s := range h.link.seats() {
			row := container.NewHBox(widget.NewLabel(c.tableSeatLine(s)))
			if s.human && s.person > 0 {
				p := s.person
				if !s.botIn {
					row.Add(widget.NewButton(tr("Let the bot play"), func() {
						if err := h.link.seatBot(p); err != nil {
							c.t.showRefusal(text.Error(err))
						}
						if h.refresh != nil {
							h.refresh()
						}
					}))
				}
				row.Add(widget.NewButton(tr("Free this seat"), func() {
					if err := h.link.freeSeat(p); err != nil {
						c.t.showRefusal(text.Error(err))
					}
					c.nameFriends()
					c.rememberHosted()
					if h.refresh != nil {
						h.refresh()
					}
				}))
			}
			seats.Add(row)
		}
	}
	fill()
	h.refresh = fill
	var d dialog.Dialog
	buttons := container.NewHBox(c.closeTableButton(tr("Close the table"), &d))
	if !h.dealt {
		deal := widget.NewButton(tr("Deal"), func() {
			d.Hide()
			c.dealHosted()
		})
		deal.Importance = widget.HighImportance
		buttons.Add(deal)
	} else {
		buttons.Add(c.endWishCheck(h.link.proposeEnd, &h.wantsEnd))
	}
	box := container.NewVBox()
	// what the home router did (asking, the port it opened, or why
	// not), and the invitation: made again when the router opened a port,
	// whose public address comes first
	router := widget.NewLabel("")
	router.Wrapping = fyne.TextWrapWord
	invite := container.NewVBox()
	var shownAddrs []string
	showInvite := func() {
		router.SetText(h.link.routerLine())
		router.Hidden = router.Text == ""
		if addrs := h.link.addresses(); shownAddrs == nil || !slices.Equal(addrs, shownAddrs) {
			shownAddrs = addrs
			invite.RemoveAll()
			if ib := c.invitationBox(h); ib != nil {
				invite.Add(ib)
				invite.Add(widget.NewSeparator())
			}
		}
		invite.Refresh()
		router.Refresh()
	}
	showInvite()
	h.refreshRouter = showInvite
	box.Add(router)
	box.Add(invite)
	box.Add(container.NewHBox(widget.NewLabel(tr("Friends on this network can also join with the code")), code))
	box.Add(widget.NewLabel(tr("at one of these addresses (on this network the table is also listed):")))
	box.Add(addrs)
	box.Add(widget.NewSeparator())
	box.Add(seats)
	// a window of 800×600 may not show it all (the router's sentence, a
	// choice of addresses): it scrolls, clear of the menu bar
	scroll := container.NewVScroll(box)
	d = dialog.NewCustom(tr("Your table"), tr("Back to the table"), container.NewBorder(nil, buttons, nil, nil, scroll), c.win)
	c.openDialog(d, func() { h.refresh, h.refreshRouter = nil, nil })
	// sized once: when the router answers, seconds later, its sentence
	// scrolls rather than the dialog growing and moving its buttons under
	// the host's pointer (a click on Deal then missed it)
	c.fitDialog(d, scroll, fyne.Size{})
}

// endWishCheck is the choice to end the sitting now, which needs every
// person at the table to agree.
func (c *Controller) endWishCheck(propose func(bool), wants *bool) fyne.CanvasObject {
	ch := widget.NewCheck(tr("I want to end the sitting now (when all agree)"), func(on bool) {
		*wants = on
		propose(on)
	})
	ch.SetChecked(*wants)
	return ch
}

// tableSeatLine says who sits at a seat of a network table and who plays it.
func (c *Controller) tableSeatLine(s tableSeat) string {
	line := ""
	switch {
	case s.person == c.person && c.host != nil:
		line = trf("%s (you, the host)", s.name)
	case s.person == c.person:
		line = trf("%s (you)", s.name)
	case s.host:
		line = trf("%s, the host", s.name)
	case s.human && s.connected && s.botIn:
		line = trf("%s — at the table; the bot plays for now", s.name)
	case s.human && s.connected:
		line = trf("%s — a friend at the table", s.name)
	case s.human:
		line = trf("%s — away; the bot plays for now", s.name)
	default:
		line = trf("%s — a bot (free for a friend)", s.name)
	}
	if s.wantsEnd {
		line += " · " + tr("wants to end")
	}
	return line
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
	addr := look.NewEscEntry(c.dismissDialog)
	addr.SetPlaceHolder("192.168.1.20:47474")
	code := look.NewEscEntry(c.dismissDialog)
	code.SetPlaceHolder(tr("from the host"))
	name := look.NewEscEntry(c.dismissDialog)
	name.SetText(c.opts.Name)
	if last := c.settings.Table; last != nil {
		addr.SetText(last.Addr)
		code.SetText(last.Code)
		name.SetText(last.Name)
	}
	name.SetPlaceHolder(tr("Your name"))
	found := widget.NewSelect(nil, func(s string) {
		if i := strings.LastIndex(s, " — "); i >= 0 {
			addr.SetText(s[i+len(" — "):])
		}
	})
	found.PlaceHolder = tr("Searching…")
	search := func() {
		found.PlaceHolder = tr("Searching…")
		found.Refresh()
		// the network is asked off the Fyne thread (tests list made-up
		// tables at once); the answer comes in through the crossing
		var tables []foundTable
		var err error
		c.background(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			tables, err = browseTables(ctx)
		}, func() {
			var opts []string
			for _, t := range tables {
				opts = append(opts, t.name+" — "+t.addr)
			}
			found.SetOptions(opts)
			switch {
			case err != nil:
				found.PlaceHolder = tr("The search failed; type the address")
			case len(opts) == 0:
				found.PlaceHolder = tr("No table found; type the address")
			default:
				found.PlaceHolder = tr("Choose a table")
			}
			found.Refresh()
		})
	}
	search()
	invite := c.invitationEntry(addr, code)
	items := []*widget.FormItem{
		{Text: tr("Invitation"), Widget: invite.entry, HintText: tr("A link from the host fills in the address and the code.")},
		widget.NewFormItem(tr("On this network"), container.NewBorder(nil, nil, nil, widget.NewButton(tr("Search again"), search), found)),
		widget.NewFormItem(tr("Address"), addr),
		widget.NewFormItem(tr("Code"), code),
		widget.NewFormItem(tr("Your name"), name),
	}
	d := c.openForm(tr("Join a table"), tr("Join"), items, func() {
		a, k := strings.TrimSpace(addr.Text), strings.TrimSpace(code.Text)
		c.joinTableThen(a, invite.fingerprint(a, k), k, strings.TrimSpace(name.Text), nil)
	})
	c.widen(d)
	if link != "" {
		invite.entry.SetText(link)
	}
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
	wait := dialog.NewCustomWithoutButtons(tr("Join a table"), widget.NewLabel(trf("Connecting to %s…", addr)), c.win)
	c.openDialog(wait)
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
	q := tr("You sit at a table with friends. Leave it?")
	if c.host != nil {
		q = tr("You host a table with friends. Close it? Your friends are told, and the sitting stays in this window.")
	}
	c.openDialog(dialog.NewConfirm(tr("Table"), q, func(ok bool) {
		if ok {
			c.closeTable()
			then()
		}
	}, c.win))
	return true
}

// closeTableButton closes the table dialog *d and the table (a host) or
// leaves it (a guest).
func (c *Controller) closeTableButton(label string, d *dialog.Dialog) *widget.Button {
	return widget.NewButton(label, func() {
		(*d).Hide()
		c.closeTable()
	})
}
