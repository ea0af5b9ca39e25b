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
