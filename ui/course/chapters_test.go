package course

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// lessonOutcomes are the results the chapters' closing words tell: the
// declarer, his card points (in Räuber the player's) and whether he won.
var lessonOutcomes = map[string]struct {
	declarer game.Seat
	contract game.Contract
	points   int
	won      bool
}{
	"pack":         {0, game.Solo, 64, true},
	"suit":         {1, game.Einer, 23, false},
	"legage":       {0, game.Cego, 54, true},
	"solo-defence": {2, game.Solo, 28, false},
	"counting":     {0, game.Cego, 60, true},
	"ladder":       {0, game.Einer, 57, true},
	"gegensolo":    {0, game.Gegensolo, 37, true},
	"ultimo":       {0, game.Ultimo, 0, true},
	"bettel":       {0, game.Bettel, 0, true},
	"piccolo-play": {0, game.Piccolo, 0, true},
	"piccolo":      {2, game.Piccolo, 0, false},
	"raeuber":      {0, game.Raeuber, 0, false},
	"raeuber-tie":  {0, game.Raeuber, 2, false},
	"settlement":   {2, game.EineLeere, 51, true},
	"zwei-leere":   {0, game.ZweiLeere, 64, true},
	"three":        {0, game.Cego, 62, true},
	"geiss":        {0, game.Geiss, 65, true},
}

// chapterAt is the index of the chapter with the given id.
func chapterAt(t *testing.T, id string) int {
	t.Helper()
	for i, l := range Chapters() {
		if l.ID == id {
			return i
		}
	}
	t.Fatalf("no chapter %q", id)
	return -1
}

// TestLessonScripts: every chapter's deal is legal from its first call to
// its settlement, in both languages; its steps are exactly the player's
// actions in it (up to where it plays the rest itself), and it ends as the
// chapter's closing words say.
func TestLessonScripts(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, l10n := range []string{"de", "en"} {
		text.SetLanguage(l10n)
		testLessonScripts(t, l10n)
	}
}

func testLessonScripts(t *testing.T, l10n string) {
	ls := Chapters()
	if len(ls) < 10 || len(lessonOutcomes) != len(ls) {
		t.Fatalf("%d chapters, %d outcomes", len(ls), len(lessonOutcomes))
	}
	ids := map[string]bool{}
	for i, l := range ls {
		if ids[l.ID] || l.ID == "" {
			t.Errorf("chapter %d: id %q is empty or taken", i+1, l.ID)
		}
		ids[l.ID] = true
		if l.Title == "" || l.Intro == "" || l.Outro == "" || len(l.Summary) == 0 {
			t.Errorf("%s chapter %d has no title, intro, outro or summary", l10n, i+1)
		}
		if _, err := NewRun(i, l); err != nil {
			t.Fatal(err)
		}
		st, err := l.Script.Play()
		if err != nil {
			t.Fatalf("lesson %d: %v", i+1, err)
		}
		r := st.Result()
		want, ok := lessonOutcomes[l.ID]
		if !ok {
			t.Fatalf("chapter %q has no outcome", l.ID)
		}
		if r.Contract == game.Raeuber {
			r.Points = r.SeatPoints[Player]
		}
		if r.Declarer != want.declarer || r.Contract != want.contract || r.Points != want.points || r.Won != want.won {
			t.Errorf("lesson %d ends with %v by %d, %d points, won %v; want %+v", i+1, r.Contract, r.Declarer, r.Points, r.Won, want)
		}
		if (want.points > 0 || want.contract == game.Raeuber) && !strings.Contains(l.Outro, strconv.Itoa(want.points)) {
			t.Errorf("lesson %d: the closing words do not name the %d points: %q", i+1, want.points, l.Outro)
		}
		for k, s := range l.Steps {
			if s.Prompt() == "" {
				t.Errorf("lesson %d step %d has no prompt", i+1, k+1)
			}
		}
	}
}

// TestLessonStepWithoutTextIsForced: a step may go without a text of its
// own only where the rules leave the player one action; its prompt then
// says so. Elsewhere the chapter is refused.
func TestLessonStepWithoutTextIsForced(t *testing.T) {
	l := Chapters()[chapterAt(t, "raeuber")]
	k := 6 // T2: Vreni led a trump and it is the player's only one
	if l.Steps[k].Say != "" {
		t.Fatalf("step %d has a text; pick the forced one", k+1)
	}
	if _, err := NewRun(0, l); err != nil {
		t.Fatal(err)
	}
	if got, want := l.Steps[k].Prompt(), trf("The rules leave you one choice here: %s.", text.CardName(mustCard(t, "T2"))); got != want {
		t.Errorf("prompt %q, want %q", got, want)
	}
	l.Steps[5].Say = "" // T3: a lead, with eleven cards to choose from
	if _, err := NewRun(0, l); err == nil || !strings.Contains(err.Error(), "has no text") {
		t.Errorf("a step without text at a free choice was accepted (%v)", err)
	}
}

// mustCard parses a card token.
func mustCard(t *testing.T, token string) game.Card {
	t.Helper()
	c, err := game.ParseCard(token)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// doubledStop finds punctuation doubled by a call's "!": "Solo!." "Ultimo!:".
var doubledStop = regexp.MustCompile(`[!?][.:;,]`)

// TestChapterWordsNoDoubledStops: no refusal of a chapter's step reads
// "Solo!." or "Ultimo!:", in either language (the exercises' answers:
// ui/exercisescreen's TestExerciseWordsNoDoubledStops).
func TestChapterWordsNoDoubledStops(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, l10n := range []string{"en", "de"} {
		text.SetLanguage(l10n)
		for i, l := range Chapters() {
			for k, s := range l.Steps {
				if x := s.Explanation(); doubledStop.MatchString(x) {
					t.Errorf("%s chapter %d step %d: %q", l10n, i+1, k+1, x)
				}
			}
		}
	}
}
