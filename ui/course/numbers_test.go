package course

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// The numbers a chapter states, recomputed from its deal: every count of
// points, tricks, trumps, Kings or Queens in a chapter's texts (digits or
// number words, English and German) must be one the engine computes from
// the chapter's deal at the point where the text is shown, or one of the
// rules' constants; every number in a chapter's closing words must be one
// of the deal's result. Chapter 5 once said a trick of the Gstieß, the
// Geiß, a 4 and a 6 was "ten points" (it holds 12), chapter 1 counted
// "eight high trumps" in a hand of seven.

// numberWords are the number words the chapters write, in both languages.
var numberWords = map[string]int{
	"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
	"null": 0, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
	"sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12,
}

// claimUnits maps the words a count is of to the kind of count.
var claimUnits = map[string]string{
	"point": "points", "points": "points", "Auge": "points", "Augen": "points", "Punkt": "points", "Punkte": "points",
	"trick": "tricks", "tricks": "tricks", "Stich": "tricks", "Stiche": "tricks", "Stichen": "tricks",
	"trumps": "trumps", "Trümpfe": "trumps", "Trümpfen": "trumps",
	"Kings": "kings", "Könige": "kings", "Königen": "kings",
	"Queens": "queens", "Damen": "queens",
}

// claimAdjectives are the words that may stand between a number and its
// unit: "12 raw points", "five more high trumps", "sechs weitere Trümpfe".
var claimAdjectives = map[string]bool{
	"raw": true, "card": true, "high": true, "small": true, "more": true, "middling": true, "low": true,
	"rohe": true, "rohen": true, "hohe": true, "hohen": true, "kleine": true, "kleinen": true,
	"weitere": true, "weiteren": true, "mittlere": true, "mittleren": true, "niedrige": true,
}

// rawWords are the words between a number and "points" that make them
// raw points.
var rawWords = map[string]bool{" raw ": true, " rohe ": true, " rohen ": true}

// wordRe finds the words and numbers of a text.
var wordRe = regexp.MustCompile(`[\p{L}\d]+`)

// A claim is a count a text states.
type claim struct {
	n    int
	unit string
	at   string // the words from the number to the unit
}

// claims are the counts text states: a number (digits or a word) followed,
// with at most two words between and no punctuation, by a word of
// claimUnits: "12 raw points", "seven high trumps", "drei Stiche".
// "64 of the 70 card points" and "60 der 70 Augen" claim the first number.
func claims(text string) []claim {
	locs := wordRe.FindAllStringIndex(text, -1)
	word := func(i int) string { return text[locs[i][0]:locs[i][1]] }
	joined := func(i int) bool { return text[locs[i-1][1]:locs[i][0]] == " " } // word i follows i-1 with one space
	number := func(w string) (int, bool) {
		if n, err := strconv.Atoi(w); err == nil {
			return n, true
		}
		n, ok := numberWords[strings.ToLower(w)]
		return n, ok
	}
	var out []claim
	for i := range locs {
		n, ok := number(word(i))
		if !ok {
			continue
		}
		j := i + 1
		// "of the 70", "of 70", "der 70", "von 70": the whole the number is part of
		for _, skip := range [][]string{{"of", "the"}, {"of"}, {"der"}, {"von"}} {
			k := j
			for _, w := range skip {
				if k < len(locs) && joined(k) && word(k) == w {
					k++
				} else {
					k = -1
					break
				}
			}
			if k > 0 && k < len(locs) && joined(k) {
				if _, err := strconv.Atoi(word(k)); err == nil {
					j = k + 1
				}
			}
		}
		for between := 0; j < len(locs) && between <= 2 && joined(j); j, between = j+1, between+1 {
			if u, ok := claimUnits[word(j)]; ok {
				if u == "points" && rawWords[strings.ToLower(text[locs[i][1]:locs[j][0]])] {
					u = "raw" // "12 raw points": the values added, not counted in threes
				}
				out = append(out, claim{n, u, text[locs[i][0]:locs[j][1]]})
				break
			}
			if !claimAdjectives[word(j)] {
				break
			}
		}
	}
	return out
}

// numberFacts are the counts of each kind that a point of a chapter's
// deal allows.
type numberFacts map[string]map[int]bool

func (f numberFacts) add(kind string, ns ...int) {
	if f[kind] == nil {
		f[kind] = map[int]bool{}
	}
	for _, n := range ns {
		f[kind][n] = true
	}
}

// rankCount counts the cards of a plain-suit rank (7 King, 6 Queen).
func rankCount(cs game.Cards, rank int) int {
	n := 0
	for _, c := range cs.Slice() {
		if !c.IsTrump() && c.Rank() == rank {
			n++
		}
	}
	return n
}

// trumps are the trumps among cs.
func trumps(cs game.Cards) game.Cards {
	var t game.Cards
	for _, c := range cs.Slice() {
		if c.IsTrump() {
			t = t.Add(c)
		}
	}
	return t
}

// honours counts the Gstieß, the Mond and the Geiß among cs.
func honours(cs game.Cards) int {
	n := 0
	for _, c := range []game.Card{game.CardGstiess, game.CardMond, game.CardGeiss} {
		if cs.Has(c) {
			n++
		}
	}
	return n
}

// addTrumps allows the trumps among cs as a count, with or without any
// of its honours ("the Geiß and six more trumps").
func (f numberFacts) addTrumps(cs game.Cards) {
	t := trumps(cs)
	for h := 0; h <= honours(t); h++ {
		f.add("trumps", t.Len()-h)
	}
}

// factsAt are the counts the deal allows at st (the point where a text is
// shown), with start the deal before its first action and end the
// finished deal: the rules' constants, and what the engine counts in the
// player's hand, the blind, the Legage, the last tricks and the result.
func factsAt(start, st, end *game.State) numberFacts {
	f := numberFacts{}
	r := st.Rules()
	// the rules' constants: card values, the pack, the goals
	f.add("points", 1, 2, 3, 4, 5, r.PackPoints(), r.WinPoints(), r.WinPoints()-1, 106, 69, 79, 40)
	f.add("tricks", 0, 1, 2, st.TotalTricks())
	f.add("trumps", 22)
	hand := st.Hand(Player)
	f.addTrumps(hand)
	f.addTrumps(start.Hand(Player))
	f.addTrumps(start.Blind())
	legage := end.Legage() | end.Discards()
	if ts := st.Tricks(); len(ts) > 0 {
		f.addTrumps(ts[len(ts)-1].Set())
	}
	for _, cs := range []game.Cards{hand, legage, start.Blind()} {
		f.add("kings", rankCount(cs, 7))
		f.add("queens", rankCount(cs, 6))
		f.add("raw", 5*rankCount(cs, 7), 4*rankCount(cs, 6), 5*rankCount(cs, 7)+4*rankCount(cs, 6))
	}
	piles := []game.Cards{legage}
	for _, s := range []*game.State{st, end} {
		f.add("tricks", s.TotalTricks()-s.TrickCount())
		for p := game.Seat(0); int(p) < s.Players(); p++ {
			piles = append(piles, s.Won(p))
			f.add("tricks", s.TricksWon(p))
		}
		if s.Declarer() != game.NoSeat {
			piles = append(piles, s.DeclarerPile())
		}
	}
	if ts := st.Tricks(); len(ts) > 0 {
		piles = append(piles, ts[len(ts)-1].Set())
		if len(ts) > 1 {
			piles = append(piles, ts[len(ts)-2].Set())
		}
	}
	for _, p := range piles {
		f.add("raw", game.RawPoints(p))
		f.add("points", r.Count(p))
	}
	f.add("raw", 106)
	res := end.Result()
	f.add("points", res.Points)
	for _, p := range res.SeatPoints {
		f.add("points", p)
	}
	return f
}

// outroFacts are the numbers a chapter's closing words may state: the
// result's points, factor, value and payments, the factor band around the
// points, the number of defenders, and every count factsAt allows.
func outroFacts(start, end *game.State) map[int]bool {
	all := map[int]bool{}
	for _, kind := range factsAt(start, end, end) { // raw points included
		for n := range kind {
			all[n] = true
		}
	}
	r := end.Result()
	abs := func(n int) int { return max(n, -n) }
	for _, n := range []int{r.Value, abs(r.Factor), abs(r.PerSeat), abs(r.Score[r.Declarer]), abs(r.Score[Player]),
		end.Players() - 1, 1 << r.NoTrick, end.DeclarerPoints()} {
		all[n] = true
	}
	for _, c := range []game.Contract{game.Ultimo, game.Piccolo, game.Bettel, game.Raeuber} {
		all[end.Rules().SpecialValue(c)] = true // "a Piccolo would have been worth 15"
	}
	if p := r.Points; p > 0 {
		lo := (p-1)/5*5 + 1
		all[lo], all[lo+4] = true, true
	}
	return all
}

// digitsRe finds the numbers written in digits.
var digitsRe = regexp.MustCompile(`\d+`)

// chapterNumberErrors checks every text of chapter l against its deal, in
// the language set now.
func chapterNumberErrors(l Chapter) ([]string, error) {
	st, err := l.Script.Deal()
	if err != nil {
		return nil, err
	}
	end, err := l.Script.Play()
	if err != nil {
		return nil, err
	}
	start := st
	var errs []string
	check := func(where, text string, at *game.State) {
		f := factsAt(&start, at, &end)
		for _, c := range claims(text) {
			if !f[c.unit][c.n] {
				errs = append(errs, fmt.Sprintf("%s: %q states %d %s, which the deal does not give", where, c.at, c.n, c.unit))
			}
		}
	}
	check("intro", l.Intro, &st)
	for i, s := range l.Summary {
		check(fmt.Sprintf("summary %d", i+1), s, &end)
	}
	n := 0
	for _, a := range l.Script.Actions {
		if st.Turn() == Player && n < len(l.Steps) && st.Phase() != game.Done {
			check(fmt.Sprintf("step %d", n+1), l.Steps[n].Say, &st)
			check(fmt.Sprintf("step %d (refusal)", n+1), l.Steps[n].Why, &st)
			n++
		}
		if err := st.Apply(a); err != nil {
			return nil, err
		}
	}
	check("outro", l.Outro, &end)
	ok := outroFacts(&start, &end)
	for _, d := range digitsRe.FindAllString(l.Outro, -1) {
		if n, _ := strconv.Atoi(d); !ok[n] {
			errs = append(errs, fmt.Sprintf("outro: %s is not a number of the deal's result", d))
		}
	}
	return errs, nil
}

// TestChapterNumbersFromTheDeal: every count a chapter states is one the
// engine computes from its deal, in English and in German.
func TestChapterNumbersFromTheDeal(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, l10n := range []string{"en", "de"} {
		text.SetLanguage(l10n)
		for i, l := range Chapters() {
			errs, err := chapterNumberErrors(l)
			if err != nil {
				t.Fatalf("chapter %d: %v", i+1, err)
			}
			for _, e := range errs {
				t.Errorf("%s chapter %d (%s) %s", l10n, i+1, l.ID, e)
			}
		}
	}
}

// TestChapterNumbersCatchOldErrors: the check finds the wrong counts the
// chapters once stated, in both languages: "ten points" for a trick of
// 12, "eight high trumps" in a hand of seven.
func TestChapterNumbersCatchOldErrors(t *testing.T) {
	old := map[string]map[string][2]string{ // chapter → step's token → English, German
		"legage": {"T21": {"Your Gstieß even caught Anna's Geiß: ten points in one trick.",
			"Dein Gstieß hat sogar Annas Geiß gefangen: zehn Augen in einem Stich."}},
		"pack": {"solo": {"Eight high trumps and three Kings win far more alone than with partners: say Solo.",
			"Acht hohe Trümpfe und drei Könige gewinnen allein viel mehr als mit Partnern: Sag Solo."}},
	}
	for id, steps := range old {
		l := Chapters()[chapterAt(t, id)]
		for token, texts := range steps {
			for lang, text := range texts {
				l2 := l
				l2.Steps = append([]Step(nil), l.Steps...)
				found := false
				for k, s := range l2.Steps {
					if s.Want.String() == token && !found && (token != "T21" || k > 10) {
						l2.Steps[k].Say, found = text, true
					}
				}
				if !found {
					t.Fatalf("chapter %s has no step %s", id, token)
				}
				errs, err := chapterNumberErrors(l2)
				if err != nil {
					t.Fatal(err)
				}
				if len(errs) == 0 {
					t.Errorf("chapter %s, language %d: the old text %q passes the check", id, lang, text)
				}
			}
		}
	}
}
