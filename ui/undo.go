package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// seatBot is the bot of a seat of the given level: the rule bots (random,
// easy, normal) as steadyBots; Strong and Expert as they are, since they
// stop at a time cap and so cannot answer a position the same way twice on
// a busy machine anyway, and they keep their solver's table from one
// decision to the next.
func seatBot(level string, seed uint64) ai.Bot {
	if l, err := ai.ParseLevel(level); err == nil && l >= ai.Strong {
		return newBot(level, seed)
	}
	return steadyBot{level: level, seed: seed}
}

// steadyBot is a bot seat whose decisions depend only on the position: for
// every decision a fresh bot of the level is made with a seed drawn from
// the seat's seed and the position. So a position reached again — after an
// undo, or in the replay of a deal with Expert in the person's seat —
// brings the same answer from the Easy and Normal bots.
type steadyBot struct {
	level string
	seed  uint64
}

// Choose asks a bot made for this position.
func (b steadyBot) Choose(v game.View) game.Action {
	return newBot(b.level, ai.PositionSeed(b.seed, &v)).Choose(v)
}

// dealStart returns the current deal of m as dealt and its actions so far,
// from a copy of the sitting (m is not touched).
func dealStart(m *game.Sitting) (game.State, []game.Action, error) {
	data, err := json.Marshal(m)
	if err != nil {
		return game.State{}, nil, err
	}
	var cp game.Sitting
	if err := json.Unmarshal(data, &cp); err != nil {
		return game.State{}, nil, err
	}
	for cp.UndoLast() {
	}
	if len(cp.Actions()) != 0 {
		return game.State{}, nil, errors.New("the deal could not be taken back to its start")
	}
	return cp.State(), m.Actions(), nil
}

// undoRefusal says why the person may not take back a card now ("": he
// may).
func (c *Controller) undoRefusal() string {
	switch {
	case c.sitting == nil || c.opts.WatchMode || c.me() == game.NoSeat:
		return tr("There is nothing to take back.")
	case c.lesson != nil:
		return tr("A guided deal is played step by step: there is no undo in it.")
	case c.host != nil || c.guest != nil:
		return tr("At a table with friends a card played stays played.")
	case c.opts.Rated:
		return tr("This is a rated sitting: a card played stays played.")
	}
	if st := c.sitting.State(); st.Phase() == game.Done {
		return tr("The deal is over: a card can only be taken back while it is played. Look at it in the review.")
	}
	return ""
}

// lastHumanCard returns the index of the last card seat me played in the
// current deal's actions, and the deal as it was just before it.
func lastHumanCard(m *game.Sitting, me game.Seat) (int, game.State, error) {
	start, acts, err := dealStart(m)
	if err != nil {
		return 0, game.State{}, err
	}
	last, before := -1, game.State{}
	st := start
	for i, a := range acts {
		if st.Phase() == game.Playing && st.Turn() == me && a.IsCard() {
			last, before = i, st
		}
		if err := st.Apply(a); err != nil {
			return 0, game.State{}, fmt.Errorf("action %d: %w", i+1, err)
		}
	}
	if last < 0 {
		return 0, game.State{}, errNothingToUndo
	}
	return last, before, nil
}

var errNothingToUndo = errors.New("you have played no card in this deal yet")

// UndoLastCard takes back the person's last card of the deal in progress
// and every bot's card after it, in a practice sitting: the deal is
// replayed from its start without them, so the table is exactly as it was
// when the person was about to play that card. Bots still thinking are
// dropped.
func (c *Controller) UndoLastCard() error {
	if why := c.undoRefusal(); why != "" {
		c.t.showRefusal(why)
		return errors.New(why)
	}
	last, before, err := lastHumanCard(c.sitting, c.me())
	if err != nil {
		msg := tr("You have played no card in this deal yet.")
		if !errors.Is(err, errNothingToUndo) {
			msg = trf("The card could not be taken back: %v", text.Error(err))
		}
		c.t.showRefusal(msg)
		return err
	}
	for n := len(c.sitting.Actions()) - last; n > 0; n-- {
		if !c.sitting.UndoLast() {
			return fmt.Errorf("undo: the engine refused to take back an action")
		}
	}
	if st := c.sitting.State(); st != before {
		return fmt.Errorf("undo: the replayed deal differs from the deal before the card")
	}
	// drop every answer and flight of the moves taken back
	c.gen++
	c.thinking, c.animating, c.holding, c.humanWaiting = game.NoSeat, 0, false, false
	c.t.reset()
	v := c.view()
	c.cleared = completeTricks(&v)
	c.autosave()
	c.t.rebuild()
	c.step()
	return nil
}

// undoOnce is Ctrl+Z and the menu's undo: where a native menu and the
// window both see the key (macOS), the second call is dropped.
func (c *Controller) undoOnce() {
	if time.Since(c.lastUndo) < 200*time.Millisecond {
		return
	}
	c.lastUndo = time.Now()
	_ = c.UndoLastCard()
}

// undoShortcut is Ctrl+Z (Cmd+Z on macOS). Fyne's desktop driver turns
// that key into its standard Undo shortcut before it looks for a custom
// one, so a desktop.CustomShortcut for Z would never fire.
var undoShortcut fyne.Shortcut = &fyne.ShortcutUndo{}

// reviewMenuItems are the Game menu's entries of this part: undo, review,
// statistics. They also register the undo shortcut with the window.
func (c *Controller) reviewMenuItems() []*fyne.MenuItem {
	undo := fyne.NewMenuItem(tr("Undo my last card"), c.undoOnce)
	undo.Shortcut = undoShortcut
	if c.win != nil {
		c.win.Canvas().AddShortcut(undoShortcut, func(fyne.Shortcut) { c.undoOnce() })
	}
	return []*fyne.MenuItem{
		undo,
		fyne.NewMenuItem(tr("Review the last deal…"), c.showReview),
		fyne.NewMenuItem(tr("Statistics…"), c.showStats),
	}
}
