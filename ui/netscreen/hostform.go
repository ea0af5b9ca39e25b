package netscreen

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// RulesChoice is the window's choice of a rule profile (the one a new
// sitting offers).
type RulesChoice interface {
	fyne.CanvasObject
	fyne.Disableable
	// Chosen is the profile chosen.
	Chosen() (game.Profile, bool)
}

// HostSetup is what the window fills in for Host a table….
type HostSetup struct {
	// Rules chooses the rule profile.
	Rules RulesChoice
	// Levels choose the bots' levels of seats 1–3, as in a new sitting;
	// their options are the titles of LevelKeys.
	Levels    [4]*widget.Select
	LevelKeys []string
	// Name is the person's name.
	Name string
	// GoOn offers to host the sitting at this window as it stands, whose
	// persons are named People.
	GoOn   bool
	People []string
	// BotNames are the bots' names of a new sitting, by seat.
	BotNames [4]string
	// Hosted is the table this window hosted last (nil: none): a friend
	// who held a seat of it comes back to it.
	Hosted *store.HostedTable
	// Open opens the table chosen.
	Open func(HostChoice)
}

// HostChoice is the table the person chose to host.
type HostChoice struct {
	// GoOn: the sitting at this window as it stands (Profile and Levels
	// are not set).
	GoOn bool
	// Profile is the rules, for the table size chosen.
	Profile game.Profile
	// Name is the host's name; Levels are the bots' levels of seats 1–3.
	Name   string
	Levels [4]string
	// Clock is the turn clock (0: none).
	Clock time.Duration
}

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

// turnClocks are the turn clocks a host can choose, turnClockTitles their
// names.
var turnClocks = []time.Duration{0, 30 * time.Second, time.Minute, 2 * time.Minute}

func turnClockTitles() []string {
	return []string{tr("Off"), tr("30 seconds"), tr("1 minute"), tr("2 minutes")}
}

// ShowHostForm asks how to host a table: the rules, how many seats, the
// host's name, the turn clock and the bot for every seat no friend takes,
// or to go on with the sitting at the window; then it opens the table
// (s.Open).
func ShowHostForm(h Host, s HostSetup) {
	rules := s.Rules
	var seatTitles []string
	for _, n := range seatChoices {
		seatTitles = append(seatTitles, seatChoiceTitle(n))
	}
	seats := widget.NewSelect(seatTitles, nil)
	seats.SetSelectedIndex(0)
	if p, ok := rules.Chosen(); ok {
		for i, n := range seatChoices {
			if n == p.Rules.People() {
				seats.SetSelectedIndex(i)
			}
		}
	}
	name := look.NewEscEntry(h.DismissDialog)
	name.SetText(s.Name)
	name.SetPlaceHolder(tr("Your name"))
	// the bot of every seat no friend takes, as in a new sitting (with
	// five at the table the fifth bot plays at the first one's level)
	levels := s.Levels
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
	for seat := 1; seat < 4; seat++ {
		who[seat] = widget.NewLabel("")
		items = append(items, widget.NewFormItem(trf("Seat %d", seat+1), container.NewBorder(nil, nil, who[seat], nil, levels[seat])))
	}
	sayWho := func(goingOn bool) {
		for seat := 1; seat < 4; seat++ {
			who[seat].SetText(s.seatWho(seat, goingOn))
		}
	}
	sayWho(false)
	onGoOn := goOn.OnChanged
	goOn.OnChanged = func(on bool) {
		onGoOn(on)
		sayWho(on)
	}
	if s.GoOn {
		items = append(items, widget.NewFormItem(tr("Sitting"), goOn))
	}
	h.OpenForm(tr("Host a table"), tr("Open the table"), items, func() {
		c := HostChoice{GoOn: goOn.Checked, Name: strings.TrimSpace(name.Text), Clock: turnClocks[max(clock.SelectedIndex(), 0)]}
		if c.GoOn {
			s.Open(c)
			return
		}
		for seat := 1; seat < 4; seat++ {
			c.Levels[seat] = s.LevelKeys[max(levels[seat].SelectedIndex(), 0)]
		}
		c.Profile, _ = rules.Chosen()
		c.Profile.Rules = withSeats(c.Profile.Rules, seatChoices[max(seats.SelectedIndex(), 0)])
		if err := c.Profile.Rules.Validate(); err != nil {
			h.OpenDialog(dialog.NewInformation(tr("Host a table"), text.Error(err), h.Window()))
			return
		}
		s.Open(c)
	})
}

// seatWho says who plays seat n of the table about to be hosted: in a new
// sitting its bot until a friend sits there; going on with the sitting at
// this window, the friend who held the seat when this window last hosted
// it (whose Cego comes back to it by itself), or the seat's holder as the
// sitting names him until a friend sits there.
func (s HostSetup) seatWho(n int, goingOn bool) string {
	names := s.People
	if !goingOn || n >= len(names) {
		return trf("%s, until a friend sits there", s.BotNames[n])
	}
	if last := s.Hosted; last != nil && len(last.Tokens) == len(names) && len(last.Names) == len(names) && last.Tokens[n] != "" {
		return trf("kept for %s", last.Names[n])
	}
	return trf("%s, until a friend sits there", names[n])
}
