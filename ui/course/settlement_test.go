package course

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// courseClaim is a kind of number the course states about the settlement:
// a pattern of its English words and the check of the numbers it catches
// against the engine, under the chapter's rules and for its deal's
// reckoning; check returns what the engine says instead, or "".
type courseClaim struct {
	re    *regexp.Regexp
	check func(r game.Rules, k game.Reckoning, n []int, words []string) string
}

// atoi reads a number of the course's words, with a minus sign "−".
func atoi(s string) int {
	n, _ := strconv.Atoi(strings.Replace(s, "−", "-", 1))
	return n
}

// bandSays checks a band with its factor.
func bandSays(r game.Rules, lo, hi, f int) string {
	if b := r.BandOf(lo); b != (game.Band{Lo: lo, Hi: hi, Factor: f}) {
		return "band " + strconv.Itoa(b.Lo) + "–" + strconv.Itoa(b.Hi) + ", factor " + strconv.Itoa(b.Factor)
	}
	return ""
}

// courseClaims are the course's statements of the settlement's numbers.
var courseClaims = []courseClaim{
	// "36–40 is 1", "31–35 is −1"
	{regexp.MustCompile(`(\d+)–(\d+) is (−?\d+)`), func(r game.Rules, _ game.Reckoning, n []int, _ []string) string {
		return bandSays(r, n[0], n[1], n[2])
	}},
	// "all 70 is 8"
	{regexp.MustCompile(`all (\d+) is (−?\d+)`), func(r game.Rules, _ game.Reckoning, n []int, _ []string) string {
		return bandSays(r, n[0], n[0], n[1])
	}},
	// "the band 51 to 55 gives factor 4", "lies in the band 56 to 60, factor 5"
	{regexp.MustCompile(`band (\d+) to (\d+)(?: gives|,) factor (−?\d+)`), func(r game.Rules, _ game.Reckoning, n []int, _ []string) string {
		return bandSays(r, n[0], n[1], n[2])
	}},
	// "Eine Leere is worth 3", "Values: Cego 1, Einer 2, …"
	{regexp.MustCompile(`\b(Zwei Verschiedene|Zwei Leere|Eine Leere|Einer|Cego|Halbe|Geiß)(?: is worth|) (\d+)\b`), func(r game.Rules, _ game.Reckoning, n []int, w []string) string {
		for c := game.Cego; c <= game.Geiss; c++ {
			if c.Info().German == w[0] && r.Payment(c, r.WinPoints(), false).V != n[0] {
				return "value " + strconv.Itoa(r.Payment(c, r.WinPoints(), false).V)
			}
		}
		return ""
	}},
	// "Solo won 2, lost 1"
	{regexp.MustCompile(`\b(Solo|Gegensolo) won (\d+), lost (\d+)`), func(r game.Rules, _ game.Reckoning, n []int, w []string) string {
		c := game.Solo
		if w[0] == "Gegensolo" {
			c = game.Gegensolo
		}
		if v := r.Payment(c, 0, false).Valuation; v.IfWon != n[0] || v.IfLost != n[1] {
			return "won " + strconv.Itoa(v.IfWon) + ", lost " + strconv.Itoa(v.IfLost)
		}
		return ""
	}},
	// "Ultimo 20, Piccolo 15"
	{regexp.MustCompile(`\b(Ultimo|Piccolo|Bettel|Räuber|Drescher) (\d+)\b`), func(r game.Rules, _ game.Reckoning, n []int, w []string) string {
		for c := game.Ultimo; int(c) < game.NumContracts; c++ {
			if c.Info().German == w[0] && r.SpecialValue(c) != n[0] {
				return "value " + strconv.Itoa(r.SpecialValue(c))
			}
		}
		return ""
	}},
	// "wins with 36 or more", "You need 36"
	{regexp.MustCompile(`(?:wins with|need) (\d+)\b`), func(r game.Rules, _ game.Reckoning, n []int, _ []string) string {
		if n[0] != r.WinPoints() {
			return strconv.Itoa(r.WinPoints())
		}
		return ""
	}},
	// "the whole pack is worth 70", "So the pack counts 70", "make only 70":
	// the pack's cards counted (69 by three, where the declarer's bonus
	// point makes the 70 of Rules.PackPoints, RULES §10)
	{regexp.MustCompile(`(?:pack is worth|pack counts|make only) (\d+)\b`), func(r game.Rules, _ game.Reckoning, n []int, _ []string) string {
		if cards := r.Count(r.Pack()); n[0] != cards {
			return strconv.Itoa(cards)
		}
		return ""
	}},
	// "106 raw points"
	{regexp.MustCompile(`(\d+) raw points, but|pack holds (\d+) raw points`), func(r game.Rules, _ game.Reckoning, n []int, _ []string) string {
		if raw := game.RawPoints(r.Pack()); n[0] != raw {
			return strconv.Itoa(raw)
		}
		return ""
	}},
	// the chapter's own deal: "made 51 card points", "made 60 of the 70"
	{regexp.MustCompile(`made (\d+) (?:card points|of the (\d+))`), func(r game.Rules, k game.Reckoning, n []int, _ []string) string {
		if k.Kind != game.SettleNormal {
			return ""
		}
		if n[0] != k.Points || len(n) > 1 && n[1] != k.Pack {
			return strconv.Itoa(k.Points) + " of " + strconv.Itoa(k.Pack)
		}
		return ""
	}},
	// the chapter's own deal: "3 × 4 = 12"
	{regexp.MustCompile(`(\d+) × (\d+) = (\d+)`), func(r game.Rules, k game.Reckoning, n []int, _ []string) string {
		if k.Kind != game.SettleNormal {
			return ""
		}
		p := k.Pay
		if f := max(p.Band.Factor, -p.Band.Factor); n[0] != p.V || n[1] != f || n[2] != p.Exact {
			return strconv.Itoa(p.V) + " × " + strconv.Itoa(f) + " = " + strconv.Itoa(p.Exact)
		}
		return ""
	}},
}

// TestCourseNumbersFromEngine: every number the course's chapters state
// about counting and the settlement in their introductions, closing words
// and summaries — the bands and factors, the values, the fixed amounts,
// what the declarer needs of the pack, and for the chapter's own deal its
// points, band and amount — is the engine's for the chapter's rules and
// its scripted deal (game.Reckoning): the course phrases the engine's
// numbers and works out none of its own.
func TestCourseNumbersFromEngine(t *testing.T) {
	text.SetLanguage("en")
	checked := 0
	for _, l := range Chapters() {
		st, err := l.Script.Play()
		if err != nil {
			t.Fatalf("chapter %s: %v", l.ID, err)
		}
		k := st.Reckoning()
		r := l.Script.Rules
		texts := append([]string{l.Intro, l.Outro}, l.Summary...)
		for _, s := range texts {
			for _, c := range courseClaims {
				for _, m := range c.re.FindAllStringSubmatch(s, -1) {
					var n []int
					var words []string
					for _, g := range m[1:] {
						switch {
						case g == "":
						case strings.Trim(g, "−0123456789") == "":
							n = append(n, atoi(g))
						default:
							words = append(words, g)
						}
					}
					checked++
					if want := c.check(r, k, n, words); want != "" {
						t.Errorf("chapter %s says %q, the engine %s:\n%s", l.ID, m[0], want, s)
					}
				}
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d numbers of the settlement found in the course", checked)
	}
	t.Logf("%d numbers checked", checked)
}
