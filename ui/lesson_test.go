package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// chapterAt is the index of the chapter with the given id.
func chapterAt(t *testing.T, id string) int {
	t.Helper()
	for i, l := range course.Chapters() {
		if l.ID == id {
			return i
		}
	}
	t.Fatalf("no chapter %q", id)
	return -1
}

// lessonMove makes the lesson step's action through the screen: a tap on
// the call's button, a tap on a card to keep or discard, a drag to play.
func lessonMove(t *testing.T, c *Controller, a game.Action) {
	t.Helper()
	v := c.view()
	switch v.Phase() {
	case game.Bidding:
		for _, b := range c.table.auction.buttons {
			if b.action == a {
				test.Tap(b)
				return
			}
		}
		t.Fatalf("no button for the call %v", a)
	case game.Exchanging:
		test.Tap(handCard(t, c, a.Card()))
	case game.Playing:
		dragVisible(c, handCard(t, c, a.Card()))
	default:
		t.Fatalf("no move in phase %v", v.Phase())
	}
}

// dragVisible drags a card of the hand onto the middle of the table,
// holding it by its left edge: in a narrow table the hand's cards overlap
// and the next card covers the middle of this one.
func dragVisible(c *Controller, w *cardWidget) {
	from := fyne.CurrentApp().Driver().AbsolutePositionForObject(w).AddXY(6, w.Size().Height*0.6)
	g := c.table.geo
	test.Drag(c.win.Canvas(), from, g.cx-from.X, g.cy-from.Y)
}

// lessonColumn is the lesson's column beside the table
// (coursescreen.Panel.Around: the table first, the column second).
func lessonColumn(t *testing.T, c *Controller) fyne.CanvasObject {
	t.Helper()
	box, ok := c.win.Content().(*fyne.Container)
	if !ok || len(box.Objects) != 2 || box.Objects[0] != c.table.Content() {
		t.Fatal("no lesson's column beside the table")
	}
	return box.Objects[1]
}

// eachShown calls visit for o and every object under it that is shown:
// visible, in containers and widgets that are.
func eachShown(t *testing.T, o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	visit(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, x := range o.Objects {
			eachShown(t, x, visit)
		}
	case *widget.Label, *widget.Button:
	case fyne.Widget:
		for _, x := range test.TempWidgetRenderer(t, o).Objects() {
			eachShown(t, x, visit)
		}
	}
}

// panelText is everything the lesson's column shows.
func panelText(t *testing.T, c *Controller) string {
	var b strings.Builder
	eachShown(t, lessonColumn(t, c), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	})
	return b.String()
}

// playLesson takes every step of the lesson on the table through the
// screen, checking that the panel shows each step's prompt first.
func playLesson(t *testing.T, c *Controller) {
	t.Helper()
	run := c.lesson
	steps := course.Chapters()[run.Index()].Steps
	for k, s := range steps {
		if st := c.sitting.State(); st.Turn() != human || st.Phase() == game.Done {
			t.Fatalf("lesson %d step %d: the player is not to act (turn %d, phase %v)", run.Index()+1, k+1, st.Turn(), st.Phase())
		}
		if txt := panelText(t, c); !strings.Contains(txt, s.Prompt()) || !strings.Contains(txt, trf("Step %d of %d", k+1, len(steps))) {
			t.Fatalf("lesson %d step %d: the panel does not show the step:\n%s", run.Index()+1, k+1, txt)
		}
		n := len(c.sitting.Actions())
		lessonMove(t, c, s.Want)
		if len(c.sitting.Actions()) == n {
			t.Fatalf("lesson %d step %d: %v through the screen did nothing (banner %q)", run.Index()+1, k+1, s.Want, c.table.message.txt.Text)
		}
	}
}

// TestLessonsCompleteByScreen plays each chapter of the course to its end
// by taps and drags, in German and in English: the bots play the script
// (and the player's cards after the last step of a chapter that plays the
// rest itself), the result shows, the panel closes the chapter with its
// summary card, and Enter on the result goes on to the next chapter.
func TestLessonsCompleteByScreen(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	langs := []string{"de", "en"}
	if testing.Short() {
		langs = langs[:1] // the play is the same in both; both with make test-long
	}
	for _, l10n := range langs {
		SetLanguage(l10n)
		t.Run(l10n, testLessonsCompleteByScreen)
	}
}

func testLessonsCompleteByScreen(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	for i := range course.Chapters() {
		if i == 0 {
			if err := c.StartLesson(0); err != nil {
				t.Fatal(err)
			}
		}
		if c.lesson == nil || c.lesson.Index() != i {
			t.Fatalf("lesson %d is not on the table", i+1)
		}
		l := course.Chapters()[i]
		playLesson(t, c)
		st := c.sitting.State()
		if st.Phase() != game.Done {
			t.Fatalf("lesson %d: the deal did not end", i+1)
		}
		if got, want := c.sitting.Actions(), l.Script.Actions; len(got) != len(want) {
			t.Fatalf("lesson %d: %d actions, the script has %d", i+1, len(got), len(want))
		}
		for k, a := range c.sitting.Actions() {
			if a != l.Script.Actions[k] {
				t.Fatalf("lesson %d: action %d is %v, the script's %v", i+1, k+1, a, l.Script.Actions[k])
			}
		}
		if c.table.overlay == nil {
			t.Fatalf("lesson %d: no result panel", i+1)
		}
		if txt := panelText(t, c); !strings.Contains(txt, l.Outro) || !strings.Contains(txt, tr("Chapter complete")) ||
			!strings.Contains(txt, l.Summary[len(l.Summary)-1]) {
			t.Fatalf("lesson %d: the panel does not close the lesson:\n%s", i+1, txt)
		}
		if c.lesson.Refused != 0 {
			t.Fatalf("lesson %d: %d right steps were refused", i+1, c.lesson.Refused)
		}
		if b := uitest.FindButton(t, c.table.overlay, c.lesson.NextLabel()); b == nil {
			t.Fatalf("lesson %d: the result has no button %q", i+1, c.lesson.NextLabel())
		}
		c.overlayDefault() // Enter on the result
	}
	if c.lesson != nil {
		t.Fatal("after the last lesson the lesson stays on the table")
	}
	if c.win.Content() != c.table.Content() {
		t.Fatal("the lesson panel is still beside the table")
	}
	if st := c.sitting.State(); st.Phase() == game.Done || c.sitting.DealNumber() != 1 {
		t.Fatal("after the last lesson no new sitting was dealt")
	}
}

// TestLessonWrongStep: a wrong call, a legal but wrong card and a card the
// rules forbid are each refused with the step's explanation (the last also
// with the engine's reason and, in beginner mode, its rule); nothing is
// played, and the right card then goes through and clears the explanation.
func TestLessonWrongStep(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	c.settings.Hints = true // beginner mode: refusals name their rule
	if err := c.StartLesson(chapterAt(t, "suit")); err != nil {
		t.Fatal(err)
	}
	steps := course.Chapters()[chapterAt(t, "suit")].Steps
	for k := 0; k < 4; k++ {
		lessonMove(t, c, steps[k].Want)
	}
	// step 5: Anna bid Einer; the lesson wants fort, mein is refused
	n := len(c.sitting.Actions())
	lessonMove(t, c, game.Mein)
	if len(c.sitting.Actions()) != n {
		t.Fatal("mein went through")
	}
	txt := panelText(t, c)
	if !strings.Contains(txt, steps[4].Why) || !strings.Contains(txt, text.Sentence(trf("Not %s", "mein"))) {
		t.Fatalf("the panel does not explain the refused mein:\n%s", txt)
	}
	if got := c.table.message.txt.Text; got != tr("Not this one: the lesson beside the table says why.") {
		t.Fatalf("banner %q", got)
	}
	lessonMove(t, c, steps[4].Want)

	// step 6: Anna leads the King of diamonds; the lesson wants d4
	d1, d4, t13 := uitest.MustCard(t, "d1"), uitest.MustCard(t, "d4"), uitest.MustCard(t, "T13")
	if v := c.view(); !v.MyTurn() || steps[5].Want != game.CardAction(d4) {
		t.Fatalf("not at the step of d4 (turn %d)", v.Turn())
	}
	n = len(c.sitting.Actions())
	dragVisible(c, handCard(t, c, d1)) // legal, but not the lesson's card
	if v := c.view(); len(c.sitting.Actions()) != n || !v.Hand().Has(d1) {
		t.Fatal("the wrong card was played")
	}
	if txt := panelText(t, c); !strings.Contains(txt, steps[5].Explanation()) || !strings.Contains(txt, text.Sentence(trf("Not %s", text.CardName(d1)))) {
		t.Fatalf("the panel does not explain the refused d1:\n%s", txt)
	}
	// a trump while diamonds were led: the rules forbid it; a tap on the
	// dimmed card asks why
	test.Tap(handCard(t, c, t13))
	if len(c.sitting.Actions()) != n {
		t.Fatal("the forbidden card was played")
	}
	st := c.sitting.State()
	engine := text.Refusal(st.ApplyFor(human, game.CardAction(t13)))
	if got := c.table.message.txt.Text; got != engine || !strings.Contains(engine, "follow suit") {
		t.Fatalf("banner %q, want the engine's %q", got, engine)
	}
	if c.table.refusalRule == "" {
		t.Fatal("in beginner mode the refusal does not name its rule")
	}
	txt = panelText(t, c)
	if !strings.Contains(txt, trf("The rules forbid it: %s", engine)) || !strings.Contains(txt, steps[5].Explanation()) {
		t.Fatalf("the panel does not give the rule and the step's reason:\n%s", txt)
	}
	if c.lesson.Refused != 3 {
		t.Fatalf("%d refusals counted, want 3", c.lesson.Refused)
	}
	// the right card is taken and the explanation goes
	dragVisible(c, handCard(t, c, d4))
	if v := c.view(); len(c.sitting.Actions()) <= n || v.Hand().Has(d4) {
		t.Fatal("the right card was not played")
	}
	if txt := panelText(t, c); strings.Contains(txt, steps[5].Explanation()) || !strings.Contains(txt, steps[6].Say) {
		t.Fatalf("after the right card the panel shows:\n%s", txt)
	}
	eachShown(t, lessonColumn(t, c), func(o fyne.CanvasObject) {
		if r, ok := o.(*canvas.Rectangle); ok && r.FillColor == look.Refusal {
			t.Fatal("the explanation of the refused card is still shown")
		}
	})
}

// TestLeaveLesson: leaving a lesson takes the panel away and deals a new
// sitting like the one the lessons interrupted (here three players), with
// the table's own bots.
func TestLeaveLesson(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5, Players: 3})
	if err := c.StartLesson(chapterAt(t, "legage")); err != nil {
		t.Fatal(err)
	}
	if err := c.StartLesson(chapterAt(t, "solo-defence")); err != nil {
		t.Fatal(err)
	}
	if c.players() != 4 {
		t.Fatalf("the lesson is dealt for %d players", c.players())
	}
	if c.win.Content() == c.table.Content() {
		t.Fatal("no lesson panel beside the table")
	}
	c.leaveLesson()
	if c.lesson != nil || c.win.Content() != c.table.Content() {
		t.Fatal("the lesson is still on the table")
	}
	if _, ok := c.bots[1].(course.Bot); ok {
		t.Fatal("the lesson's scripted bots stayed")
	}
	if c.players() != 3 {
		t.Fatalf("after the lesson %d players, want the 3 of the sitting before", c.players())
	}
	playDeal(t, c, rand.New(rand.NewPCG(1, 2)))
}

// TestLessonHint: at a lesson's step the hint (key H) suggests the step's
// own action, not the hint service's, and says where the reason is.
func TestLessonHint(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	if err := c.StartLesson(chapterAt(t, "legage")); err != nil {
		t.Fatal(err)
	}
	steps := course.Chapters()[chapterAt(t, "legage")].Steps
	for k := 0; k < 5; k++ {
		lessonMove(t, c, steps[k].Want)
	}
	// step 6: keep the Gstieß
	press(c, fyne.KeyH)
	adv, ok := c.table.hintFor()
	if !ok || adv.Action != steps[5].Want {
		t.Fatalf("hint %v (shown %v), want the step's %v", adv.Action, ok, steps[5].Want)
	}
	v := c.view()
	if got := hintReason(&v, adv); got != tr("This is the lesson's step; the panel beside the table says why.") {
		t.Fatalf("hint reason %q", got)
	}
}

// TestLessonStepWithoutReason: a step without a reason of its own refuses a
// wrong action by naming the action it asks for.
func TestLessonStepWithoutReason(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	if err := c.StartLesson(chapterAt(t, "suit")); err != nil {
		t.Fatal(err)
	}
	steps := course.Chapters()[chapterAt(t, "suit")].Steps
	for k := 0; k < 3; k++ {
		lessonMove(t, c, steps[k].Want)
	}
	// step 4: Vorhand must open; the only call is cego, so try a card
	if steps[3].Why != "" {
		t.Fatal("step 4 has a reason of its own; pick another step")
	}
	if err := c.humanAction(game.CardAction(uitest.MustCard(t, "T13"))); err == nil {
		t.Fatal("a card was accepted in the auction")
	}
	want := trf("The lesson's deal is prepared to go on with %s: choose it to continue.", "Cego")
	if txt := panelText(t, c); !strings.Contains(txt, want) {
		t.Fatalf("the panel does not name the step's call:\n%s", txt)
	}
}

// TestLessonKeepsAutosave: a lesson does not write over the autosaved
// sitting, and leaving it takes that sitting up again where it was.
func TestLessonKeepsAutosave(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 11})
	c.store = st
	c.autosaver = st.NewAutosaver(func(err error) { t.Error(err) })
	t.Cleanup(func() { c.autosaver.Close() })
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 7; i++ {
		humanMove(t, c, rng)
	}
	before := append([]game.Action(nil), c.sitting.Actions()...)
	if err := c.autosaver.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := c.StartLesson(chapterAt(t, "suit")); err != nil {
		t.Fatal(err)
	}
	for _, s := range course.Chapters()[chapterAt(t, "suit")].Steps[:6] {
		lessonMove(t, c, s.Want)
	}
	if err := c.autosaver.Flush(); err != nil {
		t.Fatal(err)
	}
	if g, ok, err := st.LoadAutosave(); !ok || err != nil || len(g.Sitting.Actions()) != len(before) {
		t.Fatalf("the autosave changed during the lesson (%v, %v)", ok, err)
	}
	c.leaveLesson()
	got := c.sitting.Actions()
	if c.lesson != nil || len(got) != len(before) {
		t.Fatalf("after the lesson %d actions, want the sitting's %d", len(got), len(before))
	}
	for i := range got {
		if got[i] != before[i] {
			t.Fatalf("action %d is %v, want %v", i+1, got[i], before[i])
		}
	}
}

// TestLessonAuctionQuestions: the auction bar asks the question of the
// round the player is in — the Ultimo question first, even when fort is
// the only answer.
func TestLessonAuctionQuestions(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	if err := c.StartLesson(chapterAt(t, "suit")); err != nil {
		t.Fatal(err)
	}
	steps := course.Chapters()[chapterAt(t, "suit")].Steps
	want := map[int]string{
		0: tr("Ultimo needs the Geiß: you can only say fort"),
		1: tr("Your call: Solo, or fort?"),
		2: tr("Your call: a special game, or fort?"),
		3: tr("You are Vorhand: open the Cego auction"),
		4: tr("Your call: you were overbid — mein, or fort?"),
	}
	for k := 0; k < 5; k++ {
		v := c.view()
		if got := auctionQuestion(&v); got != want[k] {
			t.Errorf("step %d: question %q, want %q", k+1, got, want[k])
		}
		lessonMove(t, c, steps[k].Want)
	}
}

// TestLessonSettingsChange: switching the language and the bots' levels in
// the settings during a lesson relabels its panel at once and leaves the
// scripted bots in place; the lesson can still be finished.
func TestLessonSettingsChange(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	c := newTestTable(t, Options{Seed: 5})
	if err := c.StartLesson(chapterAt(t, "solo-defence")); err != nil {
		t.Fatal(err)
	}
	s := c.settings
	s.Language = store.LanguageGerman
	s.BotLevels = [4]string{"", "easy", "easy", "easy"}
	c.applySettings(s)
	if txt := panelText(t, c); !strings.Contains(txt, fmt.Sprintf("Kapitel %d von %d", chapterAt(t, "solo-defence")+1, len(course.Chapters()))) {
		t.Fatalf("the panel was not relabelled:\n%s", txt)
	}
	for seat := 1; seat < 4; seat++ {
		if _, ok := c.bots[seat].(course.Bot); !ok {
			t.Fatalf("seat %d lost its scripted bot", seat)
		}
	}
	playLesson(t, c)
	if st := c.sitting.State(); st.Phase() != game.Done {
		t.Fatal("the lesson did not end")
	}
}

// TestLessonPanelOpensBooks: the lesson panel's buttons open the rule book
// and the glossary.
func TestLessonPanelOpensBooks(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	if err := c.StartLesson(0); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{tr("Rule book"), tr("Glossary")} {
		b := uitest.FindButton(t, lessonColumn(t, c), name)
		if b == nil {
			t.Fatalf("no button %q on the panel", name)
		}
		test.Tap(b)
		top := c.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%q opened nothing", name)
		}
		found := false
		for _, o := range test.LaidOutObjects(top) {
			if l, ok := o.(*widget.Label); ok && l.Text == name {
				found = true
			}
		}
		if !found {
			t.Errorf("%q did not open its dialog", name)
		}
		top.Hide()
		c.win.Canvas().Overlays().Remove(top)
	}
}

// TestLessonPlaysYourCardSays: while a chapter that plays the rest of the
// deal itself plays the player's card, the table does not say "You is
// thinking" (nor "Du überlegt"), in the status line or the beginner's
// "what now?" line.
func TestLessonPlaysYourCardSays(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	for _, l10n := range []string{"en", "de"} {
		SetLanguage(l10n)
		c := newTestTable(t, Options{Seed: 5})
		i := chapterAt(t, "gegensolo")
		if err := c.StartLesson(i); err != nil {
			t.Fatal(err)
		}
		l := course.Chapters()[i]
		run := c.lesson
		// the script's actions up to the player's first card after the
		// last step, past the controller, as if the bots had played them
		for k := len(c.sitting.Actions()); k < len(l.Script.Actions); k++ {
			st := c.sitting.State()
			if run.DoneSteps(c.sitting) >= len(l.Steps) && st.Turn() == human {
				break
			}
			if err := c.sitting.Apply(l.Script.Actions[k]); err != nil {
				t.Fatal(err)
			}
		}
		if !c.watching() {
			t.Fatalf("%s: the chapter does not play the player's card here", l10n)
		}
		for _, beginner := range []bool{false, true} {
			c.settings.Hints = beginner
			c.thinking = human
			c.table.update()
			got := c.table.message.txt.Text
			if strings.Contains(got, c.names[human]) || got != tr(txtLessonPlays) {
				t.Errorf("%s (beginner %v): the table says %q while the lesson plays the player's card", l10n, beginner, got)
			}
		}
	}
}
