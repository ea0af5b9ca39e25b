// Package coursescreen draws the course (ui/course) in the window: the
// column beside the table while a chapter is played (Panel: the
// chapter's title and aim, the step with what to do and why, the
// explanation of a refused action, the summary at the end and the
// buttons to go on) and its place beside the table (Panel.Around), which
// sees the window only through Host: the sitting the chapter is played
// on and what the column's buttons do; and the Learn menu (LearnMenu),
// which the window marks with the person's progress.
package coursescreen
