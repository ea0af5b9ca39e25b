package exercisescreen

import (
	"log"
	"sync"

	"github.com/cego-spiel/cego/ai/exercise"
)

// Shipped are the exercises that come with the program (read once).
var Shipped = sync.OnceValues(exercise.Shipped)

// Kinds are the kinds in the order the Exercises menu lists them.
var Kinds = []exercise.Kind{exercise.Card, exercise.Call, exercise.Keep, exercise.Discard, exercise.Worth}

// Of are the shipped exercises of one kind and level.
func Of(kind exercise.Kind, level int) []exercise.Exercise {
	all, err := Shipped()
	if err != nil {
		log.Printf("cego: %v", err)
		return nil
	}
	var out []exercise.Exercise
	for _, e := range all {
		if e.Kind == kind && e.Level == level {
			out = append(out, e)
		}
	}
	return out
}

// About are the shipped exercises of one topic, every kind, the easy ones
// first.
func About(t exercise.Topic) []exercise.Exercise { return shippedTopics()[t] }

// shippedTopics are the shipped exercises of each topic, the easy ones
// first (read once: a topic is read off each exercise's position).
var shippedTopics = sync.OnceValue(func() map[exercise.Topic][]exercise.Exercise {
	all, err := Shipped()
	if err != nil {
		log.Printf("cego: %v", err)
		return nil
	}
	out := map[exercise.Topic][]exercise.Exercise{}
	for l := 1; l <= exercise.MaxLevel; l++ {
		for _, e := range all {
			if e.Level != l {
				continue
			}
			for _, t := range exercise.TopicsOf(&e) {
				out[t] = append(out[t], e)
			}
		}
	}
	return out
})

// TopicName names a part of the game the exercises of a topic practise.
func TopicName(t exercise.Topic) string {
	switch t {
	case exercise.Ladder:
		return tr("The Cego ladder: hold (mein) or climb")
	case exercise.ZweiVerschiedene:
		return tr("Zwei Verschiedene")
	case exercise.Geiss:
		return tr("Geiß")
	case exercise.Bettel:
		return tr("Bettel")
	}
	return tr("Cego by three")
}

// KindName names what a kind of exercise asks.
func KindName(k exercise.Kind) string {
	switch k {
	case exercise.Card:
		return tr("Which card?")
	case exercise.Call:
		return tr("Which call?")
	case exercise.Keep:
		return tr("Which two cards to keep?")
	case exercise.Discard:
		return tr("Which card to discard?")
	}
	return tr("How much is it worth?")
}

// LevelName names a level of difficulty.
func LevelName(level int) string {
	switch level {
	case 1:
		return tr("easy")
	case 2:
		return tr("medium")
	}
	return tr("hard")
}
