package ui

import (
	"errors"
	"image"
	"log"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/assets/sounds"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/sound"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// Options describe a sitting and how it is shown.
type Options struct {
	Players   int          // 3 or 4 (0 means 4)
	Name      string       // the human's name ("" = "You")
	Levels    [4]string    // bot level per seat: "easy" or "normal" (seat 0 only in watch mode)
	Pack      string       // card design; "" = the first of assets.Packs
	Pace      Pace         // how fast bots' moves are shown
	AutoPlay  bool         // play the only legal card automatically
	AutoPass  bool         // say the only legal call automatically
	Seed      uint64       // 0 = drawn from crypto/rand (netplay.NewSeed)
	WatchMode bool         // watch mode: bots in every seat
	Scoring   game.Scoring // scoring profile of a new sitting
	// Profile is the rule profile of a new sitting; nil: Players and
	// Scoring alone.
	Profile *game.Profile
	Rated   bool // a rated sitting: no undo (practice is the default)
}

// The controller sees the table it shows the sitting on through three
// small interfaces, one for each thing it asks of it: tableView (bring it
// in line with the game, say a sentence, show a panel), tableFlights (let
// cards fly) and tableArt (the card pictures and designs for the dialogs
// and menus). The Table is their one implementation; the controller writes
// none of its fields.

// tableView brings the table in line with the game, says a sentence over
// the hand and shows a panel over the table.
type tableView interface {
	// update brings every widget in line with the game; rebuild restacks
	// them.
	update()
	rebuild()
	// reset forgets the flights, refusal and panel of the deal before.
	reset()
	showRefusal(reason string)
	// showNotice says in the banner that something was done (not drawn
	// as a refusal)
	showNotice(text string)
	refuse(err error)
	clearRefusal()
	setOverlay(o fyne.CanvasObject)
	shownOverlay() fyne.CanvasObject
	forgetOverlay()
	// relabel and relayout follow a change of language
	relabel()
	relayout()
	Content() fyne.CanvasObject
}

// tableFlights lets cards fly over the table (anim is a flight's length,
// 0: none).
type tableFlights interface {
	handPlaces() map[game.Card]cardPlace
	showLegage(before map[game.Card]cardPlace, legage game.Cards)
	flyToTrick(seat game.Seat, pl place, card game.Card, anim time.Duration, done func())
	flyBlind(pl place, anim time.Duration, done func())
	gatherTrick(tr game.Trick, to place, anim time.Duration) (start func(done func()))
}

// tableArt is the table's card pictures and designs.
type tableArt interface {
	cardImage(c game.Card, w float32, ready func()) image.Image
	packs() []string
	Pack() string
	SetPack(pack string)
	setArt(pack string)
}

// botNames are the bots' names at the table.
var botNames = [4]string{"", "Anna", "Sepp", "Vreni"}

// human is the seat of the person: always at the bottom.
const human game.Seat = 0

// errNotYourTurn is returned when the human acts out of turn.
var errNotYourTurn = errors.New("wait: it is not your turn")

// Controller is the table of a sitting's turn loop (package turnloop,
// which decides what happens next and applies the human's and the bots'
// actions to the game.Sitting): it asks bots in goroutines, paces and
// animates their moves, holds full tricks, and shows the deals' results. Everything it
// does runs on the Fyne thread; a bot's answer comes back through the
// crossing (crossing.go) and is dropped when a new sitting started
// meanwhile (gen).
type Controller struct {
	app fyne.App
	win fyne.Window
	// t, fly and pics are the table the sitting is shown on, seen
	// through tableView, tableFlights and tableArt; table is the same
	// table as the widget the window holds (wiring and tests).
	t       tableView
	fly     tableFlights
	pics    tableArt
	table   *Table
	opts    Options
	pace    Pace
	sitting *game.Sitting
	bots    [4]ai.Bot
	names   [4]string

	dialogs []dialog.Dialog // the open dialogs Escape closes, newest last

	gen       uint64    // bumped by every new sitting: stale answers are dropped
	cleared   int       // tricks gathered from the table
	holding   bool      // a full trick lies on the table
	holdID    int       // which hold a timer belongs to
	animating int       // flights in progress
	thinking  game.Seat // the bot being asked
	// run carries work off the Fyne thread and back, and waits (crossing.go):
	// goroutines and timers in the program, at once in tests.
	run runner

	// onDealDone is called once a deal's result is shown (watch mode).
	onDealDone func()
	// onStep is called after every step of the loop (watch mode).
	onStep func()
	paused bool
	// humanWaiting is set while the human's decision is awaited (for the
	// "your turn" tick, once per decision).
	humanWaiting bool
	// autopilot decides for the human in a tour; it is asked at every
	// decision of the human seat.
	autopilot func()
	// sfx plays a sound effect (nil: silent, as in tests and watch mode).
	sfx func(sounds.Effect)

	// store holds settings and saves (nil: nothing is stored, as in tests).
	store *store.Store
	// autosaver writes the sitting after every action (nil: no autosave).
	autosaver *store.Autosaver
	// settingsDialog is the settings dialog while it is open.
	settingsDialog dialog.Dialog
	// fresh holds the options of the sitting the table started with while
	// the autosaved one is shown behind the question whether to continue
	// it (showSaved).
	fresh *Options
	// holdSaves stops autosaving while the person is asked whether to
	// resume the autosaved sitting.
	holdSaves bool
	// saveName is the name of the save the sitting was loaded from or last
	// saved as.
	saveName string
	// screen is the usable area of the screen the window started on, in
	// units (zero: not known); a window size is remembered only when it
	// fits (windowsize.go).
	screen fyne.Size
	// ruleName is the name of the sitting's rule profile ("" for rules
	// without a name: a preset's, or custom).
	ruleName string
	// people, personBots and personLevels are the five people at a table
	// of five (FIVE_AT_TABLE; nil otherwise): their names, bots and levels
	// in person order (see five.go).
	people       []string
	personBots   []ai.Bot
	personLevels []string
	// host is the table this window hosts, guest the one it joined (nil:
	// none; see network_host.go, network_guest.go).
	host  *hostTable
	guest *guestTable
	// turnClock is the turn clock chosen for the table this window hosts
	// next (0: none; see network_host.go).
	turnClock time.Duration
	// person is the person at this screen: 0, or a guest's person at a
	// network table (see network_guest.go).
	person int
	// settings are the person's stored settings.
	settings store.Settings
	// noAnim turns card flights off.
	noAnim bool
	// player plays the sound effects (nil in watch mode and tests).
	player *sound.Player
	// lesson is the guided deal being played (nil: none; see lesson.go).
	lesson *lessonRun
	// early is the early end of a decided special game (earlyend.go).
	early earlyEnd
	// loop is the turn loop, with this window as its table
	// (looptable.go; made by turns on first use).
	loop *turnloop.Loop

	reviewParts // the review, undo and statistics (reviewhost.go, undo.go, stats.go)
	courseParts // the course's progress and its menu (progress.go)
}

// newController makes a controller with a table using art.
func newController(opts Options, art *artCache) *Controller {
	c := &Controller{opts: opts, pace: opts.Pace, thinking: game.NoSeat, run: newRunner(false)}
	c.table = newTable(c, art, opts.Pack)
	c.t, c.fly, c.pics = c.table, c.table, c.table
	return c
}

// turns is the turn loop at this window.
func (c *Controller) turns() *turnloop.Loop {
	if c.loop == nil {
		c.loop = turnloop.New((*loopTable)(c))
	}
	return c.loop
}

// players is the number of seats in the sitting.
func (c *Controller) players() int { return c.sitting.Rules().N() }

func (c *Controller) view() game.View { return c.sitting.PersonView(c.person) }

func (c *Controller) busy() bool { return c.animating > 0 }

func (c *Controller) thinkingSeat() game.Seat { return c.thinking }

func (c *Controller) rules() game.Rules { return c.sitting.Rules() }

// decisionNow identifies the decision waited for now: the sitting, the
// deal and the number of actions taken.
func (c *Controller) decisionNow() decision {
	return decision{c.gen, c.sitting.DealNumber(), len(c.sitting.Actions())}
}

// undoOffered reports whether a card can ever be taken back in this
// sitting: not in watch mode, a rated sitting or a lesson.
func (c *Controller) undoOffered() bool {
	return !c.opts.WatchMode && !c.opts.Rated && c.lesson == nil
}

func (c *Controller) isHuman(s game.Seat) bool {
	return s != game.NoSeat && s == c.me() && !c.opts.WatchMode && !c.watching()
}

// NewSitting starts a new sitting with opts, cancelling every bot still
// thinking about the old one.
func (c *Controller) NewSitting(opts Options) error {
	r := sittingRules(opts)
	if opts.Seed == 0 {
		opts.Seed = netplay.NewSeed()
	}
	m, err := c.newSitting(r, opts.Seed)
	if err != nil {
		return err
	}
	if c.autosaver != nil && !c.holdSaves {
		if err := c.autosaver.Delete(); err != nil {
			log.Printf("cego: %v", err)
		}
	}
	c.saveName = ""
	c.ruleName = ""
	if opts.Profile != nil {
		c.ruleName = opts.Profile.Name
	}
	var names [4]string
	names[0] = opts.Name
	if opts.WatchMode && opts.Name == "" {
		names[0] = "Hans"
	}
	c.begin(m, opts, names)
	c.published(game.NoSeat, 0)
	c.step()
	return nil
}

// begin seats a sitting at the table: sitting m, the seats' names (an empty
// name at a bot seat is the bot's own, at the player's seat the word for
// "you"), a bot per seat from opts.Levels.
func (c *Controller) begin(m *game.Sitting, opts Options, names [4]string) {
	c.leaveTableFor()
	c.endLesson()
	r := m.Rules()
	c.stopReview()
	c.gen++
	c.opts = opts
	c.pace = opts.Pace
	c.sitting = m
	c.cleared, c.holding, c.animating, c.thinking, c.paused = 0, false, 0, game.NoSeat, false
	c.humanWaiting = false
	c.names = names
	for s := 1; s < 4; s++ {
		if c.names[s] == "" {
			c.names[s] = botNames[s]
		}
	}
	if c.names[0] == "" {
		c.names[0] = tr(txtYou)
	}
	for s := 0; s < r.N(); s++ {
		c.bots[s] = seatBot(opts.Levels[s], game.SplitMix64(opts.Seed^uint64(s+1)*0x9E3779B97F4A7C15))
	}
	c.setupFive(nil, nil)
	c.seatGuests()
	c.t.reset()
}

// sound plays effect e when sound is wired in.
func (c *Controller) sound(e sounds.Effect) {
	if c.sfx != nil {
		c.sfx(e)
	}
}
