package course

import (
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// trickClaims are words that tell the player a trick is already won, which
// is true only when nobody plays after him.
var trickClaims = []string{"stays with your side", "is yours", "bleibt bei eurer Partei", "gehört euch"}

// TestLessonStepsClaimOnlyDecidedTricks: a step that asks for a card
// while others still play to the trick does not say the trick is won, in
// either language (lesson 1 once said "The trick stays with your side"
// while Anna, the declarer, still had to play).
func TestLessonStepsClaimOnlyDecidedTricks(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, l10n := range []string{"en", "de"} {
		text.SetLanguage(l10n)
		for i, l := range Chapters() {
			st, err := l.Script.Deal()
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, a := range l.Script.Actions {
				if st.Turn() == Player && n < len(l.Steps) {
					tr := st.CurrentTrick()
					before := int(tr.N)
					if before == l.Script.Rules.N() {
						before = 0
					}
					if st.Phase() == game.Playing && before < l.Script.Rules.N()-1 {
						for _, c := range trickClaims {
							if strings.Contains(l.Steps[n].Say, c) {
								t.Errorf("%s lesson %d step %d: %q claims the trick with %d still to play: %s",
									l10n, i+1, n+1, c, l.Script.Rules.N()-1-before, l.Steps[n].Say)
							}
						}
					}
					n++
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
