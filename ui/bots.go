package ui

import (
	"log"

	"github.com/cego-spiel/cego/ai"
)

// BotLevels are the levels offered for a bot seat, weakest first, by the
// names package ai gives them (ai.Offered).
var BotLevels = func() []string {
	var out []string
	for _, l := range ai.Offered() {
		out = append(out, l.String())
	}
	return out
}()

// newBot returns a bot of the named level from package ai ("normal" when
// the name is empty or unknown).
var newBot = func(level string, seed uint64) ai.Bot {
	l, err := ai.ParseLevel(level)
	if err != nil || !l.Available() {
		l = ai.Normal
	}
	b, err := ai.New(l, seed)
	if err != nil {
		log.Printf("cego: %v; a random bot plays instead", err)
		return ai.NewRandomBot(seed)
	}
	return b
}
