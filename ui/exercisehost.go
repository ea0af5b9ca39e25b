package ui

import (
	"image"
	"log"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/exercisescreen"
)

// The window's side of the exercises (package ui/exercisescreen): the
// host they are shown by, and opening them from the Exercises menu.

// exerciseHost is the window as the exercises see it: the table's card
// pictures, the window and its dialogs, the seats' names and the
// person's progress.
type exerciseHost struct{ dialogHost }

// CardImage is the table's picture of card c, w points wide.
func (h exerciseHost) CardImage(c game.Card, w float32, ready func()) image.Image {
	return h.c.pics.cardImage(c, w, ready)
}

// Names are the seats' names at the table.
func (h exerciseHost) Names() [4]string { return h.c.names }

// Solved reports whether the progress counts exercise id solved.
func (h exerciseHost) Solved(id string) bool {
	h.c.loadProgress()
	return h.c.progress.Solved(id)
}

// Solve counts exercise id solved: in the progress file and the
// Exercises menu's counts.
func (h exerciseHost) Solve(id string) {
	c := h.c
	c.loadProgress()
	if c.progress.Solve(id) {
		if c.store != nil {
			if err := c.store.SaveProgress(c.progress); err != nil {
				log.Printf("cego: progress: %v", err)
			}
		}
		c.markLearnMenu()
	}
}

// showExercises opens the exercises of one kind and level.
func (c *Controller) showExercises(kind exercise.Kind, level int) {
	if v := exercisescreen.OpenKind(exerciseHost{dialogHost{c}}, kind, level); v != nil {
		c.exercise = v
	}
}

// showTopic opens the exercises of one topic, of every kind.
func (c *Controller) showTopic(t exercise.Topic) {
	if v := exercisescreen.OpenTopic(exerciseHost{dialogHost{c}}, t); v != nil {
		c.exercise = v
	}
}
