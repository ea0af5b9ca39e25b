package ui

// The course: the guided deals in the order they teach Cego, from the pack
// and its card points to the settlement of a deal. Each chapter is a
// lesson (lesson.go) on prepared cards; the Learn menu lists them with a
// mark for each one finished (progress.go), and the first-start welcome
// opens the first.

// course lists the chapters' builders in the course's order. A chapter's
// id names it in the progress file, so the order may change without
// losing what a person has done.
var course = []func() lesson{
	chapterPack,
	lessonSuit,
	chapterCounting,
	chapterLadder,
	lessonLegage,
	chapterZweiLeere,
	chapterGegensolo,
	lessonSoloDefence,
	chapterUltimo,
	chapterBettel,
	chapterPiccoloPlay,
	chapterPiccolo,
	chapterRaeuber,
	chapterRaeuberTie,
	chapterSettlement,
	chapterThree,
	chapterGeiss,
}

// lessons are the course's chapters, their texts in the UI's language.
func lessons() []lesson {
	out := make([]lesson, len(course))
	for i, build := range course {
		out[i] = build()
	}
	return out
}

// coursePart is a part of the course: chapters that follow one another
// and teach one side of the game, a menu of its own in the Learn menu
// (fifteen chapters in one menu were taller than an 800×600 window).
type coursePart struct {
	title    string
	chapters int // how many chapters, after those of the parts before
}

// partsOfCourse are the course's parts in its order, as a teacher would
// group the chapters: the cards and the play, the Cego and its ladder,
// the Solo and the Ultimo, the games of few tricks and Räuber, and what
// comes last (the settlement, a table of three, the ladder's top rung).
// Their chapters add up to the course's (TestCoursePartsCoverCourse).
func partsOfCourse() []coursePart {
	return []coursePart{
		{tr("The basics"), 3},                      // pack, suit, counting
		{tr("The Cego and its ladder"), 3},         // ladder, Legage, Zwei Leere
		{tr("Solo and Ultimo"), 3},                 // Gegensolo, Solo defence, Ultimo
		{tr("Bettel, Piccolo and Räuber"), 5},      // Bettel, Piccolo twice, Räuber twice
		{tr("Settling up, by three, the Geiß"), 3}, // settlement, three, Geiß
	}
}
