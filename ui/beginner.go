package ui

import (
	"errors"
	"strings"

	"github.com/cego-spiel/cego/game"
)

// beginner reports whether beginner mode is on: the setting "Beginner
// hints" (store.Settings.Hints, on for a new player) at a table where a
// person plays. It dims the cards that cannot be chosen, names the rule
// of every refusal and shows the "what now?" line.
func (c *Controller) beginner() bool {
	return c.settings.Hints && !c.opts.Demo
}

// A ruleRef names the rule behind a family of the engine's refusals: the
// beginning of the engine's sentence and the rule's section of RULES.md.
type ruleRef struct {
	prefixes []string
	section  string
	name     string
	anywhere bool // the words may stand anywhere in the sentence
}

// ruleRefs map the engine's refusal sentences to the rule they apply.
var ruleRefs = []ruleRef{
	{[]string{"It is not your turn"}, "§1", "turns go round anticlockwise", false},
	{[]string{"Trump was led", "You must follow suit", "You have no "}, "§8.2", "follow suit, else trump", false},
	{[]string{"In a Geiß game you must lead", "In Eine Leere you must lead", "In Zwei Leere you must lead", "In Zwei Verschiedene you must lead"}, "§8.1", "forced first leads", false},
	{[]string{"In a Geregelter Räuber"}, "§11", "Geregelter Räuber", false},
	{[]string{"You can only keep", "In a Halbe", "In Eine Leere you keep", "In a Geiß game you keep", "Zwei Leere needs two", "Zwei Verschiedene needs two", "You may not discard", "You can only discard"}, "§7", "preparing the play", false},
	{[]string{"In Zwei Leere with Trumpfabwurf", "In Zwei Verschiedene with Trumpfabwurf"}, "§11", "Trumpfabwurf", false},
	{[]string{"Ultimo needs", "An Ulti announcement", "Ulti with"}, "§6.1", "Ultimo needs the Geiß", false},
	{[]string{"Your hand is a compulsory Solo"}, "§11", "Pflichtsolo", false},
	{[]string{"Vorhand must open", "No jump bids", "Only the player holding", "You cannot hold", "Eine Leere needs", "Zwei Leere needs", "Zwei Verschiedene needs", "A Geiß game needs"}, "§6.4", "the Cego auction", false},
	{[]string{"is the top of the ladder", " against you: say mein"}, "§6.4", "the Cego auction", true},
	{[]string{"Pascha needs", "was announced already"}, "§6.3", "special games", false},
	{[]string{"Drescher is not played", "Räuber is not played"}, "§6.5", "Vorhand's option", false},
	{[]string{"You cannot call \"Hosen rum!\"", "There is no seat"}, "§11", "Schinden / Hosen rum", false},
	{[]string{"withheld", "is not played under these rules"}, "§11", "the variants played", true},
	{[]string{"Now you must", "The play has not begun", "It is the auction", "You cannot say", "The deal is over"}, "§16", "one decision at a time", false},
	{[]string{"You do not hold"}, "§8", "play of the cards", false},
}

// ruleOf names the rule a refusal applies: "Rule §8.2: follow suit,
// else trump" (translated), or "" for an error that is not the engine's.
func ruleOf(err error) string {
	var ie *game.IllegalError
	if !errors.As(err, &ie) {
		return ""
	}
	for _, r := range ruleRefs {
		for _, p := range r.prefixes {
			if strings.HasPrefix(ie.Reason, p) || r.anywhere && strings.Contains(ie.Reason, p) {
				return trf("Rule %s: %s", r.section, tr(r.name))
			}
		}
	}
	return trf("Rule: %s", tr("the rules"))
}

// refuse shows a refusal of the engine: its sentence, translated, and in
// beginner mode the rule it applies named above it.
func (t *Table) refuse(err error) {
	rule := ""
	t.refused = game.NoCard
	var ie *game.IllegalError
	if t.c.beginner() {
		rule = ruleOf(err)
		if errors.As(err, &ie) && ie.Action.IsCard() {
			t.refused = ie.Action.Card()
		}
	}
	t.showRuleRefusal(rule, refusalTextAt(err, t.c.names))
}

// refusedCard is the card of the hand whose refusal shows now (NoCard when
// none).
func (t *Table) refusedCard() game.Card {
	if t.refusal == "" || t.refusalRule == "" {
		return game.NoCard
	}
	return t.refused
}
