package ui

import (
	"log"
	"math/rand/v2"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// BotLevels are the levels offered for a bot seat, weakest first.
var BotLevels = []string{ai.Easy.String(), ai.Normal.String(), ai.Strong.String(), ai.Expert.String()}

// newBot returns a bot of the named level from package ai ("normal" when
// the name is empty or unknown).
var newBot = func(level string, seed uint64) Bot {
	l, err := ai.ParseLevel(level)
	if err != nil || !l.Available() {
		l = ai.Normal
	}
	b, err := ai.New(l, seed)
	if err != nil {
		log.Printf("cego: %v; a random bot plays instead", err)
		return &localBot{rng: rand.New(rand.NewPCG(seed, 1))}
	}
	return b
}

// localBot chooses at random among the legal actions; it stands in when
// package ai cannot give a bot.
type localBot struct{ rng *rand.Rand }

func (b *localBot) Choose(v game.View) game.Action {
	l := v.Legal()
	return l[b.rng.IntN(len(l))]
}
