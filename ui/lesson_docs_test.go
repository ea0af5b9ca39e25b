package ui

import (
	"path/filepath"
	"testing"
)

// TestDocsLessonPicture renders docs/screenshot-lesson.png: the first
// lesson at the step where the player must trump over the Geiß.
func TestDocsLessonPicture(t *testing.T) {
	dir := docsDir(t)
	c := newTestTable(t, Options{Seed: 5})
	if err := c.StartLesson(chapterAt(t, "suit")); err != nil {
		t.Fatal(err)
	}
	steps := lessons()[chapterAt(t, "suit")].steps
	for k := 0; k < 9; k++ {
		lessonMove(t, c, steps[k].want)
	}
	c.table.update()
	writeDocPicture(t, c, filepath.Join(dir, "screenshot-lesson.png"))
}
