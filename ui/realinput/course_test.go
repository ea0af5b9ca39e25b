package realinput

import (
	"fmt"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// chapterOneSteps are the person's decisions in chapter 1 of the course
// (ui/chapter_pack.go), in order: fort to the Ultimo question, Solo, and
// the cards.
var chapterOneSteps = []string{"pass", "solo", "GS", "T21", "T20", "T19", "cK", "sK", "hK", "h4", "T16", "T17", "T18"}

// TestChapterOneByRealInput walks a newcomer through chapter 1 of the
// course with the real mouse, at 800×600 and at 1280×800: the chapter is
// opened from the Learn menu, each call is clicked on its button and each
// card dragged from the hand to the middle, as the chapter's steps ask;
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
			a.menu("Learn", "Chapter 1: The pack and the card points")
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
