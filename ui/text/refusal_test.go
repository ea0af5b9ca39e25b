package text

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// sampleRefusal is a refusal of code c with every argument set.
func sampleRefusal(c game.RefusalCode) *game.IllegalError {
	return &game.IllegalError{
		Action: game.CallSolo,
		Reason: "engine sentence",
		Code:   c,
		Args: game.RefusalArgs{
			Card: game.CardMond, Cards: game.Cards(0).Add(game.CardGeiss).Add(game.CardMond), Suit: game.Hearts,
			Seat: 2, Contract: game.ZweiLeere, Next: game.ZweiVerschiedene, N: 2,
			Options: []game.Action{game.Pass, game.Mein},
		},
	}
}

// TestRefusalCodesWordedBothLanguages: every code the engine has is worded
// in English and in German, differently, without falling back to the
// engine's sentence.
func TestRefusalCodesWordedBothLanguages(t *testing.T) {
	t.Cleanup(func() { SetLanguage("en") })
	for _, c := range game.RefusalCodes() {
		ie := sampleRefusal(c)
		SetLanguage("en")
		en, ok := refusalWords(ie, [4]string{})
		if !ok || en == "" || strings.Contains(en, "%!") {
			t.Errorf("%s: no English wording (%q)", c, en)
		}
		SetLanguage("de")
		de, ok := refusalWords(ie, [4]string{})
		if !ok || de == "" || strings.Contains(de, "%!") {
			t.Errorf("%s: no German wording (%q)", c, de)
		}
		if de == en {
			t.Errorf("%s: the German wording is the English one: %q", c, de)
		}
	}
	SetLanguage("de")
	unknown := &game.IllegalError{Reason: "The deal is over: no more actions.", Code: "no-such-code"}
	if got := Refusal(unknown); got != "Das Spiel ist aus: keine Züge mehr." {
		t.Errorf("an unknown code shows %q, not the engine's sentence translated", got)
	}
	if got := Refusal(errors.New("something else")); got != "something else" {
		t.Errorf("an error that is no refusal shows %q", got)
	}
}

var (
	englishSuit = regexp.MustCompile(`(?i)\b(hearts?|diamonds?|spades?|clubs?|trumps?|seat)\b`)
	englishWord = regexp.MustCompile(`\b(the|you|your|must|not|and|of)\b`)
	wordRE      = regexp.MustCompile(`[\p{L}\p{N}]+`)
)

// germanProblem says what is not German in a refusal worded in German: an
// English suit word, a raw card code (T1, hK, c7), an English word.
func germanProblem(s string) string {
	if m := englishSuit.FindString(s); m != "" {
		return "the English word " + m
	}
	if m := englishWord.FindString(s); m != "" {
		return "the English word " + m
	}
	for _, w := range wordRE.FindAllString(s, -1) {
		if _, err := game.ParseCard(w); err == nil {
			return "the card code " + w
		}
	}
	return ""
}

// TestRefusalsGerman provokes refusals through the engine (every action
// not legal at the states of random deals under the presets and several
// options, the wrong seat, an action after the end) and checks the German
// wording: no English suit words, no card codes, the seats by name. Every
// code but the engine's last guard (RefuseCardNotNow) occurs.
func TestRefusalsGerman(t *testing.T) {
	SetLanguage("de")
	t.Cleanup(func() { SetLanguage("en") })
	names := [4]string{"Du", "Anna", "Sepp", "Vreni"}
	var rules []game.Rules
	for _, p := range game.Presets() {
		rules = append(rules, p.Rules)
	}
	for _, opts := range [][]string{
		{"HALBE", "ZWEI_LEERE_TRUMPFABWURF"}, {"ZWEI_VERSCHIEDENE_TRUMPFABWURF", "DRESCHER"}, {"GEREGELTER_RAEUBER"}, {"PARLETT_LEERE", "HALBE"},
		{"SOLO_ULTI", "SCHINDEN"}, {"PASCHA", "OFFEN"}, {"SCHINDEN"}, {"PFLICHTSOLO"},
	} {
		r := game.Rules{Players: 4}
		for _, id := range opts {
			if err := r.SetOption(id, true); err != nil {
				t.Fatal(err)
			}
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("%v: %v", opts, err)
		}
		rules = append(rules, r)
	}
	for _, opts := range [][]string{{"SCHINDEN"}, {"3P_OHNE_RAEUBER", "DRESCHER"}, {"GEREGELTER_RAEUBER"}} {
		r := game.Rules{Players: 3}
		for _, id := range opts {
			if err := r.SetOption(id, true); err != nil {
				t.Fatal(err)
			}
		}
		rules = append(rules, r)
	}
	rng := rand.New(rand.NewPCG(11, 12))
	seen := map[game.RefusalCode]int{}
	try := func(s game.State, p game.Seat, a game.Action) {
		err := s.ApplyFor(p, a)
		var ie *game.IllegalError
		if !errors.As(err, &ie) {
			t.Fatalf("%v: no refusal but %v", a, err)
		}
		seen[ie.Code]++
		if seen[ie.Code] > 3 && ie.Code != game.RefuseHoldOrPass {
			return // a few of each: the wording does not change with the deal
		}
		got := RefusalAt(err, names)
		if problem := germanProblem(got); problem != "" {
			t.Errorf("%s: %q has %s (engine: %q)", ie.Code, got, problem, ie.Reason)
		}
		if ie.Code == game.RefuseHoldOrPass || ie.Code == game.RefuseNotYourTurn {
			if !strings.Contains(got, names[ie.Args.Seat]) {
				t.Errorf("%s: %q does not name %s", ie.Code, got, names[ie.Args.Seat])
			}
		}
	}
	for i := 0; i < 900; i++ {
		r := rules[i%len(rules)]
		s := game.Deal(r, game.Seat(i%r.N()), rng.Uint64())
		for s.Phase() != game.Done {
			legal := s.Legal()
			for a := game.Action(0); int(a) <= game.NumActions; a++ {
				if !s.IsLegal(a) {
					try(s, s.Turn(), a)
				}
			}
			other := game.Seat((int(s.Turn()) + 1) % r.N())
			try(s, other, legal[0])
			a := bidPolicy(legal, i/len(rules)%4, rng)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		try(s, 0, game.Pass)
	}
	for _, c := range game.RefusalCodes() {
		if seen[c] == 0 && c != game.RefuseCardNotNow {
			t.Errorf("code %s never provoked", c)
		}
	}
}

// bidPolicy picks a random legal action; in the auction it passes mostly
// and says other calls seldom; on the Cego ladder it climbs always (mood
// 0), never (mood 1: Vorhand's option comes), at random (mood 2) or seldom
// (mood 3: the low rungs), so that every contract, and the top of the
// ladder, occurs.
func bidPolicy(legal []game.Action, mood int, rng *rand.Rand) game.Action {
	var ladder, other []game.Action
	pass := false
	for _, a := range legal {
		switch {
		case a == game.Pass:
			pass = true
		case a == game.Mein || game.ContractOfCall(a).IsLadder():
			ladder = append(ladder, a)
		case !a.IsCard():
			other = append(other, a)
		}
	}
	switch {
	case !pass || legal[0].IsCard():
		return legal[rng.IntN(len(legal))]
	case len(ladder) > 0 && (mood == 0 || mood == 2 && rng.IntN(2) == 0 || mood == 3 && rng.IntN(5) == 0):
		return ladder[len(ladder)-1]
	case len(other) > 0 && rng.IntN(12) == 0:
		return other[rng.IntN(len(other))]
	}
	return game.Pass
}
