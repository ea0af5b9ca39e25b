package ui

import (
	"errors"
	"log"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/assets/sounds"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/sound"
	"github.com/cego-spiel/cego/ui/store"
)

// Bot is what the table needs of a computer player: one of the view's legal
// actions. Package ai provides them.
type Bot interface {
	Choose(v game.View) game.Action
}

// Options describe a sitting and how it is shown.
type Options struct {
	Players   int          // 3 or 4 (0 means 4)
	Name      string       // the human's name ("" = "You")
	Levels    [4]string    // bot level per seat: "easy" or "normal" (seat 0 only in watch mode)
	Pack      string       // card design; "" = the first of assets.Packs
	Pace      Pace         // how fast bots' moves are shown
	AutoPlay  bool         // play the only legal card automatically
	AutoPass  bool         // say the only legal call automatically
	Seed      uint64       // 0 = from the clock
	WatchMode bool         // watch mode: bots in every seat
	Scoring   game.Scoring // scoring profile of a new sitting
	// Profile is the rule profile of a new sitting; nil: Players and
	// Scoring alone.
	Profile *game.Profile
	Rated   bool // a rated sitting: no undo (practice is the default)
}

// botNames are the bots' names at the table.
var botNames = [4]string{"", "Anna", "Sepp", "Vreni"}

// human is the seat of the person: always at the bottom.
const human game.Seat = 0

// errNotYourTurn is returned when the human acts out of turn.
var errNotYourTurn = errors.New("wait: it is not your turn")

// Controller owns the turn loop of a sitting: it applies the human's and the
// bots' actions to the game.Sitting, asks bots in goroutines, paces and
// animates their moves, holds full tricks, and settles deals. Everything it
// does runs on the Fyne thread; a bot's answer comes back through fyne.Do
// and is dropped when a new sitting started meanwhile (gen).
type Controller struct {
	app     fyne.App
	win     fyne.Window
	t       *Table
	opts    Options
	pace    Pace
	sitting *game.Sitting
	bots    [4]Bot
	names   [4]string

	dialogs []dialog.Dialog // the open dialogs Escape closes, newest last

	gen       uint64    // bumped by every new sitting: stale answers are dropped
	cleared   int       // tricks gathered from the table
	holding   bool      // a full trick lies on the table
	holdID    int       // which hold a timer belongs to
	animating int       // flights in progress
	thinking  game.Seat // the bot being asked
	// inline makes bots answer at once on the Fyne thread, with no delays or
	// animation (tests).
	inline bool

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
	// ruleName is the name of the sitting's rule profile ("" for rules
	// without a name: a preset's, or custom).
	ruleName string
	// people, personBots and personLevels are the five people at a table
	// of five (FIVE_AT_TABLE; nil otherwise): their names, bots and levels
	// in person order (see five.go).
	people       []string
	personBots   []Bot
	personLevels []string
	// host is the table this window hosts, guest the one it joined (nil:
	// none; see network_host.go, network_guest.go).
	host  *hostTable
	guest *guestTable
	// post brings the network's events into the window (fyne.Do; tests
	// queue them for their own goroutine).
	post func(func())
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

	reviewParts // the review, undo and statistics (review.go, undo.go, stats.go)
	courseParts // the course's progress and its menu (progress.go)
}

// newController makes a controller with a table using art.
func newController(opts Options, art *artCache) *Controller {
	c := &Controller{opts: opts, pace: opts.Pace, thinking: game.NoSeat, post: fyne.Do}
	c.t = newTable(c, art, opts.Pack)
	return c
}

// players is the number of seats in the sitting.
func (c *Controller) players() int { return c.sitting.Rules().N() }

func (c *Controller) view() game.View { return c.sitting.PersonView(c.person) }

func (c *Controller) busy() bool { return c.animating > 0 }

func (c *Controller) thinkingSeat() game.Seat { return c.thinking }

func (c *Controller) isHuman(s game.Seat) bool {
	return s != game.NoSeat && s == c.me() && !c.opts.WatchMode && !c.watching()
}

// NewSitting starts a new sitting with opts, cancelling every bot still
// thinking about the old one.
func (c *Controller) NewSitting(opts Options) error {
	r := sittingRules(opts)
	if opts.Seed == 0 {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	m, err := game.NewSitting(r, opts.Seed)
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

// begin seats a sitting at the table: match m, the seats' names (an empty
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
	c.t.ghosts = nil
	c.t.hideTrickSeat = game.NoSeat
	c.t.refusal = ""
	c.t.overlay = nil
}

// anim is the length of a card's flight: none with animations off.
func (c *Controller) anim() time.Duration {
	if c.noAnim {
		return 0
	}
	return c.pace.anim()
}

// confirmClear reports whether a full trick waits for the person's click.
func (c *Controller) confirmClear() bool {
	return c.settings.ConfirmTrickClear && !c.opts.WatchMode && c.autopilot == nil
}

// sound plays effect e when sound is wired in.
func (c *Controller) sound(e sounds.Effect) {
	if c.sfx != nil {
		c.sfx(e)
	}
}

// completeTricks counts the finished tricks of a view.
func completeTricks(v *game.View) int {
	n := 0
	for _, t := range v.Tricks() {
		if t.Complete() {
			n++
		}
	}
	return n
}

// shownTrick is the trick on the table: a full one waiting to be gathered,
// or the one being played.
func (c *Controller) shownTrick() (game.Trick, bool) {
	v := c.view()
	ts := v.Tricks()
	if c.cleared < completeTricks(&v) {
		return ts[c.cleared], true
	}
	if len(ts) > 0 && !ts[len(ts)-1].Complete() && ts[len(ts)-1].N > 0 {
		return ts[len(ts)-1], true
	}
	return game.Trick{}, false
}

// step runs the loop until someone has to be waited for: the human, a bot,
// a flight, a full trick, or the end of the deal.
func (c *Controller) step() {
	defer func() {
		if c.onStep != nil {
			c.onStep()
		}
	}()
	for {
		if c.animating > 0 || c.paused {
			c.t.update()
			return
		}
		v := c.view()
		if completeTricks(&v) > c.cleared {
			if c.holding {
				c.t.update()
				return
			}
			if c.inline || c.pace.hold() == 0 && !c.confirmClear() {
				c.cleared++
				continue
			}
			c.startHold()
			c.t.update()
			return
		}
		if c.guest != nil && c.guest.advance(c) {
			continue // the host's next update is shown
		}
		st := c.sitting.State()
		if st.Phase() == game.Done {
			c.t.update()
			c.dealDone()
			return
		}
		if c.guest == nil && c.endEarly(&st) {
			continue
		}
		turn := st.Turn()
		if c.isHuman(turn) {
			if !c.humanWaiting {
				c.sound(sounds.Turn)
			}
			c.humanWaiting = true
			c.t.update()
			if c.autopilot != nil {
				c.autopilot()
			} else {
				c.maybeAutoPlay()
			}
			return
		}
		if c.guest != nil {
			c.t.update()
			return // the host's update will move this seat
		}
		if c.inline {
			c.applyBot(turn, c.choose(turn, c.sitting.View(turn)))
			continue
		}
		if c.thinking != turn {
			c.askBot(turn)
		}
		c.t.update()
		return
	}
}

// choose asks seat's bot, guarding against a bot that fails.
func (c *Controller) choose(seat game.Seat, v game.View) (a game.Action) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("cego: bot of seat %d failed: %v", seat, r)
			a = v.Legal()[0]
		}
	}()
	return c.bots[seat].Choose(v)
}

// askBot lets seat's bot think in a goroutine; its answer comes back through
// fyne.Do after at least the pace's delay.
func (c *Controller) askBot(seat game.Seat) {
	g := c.gen
	deal, n := c.sitting.DealNumber(), len(c.sitting.Actions())
	v := c.sitting.View(seat)
	delay := c.pace.botDelay()
	c.thinking = seat
	go func() {
		t0 := time.Now()
		a := c.choose(seat, v)

		if d := delay - time.Since(t0); d > 0 {
			time.Sleep(d)
		}
		fyne.Do(func() {
			if c.gen != g || c.thinking != seat {
				return // a new sitting started meanwhile: a stale answer
			}
			if c.sitting.DealNumber() != deal || len(c.sitting.Actions()) != n {
				// the game moved on without this answer: ask again
				c.thinking = game.NoSeat
				c.step()
				return
			}
			c.thinking = game.NoSeat
			c.applyBot(seat, a)
			c.step()
		})
	}()
}

// applyBot applies a bot's action and starts its animation.
func (c *Controller) applyBot(seat game.Seat, a game.Action) {
	before := c.sitting.State()
	if err := c.sitting.ApplyFor(seat, a); err != nil {
		log.Printf("cego: bot of seat %d chose %v: %v", seat, a, err)
		a = before.Legal()[0]
		if err := c.sitting.ApplyFor(seat, a); err != nil {
			log.Printf("cego: %v", err)
			return
		}
	}
	c.autosave()
	c.published(seat, a)
	c.showMove(seat, a, &before)
}

// showMove plays the sound of another seat's action a and starts its
// flight: a card to the trick, the blind to a declarer. before is the deal
// before the action, c.match after it.
func (c *Controller) showMove(seat game.Seat, a game.Action, before *game.State) {
	if before.Phase() == game.Playing {
		c.sound(sounds.Play)
	}
	if c.inline || c.anim() == 0 {
		return
	}
	after := c.sitting.State()
	switch {
	case before.Phase() == game.Playing && a.IsCard():
		c.flyToTrick(seat, a.Card())
	case before.Phase() == game.Exchanging && after.Legage().Len() > 0 && before.Legage().Len() == 0 && seat != c.me():
		c.flyBlind(seat)
	}
}

// flyToTrick shows a bot's card travelling from its seat to the trick.
func (c *Controller) flyToTrick(seat game.Seat, card game.Card) {
	t := c.t
	g := t.geo
	pl := c.place(seat)
	img, _ := t.art.get(t.pack, card, int(g.trick.Width*t.scale()), nil)
	c.animating++
	t.hideTrickSeat = seat
	gen := c.gen
	t.fly(img, g.anchor[pl], g.slot[pl], g.trick, c.anim(), func() {
		if c.gen != gen {
			return
		}
		t.hideTrickSeat = game.NoSeat
		c.animating--
		c.step()
	})
}

// flyBlind shows the blind going to a bot declarer.
func (c *Controller) flyBlind(seat game.Seat) {
	t := c.t
	g := t.geo
	pl := c.place(seat)
	img, _ := t.art.get(t.pack, game.NoCard, int(g.trick.Width*t.scale()), nil)
	c.animating++
	gen := c.gen
	t.fly(img, fyne.NewPos(g.cx-g.trick.Width/2, g.cy-g.trick.Height), g.anchor[pl], g.trick, c.anim()*2, func() {
		if c.gen != gen {
			return
		}
		c.animating--
		c.step()
	})
}

// startHold leaves the full trick on the table for the pace's hold time (or
// until a click), then gathers it.
func (c *Controller) startHold() {
	c.holding = true
	c.holdID++
	id, g := c.holdID, c.gen
	if c.confirmClear() {
		return // until a click, a key or the next card
	}
	time.AfterFunc(c.pace.hold(), func() {
		fyne.Do(func() {
			if c.gen == g && c.holding && c.holdID == id {
				c.clearHeld()
			}
		})
	})
}

// clearHeld gathers the full trick: it slides to its winner.
func (c *Controller) clearHeld() {
	if !c.holding {
		return
	}
	tr, _ := c.shownTrick()
	c.holding = false
	c.cleared++
	t := c.t
	g := t.geo
	to := g.anchor[c.place(tr.Winner())]
	var flights []func(func())
	for i := 0; i < int(tr.N); i++ {
		s := tr.Seat(i)
		w := t.trick[s]
		img := w.renderer().img.Image
		from := w.Position()
		flights = append(flights, func(done func()) { t.fly(img, from, to, g.trick, c.anim(), done) })
	}
	c.sound(sounds.Trick)
	c.animating++
	left := len(flights)
	gen := c.gen
	t.update()
	for _, f := range flights {
		f(func() {
			left--
			if left == 0 && c.gen == gen {
				c.animating--
				c.step()
			}
		})
	}
	if len(flights) == 0 {
		c.animating--
		c.step()
	}
}

// maybeAutoPlay plays the human's only legal card, or says the only legal
// call (not in a lesson, which teaches it), when the option is on.
func (c *Controller) maybeAutoPlay() {
	v := c.view()
	if v.Phase() == game.Bidding && c.opts.AutoPass && c.lesson == nil {
		c.maybeAutoCall(&v)
		return
	}
	if !c.opts.AutoPlay || v.Phase() != game.Playing {
		return
	}
	l := v.LegalCards()
	if l.Len() != 1 {
		return
	}
	card := l.Lowest()
	g := c.gen
	play := func() {
		v := c.view()
		if c.gen == g && v.MyTurn() && v.LegalCards() == l {
			_ = c.humanAction(game.CardAction(card))
		}
	}
	if c.inline {
		play()
		return
	}
	time.AfterFunc(c.pace.botDelay()/2+150*time.Millisecond, func() { fyne.Do(play) })
}

// maybeAutoCall says the human's only legal call.
func (c *Controller) maybeAutoCall(v *game.View) {
	l := v.Legal()
	if len(l) != 1 || !v.MyTurn() {
		return
	}
	call, g, n := l[0], c.gen, len(c.sitting.Actions())
	say := func() {
		if c.gen == g && len(c.sitting.Actions()) == n {
			_ = c.humanAction(call)
		}
	}
	if c.inline {
		say()
		return
	}
	time.AfterFunc(c.pace.botDelay()/2+150*time.Millisecond, func() { fyne.Do(say) })
}

// humanAction applies the human's action; a refusal shows the engine's
// sentence and is returned.
func (c *Controller) humanAction(a game.Action) error {
	if c.sitting == nil || c.t.overlay != nil || c.fresh != nil {
		return errNotYourTurn
	}
	st := c.sitting.State()
	if !c.isHuman(st.Turn()) {
		return errNotYourTurn
	}
	if err := c.lessonCheck(a); err != nil {
		c.t.refuse(err)
		return err
	}
	if c.holding {
		// playing on gathers the full trick at once
		c.holding = false
		c.cleared++
	}
	before := c.t.handPlaces()
	keeping := st.Phase() == game.Exchanging && st.Legage().Len() == 0
	seq := len(c.sitting.Actions())
	if err := c.sitting.ApplyFor(c.me(), a); err != nil {
		c.t.refuse(err)
		return err
	}
	if c.guest != nil {
		c.guest.send(c.sitting.DealNumber(), seq, a)
	}
	c.humanWaiting = false
	c.autosave()
	c.published(c.me(), a)
	if st.Phase() == game.Playing {
		c.sound(sounds.Play)
	}
	c.t.refusal = ""
	after := c.sitting.State()
	c.step()
	if keeping && after.Legage().Len() > 0 && !c.inline {
		c.t.showLegage(before, after.Legage())
	}
	return nil
}

// explain returns the engine's reason why a is not allowed now (nil when
// it is), without doing it.
func (c *Controller) explain(a game.Action) error {
	if err := c.lessonCheck(a); err != nil {
		return err
	}
	st := c.sitting.State()
	return st.ApplyFor(c.me(), a)
}

// dealDone shows the settlement.
func (c *Controller) dealDone() {
	if c.t.overlay != nil {
		return
	}
	st := c.sitting.State()
	c.t.setOverlay(newResultPanel(c, &st))
	c.dealFinished(&st)
	if me := c.me(); !c.opts.WatchMode && me != game.NoSeat {
		if st.Score()[me] >= 0 {
			c.sound(sounds.Win)
		} else {
			c.sound(sounds.Lose)
		}
	}
	if c.onDealDone != nil {
		c.onDealDone()
	}
}

// overlayDefault is Enter on an overlay: the next deal.
func (c *Controller) overlayDefault() {
	if st := c.sitting.State(); st.Phase() == game.Done {
		c.NextDeal()
		return
	}
	c.t.setOverlay(nil)
}

// NextDeal starts the next deal of the sitting.
func (c *Controller) NextDeal() {
	if c.lesson != nil {
		c.lessonNext()
		return
	}
	if c.guest != nil {
		c.guest.ready(c)
		return
	}
	if c.host != nil && !c.host.allReady(c) {
		return
	}
	if err := c.sitting.NextDeal(); err != nil {
		log.Printf("cego: %v", err)
		return
	}
	c.dealStarted()
}

// dealStarted shows a new deal: the overlay goes, the seats get their
// people, the bots start.
func (c *Controller) dealStarted() {
	c.cleared, c.holding, c.humanWaiting = 0, false, false
	c.seatFive()
	c.t.overlay = nil
	c.autosave()
	c.published(game.NoSeat, 0)
	c.sound(sounds.Shuffle)
	c.step()
}
