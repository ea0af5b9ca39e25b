package exercisescreen

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/text"
)

// exerciseShotDir is where TestExerciseScreens' pictures go: $CEGO_SHOTS
// when set (to look at them), else a temporary folder.
func exerciseShotDir(t *testing.T) string {
	if d := os.Getenv("CEGO_SHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}

// firstLevel is the lowest level with exercises of kind k.
func firstLevel(k exercise.Kind) int {
	for l := 1; l <= exercise.MaxLevel; l++ {
		if len(Of(k, l)) > 0 {
			return l
		}
	}
	return 0
}

// TestExerciseScreens: at 800 × 600 and 1280 × 800, in English and German,
// every kind of exercise shows the player's own cards whole and in the
// window, with the prompt, whatever the other hands take; the other hands
// and the blind are drawn as wide as the player's cards (their corner
// index as tall); a card tapped in a keep is framed as chosen until the
// pair is judged or the card is taken back; a tapped card the rules
// forbid is answered with the rule. The pictures go to $CEGO_SHOTS.
func TestExerciseScreens(t *testing.T) {
	dir := exerciseShotDir(t)
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, l10n := range []string{"en", "de"} {
		text.SetLanguage(l10n)
		for _, size := range []fyne.Size{smallWindow, fyne.NewSize(1280, 800)} {
			for _, k := range Kinds {
				level := firstLevel(k)
				if level == 0 {
					t.Fatalf("no exercise of kind %s", k)
				}
				where := fmt.Sprintf("%s %s %.0f×%.0f", l10n, k, size.Width, size.Height)
				h := newTestHost(t, size)
				v := OpenKind(h, k, level)
				if v == nil {
					t.Fatalf("%s: no exercise shown", where)
				}
				if len(v.foot.Objects) == 0 || !inWindow(h.w, v.foot) {
					t.Errorf("%s: the own cards and answers at %v+%v are not in the window", where,
						fyne.CurrentApp().Driver().AbsolutePositionForObject(v.foot), v.foot.Size())
				}
				for _, o := range v.foot.Objects {
					if o.Size().Width < o.MinSize().Width-0.5 || !inWindow(h.w, o) {
						t.Errorf("%s: a part of the foot is clipped: %v, least %v", where, o.Size(), o.MinSize())
					}
				}
				for card, a := range v.taps {
					if !inWindow(h.w, a) {
						t.Errorf("%s: the card %v to tap is not in the window", where, card)
					}
				}
				switch k {
				case exercise.Keep:
					var first game.Card = game.NoCard
					for card := range v.taps {
						first = card
						break
					}
					test.Tap(v.taps[first])
					for card, m := range v.marks {
						if m.Visible() != (card == first) {
							t.Errorf("%s: after a tap on %v the card %v is marked %v", where, first, card, m.Visible())
						}
					}
					writePNGOrFail(t, filepath.Join(dir, fmt.Sprintf("exercise-%s-%s-%.0f-chosen.png", l10n, k, size.Width)), h.w)
					test.Tap(v.taps[first])
					if v.marks[first].Visible() {
						t.Errorf("%s: a card taken back is still marked", where)
					}
				case exercise.Card:
					// an exercise where the player must follow suit
					for lvl := 1; lvl <= exercise.MaxLevel && len(v.refused) == 0; lvl++ {
						set := Of(k, lvl)
						for i := 0; i < len(set) && len(v.refused) == 0; i++ {
							v.set, v.i = set, i
							v.build()
						}
					}
					if len(v.refused) == 0 {
						t.Fatalf("%s: no exercise with a card the rules forbid", where)
					}
					for card, a := range v.refused {
						test.Tap(a)
						if !strings.HasPrefix(v.feedback.Text, strings.TrimSpace(trf("Not %s: the rules forbid it. %s", text.CardName(card), ""))) {
							t.Errorf("%s: a tap on the forbidden %v gets %q", where, card, v.feedback.Text)
						}
						break
					}
				}
				writePNGOrFail(t, filepath.Join(dir, fmt.Sprintf("exercise-%s-%s-%.0f.png", l10n, k, size.Width)), h.w)
			}
		}
	}
}

// doubledStop finds punctuation doubled by a call's "!": "Solo!." "Ultimo!:".
var doubledStop = regexp.MustCompile(`[!?][.:;,]`)

// TestExerciseWordsNoDoubledStops: no answer of a "which call?" exercise,
// right or wrong, reads "Solo!." or "Ultimo!:", in either language (the
// chapters' steps: ui's TestChapterWordsNoDoubledStops).
func TestExerciseWordsNoDoubledStops(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, l10n := range []string{"en", "de"} {
		text.SetLanguage(l10n)
		h := newTestHost(t, fyne.NewSize(1280, 800))
		for lvl := 1; lvl <= exercise.MaxLevel; lvl++ {
			set := Of(exercise.Call, lvl)
			if len(set) == 0 {
				continue
			}
			v := OpenKind(h, exercise.Call, lvl)
			for i := range set {
				v.i = i
				v.build()
				for a, b := range v.calls {
					test.Tap(b)
					if doubledStop.MatchString(v.feedback.Text) {
						t.Errorf("%s exercise %s, %v: %q", l10n, set[i].ID, a, v.feedback.Text)
					}
				}
			}
			v.d.Hide()
		}
	}
}

// TestThreeExerciseScreens: the exercises at a table of three, at 800 ×
// 600 and 1280 × 800: of each kind the one with the most cards in the
// player's hand (the declarer's fourteen before his discard) shows every
// own card whole and in the window, and two other hands.
func TestThreeExerciseScreens(t *testing.T) {
	dir := exerciseShotDir(t)
	three := About(exercise.Three)
	for _, size := range []fyne.Size{smallWindow, fyne.NewSize(1280, 800)} {
		kinds := 0
		for _, k := range Kinds {
			var pick *exercise.Exercise
			most := 0
			for i := range three {
				st, _, err := three[i].Position()
				if err != nil {
					t.Fatal(err)
				}
				if three[i].Kind == k && st.Hand(0).Len() > most {
					pick, most = &three[i], st.Hand(0).Len()
				}
			}
			if pick == nil {
				continue
			}
			kinds++
			where := fmt.Sprintf("%s %s %.0f×%.0f", pick.ID, k, size.Width, size.Height)
			h := newTestHost(t, size)
			v := Open(h, TopicName(exercise.Three), []exercise.Exercise{*pick})
			if v == nil || v.st.Players() != 3 {
				t.Fatalf("%s: no exercise of three shown", where)
			}
			if !strings.Contains(strings.Join(uitest.Texts(v.body), "|"), tr("Cego by three: 13 cards in each hand, 12 in the blind.")) {
				t.Errorf("%s: the table of three is not said", where)
			}
			if !inWindow(h.w, v.foot) {
				t.Errorf("%s: the own cards and answers are not in the window", where)
			}
			for card, a := range v.taps {
				if !inWindow(h.w, a) || a.Size().Width < 29 {
					t.Errorf("%s: the card %v to tap is not whole in the window (%v)", where, card, a.Size())
				}
			}
			if k != exercise.Worth && len(v.taps)+len(v.refused) != most && len(v.calls) == 0 {
				t.Errorf("%s: %d cards to tap of %d", where, len(v.taps)+len(v.refused), most)
			}
			writePNGOrFail(t, filepath.Join(dir, fmt.Sprintf("exercise-three-%s-%.0f.png", k, size.Width)), h.w)
		}
		if kinds < 3 {
			t.Errorf("exercises of three of %d kinds, want card, call and more", kinds)
		}
	}
}
