package ui

import (
	"fmt"
	"log"
	"os"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/cego-spiel/cego/assets"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/sound"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// WatchOptions ask for watch mode: bots in every seat at instant pace in
// the real window, a screenshot mid-play, and the end after some deals.
type WatchOptions struct {
	Deals      int    // deals to play (at least 1)
	Screenshot string // PNG file for the picture of the table mid-play ("" = none)
	// TourDir asks for a tour instead: an autopilot plays the human's seat
	// and pictures of the auction, the exchange, mid-play and the result
	// are written there as screenshot-*.png.
	TourDir string
}

// defaultSize is the window's size at start when none is remembered
// (windowsize.go), and always in watch mode.
var defaultSize = fyne.NewSize(1280, 800)

// RunFlags are how the program was started, beyond the sitting's options.
type RunFlags struct {
	// Resume continues the autosaved sitting without asking.
	Resume bool
	// WatchAutosave makes watch mode write the autosave (normally it leaves
	// the autosave alone, so watching never replaces a person's sitting).
	WatchAutosave bool
	// WatchSound makes watch mode play the sound effects as for a person
	// (a test that the table runs with no sound device too).
	WatchSound bool
	// NoSettings ignores the settings file (the command line decides all).
	NoSettings bool
	// Invitation, when set, is a cego:// link the program was started
	// with (a link clicked in a chat): the Join dialog opens with it
	// filled in.
	Invitation string
}

// Run opens the table window in app a and runs until it is closed. With
// watch set, it plays watch.Deals deals with bots only, writes the
// screenshot and returns; the error is any failure on the way.
//
// Settings are read from the store in the XDG config folder (a file that
// cannot be used is kept aside, or left as it is when it cannot be read or
// a newer version wrote it, and the person told); options that opts leaves
// empty come from them. One window writes the folder: a second one is told
// so and saves nothing — unless it was started with an invitation, which
// it hands to the first (the first takes the links later programs hand
// over, ui/linkforward.go) and ends. A person's sitting is autosaved after
// every action and an unfinished one is offered for resuming at start. A
// person's window opens at the size it was last closed at (windowsize.go).
func Run(a fyne.App, opts Options, watch *WatchOptions, flags ...RunFlags) error {
	var fl RunFlags
	if len(flags) > 0 {
		fl = flags[0]
	}
	if err := checkDevtools(watch); err != nil {
		return err
	}
	a.Settings().SetTheme(look.NewTheme())
	st, err := store.Default()
	if err != nil {
		log.Printf("cego: no folder for settings and saves: %v", err)
		st = nil
	}
	var problems []error // worded when shown, in the language of the settings
	if st != nil {
		problems = append(problems, lockFolder(st)...)
		defer func() { _ = st.Unlock() }()
		if st.ReadOnly() && fl.Invitation != "" && watch == nil && handOver(st, fl.Invitation) {
			// a link clicked while Cego runs: the running one opens it
			return nil
		}
	}
	if watch == nil {
		registerLinkHandler()
	}
	settings := store.Defaults()
	// a person's window opens at the size it was left at and remembers its
	// size when closed; watch mode keeps defaultSize and writes nothing
	rememberSize := st != nil && !fl.NoSettings && watch == nil
	if st != nil && !fl.NoSettings {
		s, p := st.LoadSettings()
		settings = s
		if p != nil && p.Held || st.ReadOnly() {
			rememberSize = false // never write over a file that could not be read, nor into another window's folder
		}
		if p != nil {
			log.Printf("cego: %s", p.Message())
			problems = append(problems, p)
			if p.Reason == store.Repaired && !p.Held && watch == nil {
				if err := st.SaveSettings(s); err != nil {
					log.Printf("cego: %v", err)
				}
			}
		}
	}
	// a first start: no settings file yet (a person's window only)
	firstStart := st != nil && !fl.NoSettings && watch == nil && !st.HasSettings()
	if st != nil && !st.HasSettings() && os.Getenv("LC_ALL")+os.Getenv("LC_MESSAGES")+os.Getenv("LANG") == "" {
		// a first start where the environment names no locale (Windows,
		// macOS app bundles): ask the toolkit
		settings.Language = store.LanguageFor(string(lang.SystemLocale()))
	}
	SetLanguage(settings.Language)
	opts = withSettings(opts, settings, watch != nil)
	// parse the pack's card files on the other core while the window and
	// its GL context are made, instead of on the way to the first frame
	go func() {
		p, _ := splitPack(opts.Pack)
		if p == "" {
			p = assets.Packs()[0]
		}
		if err := assets.Preload(p); err != nil {
			log.Printf("cego: %v", err)
		}
	}()
	w := a.NewWindow("Cego")
	c, err := NewWindowTable(a, w, opts)
	if err != nil {
		return err
	}
	c.store = st
	c.settings = settings
	c.markLearnMenu() // the menu was built before the store was known
	if probeStart != nil {
		probeStart(c)
	}
	if st != nil && !st.ReadOnly() && watch == nil {
		defer c.receiveLinks(st)()
	}
	if watch == nil {
		// a person's window: the remembered size (if any), within the screen
		c.restoreWindowSize()
	}
	c.noAnim = !settings.Animations && watch == nil
	c.table.SetStyle(assets.Style{FourColour: settings.FourColourSuits, NoCornerIndex: !settings.CornerIndices})
	if watch == nil || fl.WatchSound {
		// sound for a person at the table; watch mode stays silent unless
		// asked (-sound)
		p := sound.New()
		p.SetEnabled(settings.Sound)
		p.SetVolume(settings.Volume)
		c.player = p
		c.sfx = p.Play
		defer p.Close()
	}
	var started []func()
	// a second window on the folder autosaves nothing: the sitting there is
	// the first window's
	autosaving := st != nil && !st.ReadOnly() && (watch == nil || fl.WatchAutosave) && (watch == nil || watch.TourDir == "")
	var resumeWatched *store.SavedSitting
	if autosaving {
		g, ok, err := st.LoadAutosave()
		if err != nil {
			log.Printf("cego: %v", err)
			problems = append(problems, err)
		}
		var once sync.Once
		c.autosaver = st.NewAutosaver(func(err error) {
			log.Printf("cego: autosave: %v", err)
			once.Do(func() {
				c.post(func() {
					dialog.ShowInformation(tr("Autosave"), trf("The sitting could not be saved: %v", text.Error(err)), w)
				})
			})
		})
		defer func() {
			if err := c.autosaver.Close(); err != nil {
				log.Printf("cego: autosave: %v", err)
			}
		}()
		switch {
		case ok && fl.Resume && watch != nil:
			// resumed once the window runs, when startWatch has said what
			// ends a deal: the deal may be finished already; until then
			// the sitting dealt meanwhile is not saved over it
			resumeWatched = &g
			c.holdSaves = true
		case ok && fl.Resume:
			if err := c.Resume(g, c.opts); err != nil {
				return fmt.Errorf("resume: %w", err)
			}
			logResumed(c.sitting)
		case ok && watch == nil && c.settings.Table != nil && c.settings.Table.Seated:
			// the program ended while the person sat at a friend's table:
			// back to it; his own sitting stays in the autosave
			c.holdSaves = true
			started = append(started, func() { c.rejoinSavedTable(&g) })
		case ok && watch == nil && untouched(g.Sitting, g.HumanSeat):
			// a deal the person never made a decision in (he only
			// did the course, say): nothing to come back to
			log.Printf("cego: the autosaved sitting was never played: a new one is dealt")
			c.autosave()
		case ok && watch == nil:
			c.showSaved(g)
			started = append(started, func() { c.askResume(g) })
		default:
			c.autosave()
		}
	}
	if autosaving && watch == nil && !c.holdSaves && c.settings.Table != nil && c.settings.Table.Seated {
		// seated at a friend's table when the program ended, no own
		// sitting saved: back to the table
		started = append(started, func() { c.rejoinSavedTable(nil) })
	}
	if firstStart && !c.holdSaves {
		// no sitting to resume: welcome the newcomer before anything else
		started = append(started, c.showWelcome)
	}
	if fl.Invitation != "" && watch == nil {
		started = append(started, func() { c.showJoinTableWith(fl.Invitation) })
	}
	if len(problems) > 0 && watch == nil {
		started = append([]func(){func() {
			for _, p := range problems {
				dialog.ShowInformation(fileNoticeTitle(p), problemMessage(p), w)
			}
		}}, started...)
	}
	var runErr error
	if watch != nil {
		runErr = fmt.Errorf("watch mode ended before %d deal(s) were played", watch.Deals)
		end := func(err error) {
			runErr = err
			// Fyne 2.7.1 with GLFW can get stuck closing a window right
			// after a burst of events; a watching process ends all the same.
			go func() {
				time.Sleep(10 * time.Second)
				log.Printf("cego: the window did not close within 10 s after watch mode ended; exiting")
				if err != nil {
					os.Exit(1)
				}
				os.Exit(0)
			}()
			a.Quit()
		}
		if watch.TourDir != "" {
			devTour(c, watch.TourDir, end)
		} else {
			c.startWatch(watch, end)
		}
		if resumeWatched != nil {
			g := *resumeWatched
			started = append(started, func() {
				c.holdSaves = false
				if err := c.Resume(g, c.opts); err != nil {
					end(fmt.Errorf("resume: %w", err))
					return
				}
				logResumed(c.sitting)
			})
		}
	}
	if watch == nil {
		// the window is made now: at its scale the screen may have fewer
		// units than the first measure said
		started = append([]func(){c.fitWindowToScreen}, started...)
	}
	a.Lifecycle().SetOnStarted(func() {
		for _, f := range started {
			f()
		}
		windowStarted.Store(true)
	})
	w.ShowAndRun()
	c.leaveNetworkAtExit()
	if rememberSize {
		c.keepWindowSize()
	}
	return runErr
}

// NewWindowTable puts a table for a new sitting into window w (menus,
// keyboard, size) and deals the first hand. It returns the controller.
func NewWindowTable(a fyne.App, w fyne.Window, opts Options) (*Controller, error) {
	return newWindowTable(a, w, opts, false)
}

// newWindowTable is NewWindowTable; synchronous gives the controller the
// tests' runner (bots answer at once, no delays, no animation) and draws
// cards synchronously.
func newWindowTable(a fyne.App, w fyne.Window, opts Options, synchronous bool) (*Controller, error) {
	run := newRunner(synchronous)
	art := newArtCache(defaultArt(), run)
	if opts.Pack == "" {
		opts.Pack = art.src.Packs()[0]
	}
	c := newController(opts, art)
	c.run = run
	c.settings = settingsOf(opts)
	c.app, c.win = a, w
	w.SetPadded(false)
	w.SetContent(c.table.Content())
	w.Resize(defaultSize)
	w.Canvas().SetOnTypedKey(c.table.typedKey)
	if err := c.NewSitting(opts); err != nil {
		return nil, err
	}
	w.SetMainMenu(c.mainMenu(art.src.Packs()))
	return c, nil
}

// Table returns the controller's table (tests look at it).
func (c *Controller) Table() *Table { return c.table }

// Sitting returns the sitting being played.
func (c *Controller) Sitting() *game.Sitting { return c.sitting }

// startWatch plays deals with bots only and reports the end through done.
func (c *Controller) startWatch(wo *WatchOptions, done func(error)) {
	deals := max(wo.Deals, 1)
	shot := wo.Screenshot == ""
	c.onStep = func() {
		if shot || c.paused {
			return
		}
		v := c.view()
		// mid-play of the first deal: a few tricks down, cards in the trick
		if v.Phase() == game.Playing && completeTricks(&v) >= 3 && v.CurrentTrick().N >= 2 {
			c.paused = true
			shot = true
			devCapture(c, wo.Screenshot, func(err error) {
				if err != nil {
					done(err)
					return
				}
				c.paused = false
				c.step()
			})
		}
	}
	c.onDealDone = func() {
		if c.sitting.DealNumber() >= deals {
			if !shot {
				done(fmt.Errorf("no screenshot was taken"))
				return
			}
			done(nil)
			return
		}
		c.post(c.NextDeal)
	}
}
