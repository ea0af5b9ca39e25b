package ui

import (
	"path/filepath"
	"testing"

	"github.com/cego-spiel/cego/ui/course"
)

// TestDocsLessonPicture renders docs/screenshot-lesson.png: the first
// lesson at the step where the player must trump over the Geiß.
func TestDocsLessonPicture(t *testing.T) {
	dir := docsDir(t)
	c := newTestTable(t, Options{Seed: 5})
	if err := c.StartLesson(chapterAt(t, "suit")); err != nil {
		t.Fatal(err)
	}
	steps := course.Chapters()[chapterAt(t, "suit")].Steps
	for k := 0; k < 9; k++ {
		lessonMove(t, c, steps[k].Want)
	}
	c.table.update()
	writeDocPicture(t, c, filepath.Join(dir, "screenshot-lesson.png"))
}
