package netscreen

// Seat is one person at a network table.
type Seat struct {
	Person    int
	Name      string
	Host      bool // the host's seat
	Human     bool // a friend's seat (or the host's)
	Connected bool // the friend is at the table now
	WantsEnd  bool // he wants to end the sitting now
	BotIn     bool // a bot plays for the friend now
}

// SeatLine says who sits at seat s of a network table and who plays it,
// as the window of person me sees it (hosting: the window hosts the
// table).
func SeatLine(s Seat, me int, hosting bool) string {
	line := ""
	switch {
	case s.Person == me && hosting:
		line = trf("%s (you, the host)", s.Name)
	case s.Person == me:
		line = trf("%s (you)", s.Name)
	case s.Host:
		line = trf("%s, the host", s.Name)
	case s.Human && s.Connected && s.BotIn:
		line = trf("%s — at the table; the bot plays for now", s.Name)
	case s.Human && s.Connected:
		line = trf("%s — a friend at the table", s.Name)
	case s.Human:
		line = trf("%s — away; the bot plays for now", s.Name)
	default:
		line = trf("%s — a bot (free for a friend)", s.Name)
	}
	if s.WantsEnd {
		line += " · " + tr("wants to end")
	}
	return line
}

// Table is the network table this window sits at, as its dialog sees it.
type Table interface {
	// Seats are the persons at the table, as last known.
	Seats() []Seat
	// Me is the window's person at the table, and whether the window
	// hosts it (asked each time the seats are said).
	Me() (person int, hosting bool)
	// WantsEnd reports whether the person wants the sitting to end now;
	// WantEnd says he does (on) or no longer.
	WantsEnd() bool
	WantEnd(on bool)
	// Close closes the table (the host) or leaves it (a guest).
	Close()
}

// TableView is an open table dialog.
type TableView struct {
	refresh, router func()
}

// Refresh says the seats again (who sat down, left, wants to end). A nil
// view (no dialog open) does nothing.
func (v *TableView) Refresh() {
	if v != nil && v.refresh != nil {
		v.refresh()
	}
}

// RouterAnswered shows what the home router answered, and the invitation
// made again for the public address it gave. A nil view, or a guest's,
// does nothing.
func (v *TableView) RouterAnswered() {
	if v != nil && v.router != nil {
		v.router()
	}
}
