package course

// ruleCourse names, for the rules a refusal can name (ui's ruleRef.name), the
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

// WithHintChapter adds to a hint's reason the course's chapter that plays
// its rule of thumb (ai.Heuristic.Name), if one does: "… More in Learn,
// chapter 7."
func WithHintChapter(reason, rule string) string {
	if n, ok := Number(hintCourse[rule]); ok {
		return reason + " " + trf("More in Learn, chapter %d.", n)
	}
	return reason
}

// Number is the number (from 1) of the course's chapter with this id.
func Number(id string) (int, bool) {
	for i, l := range Chapters() {
		if l.ID == id {
			return i + 1, true
		}
	}
	return 0, false
}

// WithRuleChapter adds to the rule line of a refusal the course's chapter
// that teaches rule (the rule's English name), if one does: "… · more in
// Learn, chapter 2".
func WithRuleChapter(line, rule string) string {
	if n, ok := Number(ruleCourse[rule]); ok {
		return trf("%s · more in Learn, chapter %d", line, n)
	}
	return line
}
