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
	chapterPiccolo,
	chapterRaeuber,
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
