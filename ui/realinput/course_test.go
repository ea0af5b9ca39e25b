package realinput

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// chapterOneSteps are the person's decisions in chapter 1 of the course
// (ui/chapter_pack.go), in order: fort to the Ultimo question, Solo, and
// the cards.
var chapterOneSteps = []string{"pass", "solo", "GS", "T21", "T20", "T19", "cK", "sK", "hK", "h4", "T16", "T17", "T18"}

// TestChapterOneByRealInput walks a newcomer through chapter 1 of the
// course with the real mouse, at 800×600 and at 1280×800: the chapter is
// opened from the Learn menu (through its first part at 800×600, by its
// first entry, the next chapter, at 1280×800), each call is clicked on
// its button and each card dragged from the hand to the middle, as the
// chapter's steps ask;
// the window keeps its size, nothing is refused, and the chapter ends
// with its closing words and the way on to chapter 2. The pictures go to
// $CEGO_SHOTS.
func TestChapterOneByRealInput(t *testing.T) {
	need(t)
	for _, size := range [][2]int{{800, 600}, {1280, 800}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			scr := newScreen(t, 1280, 900)
			a := start(t, scr, newConfig(t, returning()), "-seed", "3")
			a.resize(w, h)
			// at 800×600 through the first part of the course, at
			// 1280×800 by the Learn menu's first entry, the next chapter
			if w == 800 {
				a.menuPath("Learn", "The basics (chapters 1–3)", "Chapter 1: The pack and the card points")
			} else {
				a.menu("Learn", "Next — Chapter 1: The pack and the card points")
			}
			a.waitFor("chapter 1", func(s snapshot) bool { return s.Lesson && s.has("Chapter 1 of") })
			for k, step := range chapterOneSteps {
				s := a.waitFor(fmt.Sprintf("step %d (%s)", k+1, step), func(s snapshot) bool {
					return s.MyTurn && s.top() == 0 && s.has(fmt.Sprintf("Step %d of %d", k+1, len(chapterOneSteps)))
				})
				if k == 0 {
					a.fits("chapter 1", w, h)
					scr.shot(t, fmt.Sprintf("course-chapter1-start-%dx%d", w, h))
				}
				before := s.Actions
				switch s.Phase {
				case game.Bidding.String():
					b, ok := callButton(s, step)
					if !ok {
						t.Fatalf("step %d: no button for %s; texts %v", k+1, step, texts(s))
					}
					a.click(s, b)
				case game.Playing.String():
					card, ok := handCard(s, step)
					if !ok {
						t.Fatalf("step %d: %s is not in the hand", k+1, step)
					}
					cx, cy := s.Drop.centre()
					a.drag(s, card, cx, cy)
				default:
					t.Fatalf("step %d in phase %s", k+1, s.Phase)
				}
				after := a.waitFor(fmt.Sprintf("step %d (%s) taken", k+1, step), func(s snapshot) bool {
					return s.Actions > before || s.Refusal != ""
				})
				if after.Refusal != "" && after.Actions == before {
					t.Fatalf("step %d (%s) refused: %s", k+1, step, after.Refusal)
				}
			}
			a.waitFor("the chapter's end", func(s snapshot) bool {
				return s.Phase == game.Done.String() && s.has("You took 64 of the 70 card points") && s.has("Next: chapter 2")
			})
			a.fits("chapter 1's end", w, h)
			scr.shot(t, fmt.Sprintf("course-chapter1-end-%dx%d", w, h))
		})
	}
}

// handCard is the card of the person's hand with this code, cut to the
// part of it the next card does not cover (the hand's cards overlap: a
// press on the middle of one would take the next).
func handCard(s snapshot, code string) (object, bool) {
	hand := s.hand()
	for i, c := range hand {
		if c.Card != code {
			continue
		}
		if i+1 < len(hand) && hand[i+1].X > c.X && hand[i+1].X < c.X+c.W {
			c.W = hand[i+1].X - c.X
		}
		return c, true
	}
	return object{}, false
}

// exerciseKindWords are the Exercises menu's words for each kind of exercise
// (ui/exercise.go's kindName).
var exerciseKindWords = map[exercise.Kind]string{
	exercise.Card: "Which card?", exercise.Call: "Which call?",
	exercise.Keep: "Which two cards to keep?", exercise.Discard: "Which card to discard?",
	exercise.Worth: "How much is it worth?",
}

// exerciseLevelWords are the levels' words (ui/exercise.go's levelName).
var exerciseLevelWords = map[int]string{1: "easy", 2: "medium", 3: "hard"}

// TestExercisesByRealInput answers an exercise of each kind (card, call,
// keep, discard, how much) with the real mouse at 800×600 and at 1280×800:
// the set opened from the Exercises menu, the right card, call, pair,
// discard or amount clicked in its dialog, the answer
// explained as right, the dialog inside the window, Escape closing it;
// and the first exercise of a part of the game, Cego by three, opened
// by its entry among the Exercises menu's parts of the game.
// The pictures go to $CEGO_SHOTS.
func TestExercisesByRealInput(t *testing.T) {
	need(t)
	all, err := exercise.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{800, 600}, {1280, 800}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			scr := newScreen(t, 1280, 900)
			a := start(t, scr, newConfig(t, returning()), "-seed", "3")
			a.resize(w, h)
			// answer opens a set by the menu path and answers its first
			// exercise e, the dialog titled title, k its kind
			answer := func(title string, e exercise.Exercise, path ...string) {
				k := e.Kind
				a.menuPath(path[0], path[1:]...)
				s := a.waitFor(title, func(s snapshot) bool { return dialogTitle(s, title) })
				a.fits(title, w, h)
				var clicks []object
				switch k {
				case exercise.Card, exercise.Keep, exercise.Discard:
					for _, code := range strings.Fields(e.Answer) {
						c, ok := dialogCard(s, code)
						if !ok {
							t.Fatalf("%s: the card %s of the answer is not shown to click: %v", title, code, texts(s))
						}
						clicks = append(clicks, c)
					}
				case exercise.Call:
					call, err := game.ParseAction(e.Answer)
					if err != nil {
						t.Fatal(err)
					}
					b, ok := s.find("button", text.CallLabel(call), s.top())
					if !ok {
						t.Fatalf("%s: no button %q: %v", title, text.CallLabel(call), texts(s))
					}
					clicks = append(clicks, b)
				case exercise.Worth:
					n, err := strconv.Atoi(e.Answer)
					if err != nil {
						t.Fatal(err)
					}
					b, ok := s.find("button", fmt.Sprintf("%+d", n), s.top())
					if !ok {
						t.Fatalf("%s: no button %+d: %v", title, n, texts(s))
					}
					clicks = append(clicks, b)
				}
				for _, c := range clicks {
					a.click(s, c)
					time.Sleep(200 * time.Millisecond)
				}
				a.waitFor(title+" answered right", func(s snapshot) bool {
					_, ok := s.findPrefix("label", "Right: ", s.top())
					return ok
				})
				a.fits(title+" answered", w, h)
			}
			for _, k := range []exercise.Kind{exercise.Card, exercise.Call, exercise.Keep, exercise.Discard, exercise.Worth} {
				var set []exercise.Exercise
				level := 0
				for l := 1; l <= exercise.MaxLevel && len(set) == 0; l++ {
					for _, e := range all {
						if e.Kind == k && e.Level == l {
							set = append(set, e)
						}
					}
					level = l
				}
				if len(set) == 0 {
					t.Fatalf("no exercise of kind %s", k)
				}
				title := exerciseKindWords[k] + " · " + exerciseLevelWords[level]
				// a new person's first
				answer(title, set[0], "Exercises", exerciseKindWords[k], fmt.Sprintf("%s: 0 of %d solved", exerciseLevelWords[level], len(set)))
				scr.shot(t, fmt.Sprintf("exercise-%s-%dx%d", k, w, h))
				a.key("Escape")
				a.waitFor("Escape to close "+title, func(s snapshot) bool { return s.top() == 0 })
			}
			// a part of the game: Cego by three, its easiest first
			var three []exercise.Exercise
			for l := 1; l <= exercise.MaxLevel; l++ {
				for _, e := range all {
					if e.Level == l && slices.Contains(exercise.TopicsOf(&e), exercise.Three) {
						three = append(three, e)
					}
				}
			}
			if len(three) == 0 {
				t.Fatal("no exercise at a table of three")
			}
			title := "Cego by three"
			answer(title, three[0], "Exercises", fmt.Sprintf("%s: 0 of %d solved", title, len(three)))
			scr.shot(t, fmt.Sprintf("exercise-three-%dx%d", w, h))
			a.key("Escape")
			a.waitFor("Escape to close "+title, func(s snapshot) bool { return s.top() == 0 })
		})
	}
}

// dialogCard is the card with this code among the person's cards in the
// topmost dialog (an exercise's).
func dialogCard(s snapshot, code string) (object, bool) {
	for _, o := range s.Objects {
		if o.Kind == "card" && o.Card == code && o.Layer == s.top() && o.Layer > 0 {
			return o, true
		}
	}
	return object{}, false
}

// menuPath opens the menu title and clicks its entries one after the
// other: each of path but the last opens the menu beside it, the last
// chooses. The Learn and Exercises menus fit an 800×600 window (the
// chapters and the exercises' levels are in menus of their own;
// TestCourseMenusFit), so nothing is scrolled.
func (a *app) menuPath(title string, path ...string) {
	a.t.Helper()
	s := a.fresh()
	m, ok := s.find("text", title, menuLayer)
	if !ok {
		a.t.Fatalf("no menu %q in the menu bar: %v", title, texts(s))
	}
	a.click(s, m)
	first := func(s snapshot) bool {
		it, ok := s.find("text", path[0], menuLayer)
		return ok && it.H > 4
	}
	if _, ok := a.within(retryTime, first); !ok && !a.menuOpen(a.snap()) {
		a.click(s, m) // the click got no answer: once more
	}
	for _, entry := range path {
		s = a.waitFor("the menu entry "+entry, func(s snapshot) bool {
			it, ok := s.find("text", entry, menuLayer)
			return ok && it.H > 4
		})
		it, _ := s.find("text", entry, menuLayer)
		a.click(s, it)
	}
	last := path[len(path)-1]
	a.waitFor("the menu "+title+" to close", func(s snapshot) bool {
		_, ok := s.find("text", last, menuLayer)
		return !ok
	})
}
