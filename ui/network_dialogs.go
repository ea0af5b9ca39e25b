package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
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
	name := newEscEntry(c.dismissDialog)
	name.SetText(c.opts.Name)
	name.SetPlaceHolder(tr("Your name"))
	var titles []string
	for _, l := range BotLevels {
		titles = append(titles, levelTitle(l))
	}
	level := widget.NewSelect(titles, nil)
	level.SetSelectedIndex(1)
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Rules"), rules),
		widget.NewFormItem(tr("Seats"), seats),
		widget.NewFormItem(tr("Your name"), name),
		widget.NewFormItem(tr("Bots in free seats"), level),
	}
	for _, it := range items {
		c.releaseChoices(it.Widget)
	}
	c.openDialog(dialog.NewForm(tr("Host a table"), tr("Open the table"), tr("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		p, _ := rules.chosen()
		p.Rules = withSeats(p.Rules, seatChoices[max(seats.SelectedIndex(), 0)])
		if err := p.Rules.Validate(); err != nil {
			c.openDialog(dialog.NewInformation(tr("Host a table"), errorText(err), c.win))
			return
		}
		lv := BotLevels[max(level.SelectedIndex(), 0)]
		c.hostTable(p, strings.TrimSpace(name.Text), lv)
	}, c.win))
}

// hostTable opens a table with profile p: the network host starts, the
// table is announced on the local network, and the lobby shows who sits
// down until the host deals.
func (c *Controller) hostTable(p game.Profile, name, level string) {
	o := c.opts
	o.Profile, o.Players, o.Scoring = &p, p.Rules.N(), p.Rules.Scoring
	o.Name, o.Seed, o.Demo, o.Rated = name, 0, false, true
	for s := range o.Levels {
		o.Levels[s] = level
	}
	names := make([]string, peopleOf(p.Rules))
	names[0] = name
	for i := 1; i < len(names); i++ {
		names[i] = botNames[min(i, 3)]
		if i == 4 {
			names[i] = fifthName
		}
	}
	link, err := startHosting(hostConfig{rules: p.Rules, names: names, hostName: name}, c.post, c.onHostEvent)
	if err != nil {
		c.openDialog(dialog.NewInformation(tr("Host a table"), trf("The table could not be opened: %v", errorText(err)), c.win))
		return
	}
	c.endLesson()
	c.host = &hostTable{link: link, opts: o}
	c.showTable()
}

// dealHosted starts the hosted sitting: the friends who sat down play
// their seats, bots the others.
func (c *Controller) dealHosted() {
	if c.host == nil || c.host.dealt {
		return
	}
	c.host.dealt = true
	c.host.dealing = true
	_ = c.NewSitting(c.host.opts)
	c.host.dealing = false
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
	code := widget.NewLabelWithStyle(h.link.code(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true, Monospace: true})
	addrs := widget.NewLabel(strings.Join(h.link.addresses(), "\n"))
	seats := widget.NewLabel(c.seatLines())
	h.refresh = func() { seats.SetText(c.seatLines()) }
	box := container.NewVBox(
		widget.NewLabel(tr("Friends join with this code:")), code,
		widget.NewLabel(tr("at one of these addresses (on this network the table is also listed):")), addrs,
		widget.NewSeparator(), seats,
	)
	var d dialog.Dialog
	closeBtn := widget.NewButton(tr("Close the table"), func() {
		d.Hide()
		c.closeTable()
	})
	buttons := container.NewHBox(closeBtn)
	if !h.dealt {
		deal := widget.NewButton(tr("Deal"), func() {
			d.Hide()
			c.dealHosted()
		})
		deal.Importance = widget.HighImportance
		buttons.Add(deal)
	}
	d = dialog.NewCustom(tr("Your table"), tr("Back to the table"), container.NewVBox(box, buttons), c.win)
	c.openDialog(d, func() { h.refresh = nil })
}

// seatLines lists the seats of a hosted table: who sits there and whether
// a friend or a bot plays it.
func (c *Controller) seatLines() string {
	var lines []string
	for _, s := range c.host.link.seats() {
		var line string
		switch {
		case s.person == 0:
			line = trf("%s (you, the host)", s.name)
		case s.human && s.connected:
			line = trf("%s — a friend at the table", s.name)
		case s.human:
			line = trf("%s — away; the bot plays until he is back", s.name)
		default:
			line = trf("%s — a bot (free for a friend)", s.name)
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
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
		c.resumeOwnSitting(g.own)
	}
	c.refreshMenu()
}

// showJoinTable asks which table to join: the tables found on this
// network, or an address; the table's code and the person's name.
func (c *Controller) showJoinTable() {
	if c.win == nil {
		return
	}
	if c.guest != nil || c.host != nil {
		c.showTable()
		return
	}
	addr := newEscEntry(c.dismissDialog)
	addr.SetPlaceHolder("192.168.1.20:47474")
	code := newEscEntry(c.dismissDialog)
	code.SetPlaceHolder(tr("from the host"))
	name := newEscEntry(c.dismissDialog)
	name.SetText(c.opts.Name)
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
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			tables, err := browseTables(ctx)
			fyne.Do(func() {
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
		}()
	}
	search()
	items := []*widget.FormItem{
		widget.NewFormItem(tr("On this network"), container.NewBorder(nil, nil, nil, widget.NewButton(tr("Search again"), search), found)),
		widget.NewFormItem(tr("Address"), addr),
		widget.NewFormItem(tr("Code"), code),
		widget.NewFormItem(tr("Your name"), name),
	}
	for _, it := range items {
		c.releaseChoices(it.Widget)
	}
	c.openDialog(dialog.NewForm(tr("Join a table"), tr("Join"), tr("Cancel"), items, func(ok bool) {
		if ok {
			c.joinTable(strings.TrimSpace(addr.Text), strings.TrimSpace(code.Text), strings.TrimSpace(name.Text))
		}
	}, c.win))
}

// joinTable connects to the table at addr with code, as name; a refusal is
// said in plain words.
func (c *Controller) joinTable(addr, code, name string) {
	wait := dialog.NewCustomWithoutButtons(tr("Join a table"), widget.NewLabel(trf("Connecting to %s…", addr)), c.win)
	c.openDialog(wait)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		link, w, err := dialTable(ctx, addr, code, name, c.post, c.onGuestEvent)
		c.post(func() {
			wait.Hide()
			if err != nil {
				c.openDialog(dialog.NewInformation(tr("Join a table"), joinErrorText(err), c.win))
				return
			}
			c.joined(link, w)
		})
	}()
}
