//go:build devtools

package ui

import (
	"errors"
	"path/filepath"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/look"
)

// tourCourseChapter is the chapter the tour pictures, at the step where
// the player holds a bid with mein.
const (
	tourCourseChapter = "ladder"
	tourCourseStep    = 4
)

// tourCourse ends a tour with the course: a picture of a chapter at its
// step (screenshot-chapter.png) and one of a "which card?" exercise
// answered wrongly (screenshot-exercise.png), then reports through done.
func (c *Controller) tourCourse(dir string, done func(error)) {
	k := -1
	for i, l := range course.Chapters() {
		if l.ID == tourCourseChapter {
			k = i
		}
	}
	if k < 0 {
		done(errors.New("tour: no chapter " + tourCourseChapter))
		return
	}
	c.onDealDone = nil
	if err := c.StartLesson(k); err != nil {
		done(err)
		return
	}
	c.autopilot = func() {
		run := c.lesson
		if run == nil {
			return
		}
		s, at, ok := run.Step(c.sitting)
		if !ok {
			return
		}
		if at == tourCourseStep {
			c.autopilot = nil
			c.captureSmall(filepath.Join(dir, "screenshot-chapter.png"), func(err error) {
				if err != nil {
					done(err)
					return
				}
				c.tourExercise(dir, done)
			})
			return
		}
		c.later(c.botDelay(), func() {
			if c.lesson == run {
				_ = c.humanAction(s.Want)
			}
		})
	}
	c.step()
}

// tourExercise opens the medium "which card?" exercises, answers the first
// with a wrong card and takes the picture.
func (c *Controller) tourExercise(dir string, done func(error)) {
	c.showExercises(exercise.Card, 2)
	v := c.exercise
	if v == nil {
		done(errors.New("tour: no exercise to show"))
		return
	}
	e := v.Current()
	st, _, err := e.Position()
	if err != nil {
		done(err)
		return
	}
	view := st.View(0)
	legal := view.LegalCards()
	for _, card := range look.HandOrder(st.Hand(0)) {
		if legal.Has(card) && card.String() != e.Answer {
			v.Answer(card.String())
			break
		}
	}
	c.captureSmall(filepath.Join(dir, "screenshot-exercise.png"), done)
}
