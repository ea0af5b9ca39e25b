package ui

// ruleCourse names, for the rules a refusal can name (ruleRef.name), the
// chapter of the course that teaches it by playing (the chapter's id).
var ruleCourse = map[string]string{
	"follow suit, else trump": "suit",
	"play of the cards":       "suit",
	"preparing the play":      "legage",
	"Ultimo needs the Geiß":   "ultimo",
	"the Cego auction":        "ladder",
	"special games":           "bettel",
}

// hintCourse names, for the bots' rules of thumb a hint gives as its
// reason (ai.Heuristic.Name), the chapter of the course that plays it.
var hintCourse = map[string]string{
	"pull-trumps": "pack",
	"ultimo":      "ultimo", "no-ultimo": "ultimo",
	"solo": "gegensolo", "no-solo": "gegensolo", "gegensolo": "gegensolo", "no-gegensolo": "gegensolo",
	"piccolo": "piccolo-play", "bettel": "bettel", "piccolo-bare": "piccolo-play", "no-special": "bettel",
	"raeuber": "raeuber", "play-cego": "raeuber",
	"mein": "ladder", "let-go": "ladder", "bid-einer": "ladder", "bid-leere": "zwei-leere", "bid-geiss": "geiss",
	"bid-ladder": "ladder", "hold-rung": "ladder", "let-go-rung": "ladder",
	"keep-top-trumps": "legage", "keep-winners": "legage", "keep-pip": "legage", "bury-counter": "legage",
	"make-void": "legage", "bury-geiss": "gegensolo",
	"force-ruff": "solo-defence", "schmieren": "solo-defence", "save-geiss": "solo-defence",
}

// hintWithCourse adds to a hint's reason the course's chapter that plays
// its rule of thumb, if one does: "… More in Learn, chapter 7."
func hintWithCourse(reason, rule string) string {
	if n, ok := courseChapter(hintCourse[rule]); ok {
		return reason + " " + trf("More in Learn, chapter %d.", n)
	}
	return reason
}

// courseChapter is the number (from 1) of the course's chapter with this
// id.
func courseChapter(id string) (int, bool) {
	for i, l := range lessons() {
		if l.id == id {
			return i + 1, true
		}
	}
	return 0, false
}

// withCourse adds to the rule line of a refusal the course's chapter that
// teaches rule, if one does: "… · more in Learn, chapter 2".
func withCourse(line, rule string) string {
	if n, ok := courseChapter(ruleCourse[rule]); ok {
		return trf("%s · more in Learn, chapter %d", line, n)
	}
	return line
}
