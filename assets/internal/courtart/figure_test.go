package courtart

import (
	"strings"
	"testing"
)

// TestUnknownPartsRefused: a part the kit does not know is named in an
// error, not left out of the picture unnoticed.
func TestUnknownPartsRefused(t *testing.T) {
	fg := adlerFigures["h-k"]
	fg.hat, fg.item, fg.pose = "sombrero", "trumpet", "kneeling"
	_, err := fg.draw(manners["adler"])
	if err == nil {
		t.Fatal("a figure with unknown parts was drawn")
	}
	for _, want := range []string{`headdress "sombrero"`, `item "trumpet"`, `pose "kneeling"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not name %s", err, want)
		}
	}
}

// TestEveryPackHasSixteenPeople: Motifs draws sixteen figures a pack, each
// carrying its suit symbol in the picture (a <g id="suit"> group).
func TestEveryPackHasSixteenPeople(t *testing.T) {
	files, err := Motifs()
	if err != nil {
		t.Fatal(err)
	}
	for pack := range manners {
		for _, s := range []string{"c", "s", "h", "d"} {
			for _, r := range []string{"j", "c", "q", "k"} {
				name := pack + "/court-" + s + "-" + r + ".svg"
				if len(files[name]) == 0 {
					t.Errorf("%s not drawn", name)
				} else if !strings.Contains(string(files[name]), `<g id="suit"`) {
					t.Errorf("%s carries no suit symbol", name)
				}
			}
		}
	}
	if len(files) != 48 {
		t.Errorf("%d files, want 48", len(files))
	}
}
