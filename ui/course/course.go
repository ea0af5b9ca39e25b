package course

// order lists the chapters' builders in the course's order. A chapter's
// id names it in the progress file, so the order may change without
// losing what a person has done.
var order = []func() Chapter{
	chapterPack,
	chapterSuit,
	chapterCounting,
	chapterLadder,
	chapterLegage,
	chapterZweiLeere,
	chapterGegensolo,
	chapterSoloDefence,
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

// Chapters are the course's chapters in its order, their texts in the
// UI's language.
func Chapters() []Chapter {
	out := make([]Chapter, len(order))
	for i, build := range order {
		out[i] = build()
	}
	return out
}

// A Part is a part of the course: chapters that follow one another
// and teach one side of the game, a menu of its own in the Learn menu
// (fifteen chapters in one menu were taller than an 800×600 window).
type Part struct {
	Title    string
	Chapters int // how many chapters, after those of the parts before
}

// Parts are the course's parts in its order, as a teacher would
// group the chapters: the cards and the play, the Cego and its ladder,
// the Solo and the Ultimo, the games of few tricks and Räuber, and what
// comes last (the settlement, a table of three, the ladder's top rung).
// Their chapters add up to the course's (TestCoursePartsCoverCourse).
func Parts() []Part {
	return []Part{
		{tr("The basics"), 3},                      // pack, suit, counting
		{tr("The Cego and its ladder"), 3},         // ladder, Legage, Zwei Leere
		{tr("Solo and Ultimo"), 3},                 // Gegensolo, Solo defence, Ultimo
		{tr("Bettel, Piccolo and Räuber"), 5},      // Bettel, Piccolo twice, Räuber twice
		{tr("Settling up, by three, the Geiß"), 3}, // settlement, three, Geiß
	}
}
