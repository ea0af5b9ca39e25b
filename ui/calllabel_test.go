package ui

import (
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// rawToken looks like an engine token ("hosen-rum-2", "ulti-3",
// "Action(88)") rather than words.
var rawToken = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)+$|Action\(|^[a-z]+-$`)

// tableWords are calls whose German word is also their token.
var tableWords = map[string]bool{"mein": true, "offen": true}

// checkCallLabel fails if the label of call a (button and speech bubble)
// is a raw token.
func checkCallLabel(t *testing.T, c *Controller, a game.Action, where string) {
	t.Helper()
	for _, l := range []string{text.CallLabel(a), c.callText(a)} {
		if l == "" || rawToken.MatchString(l) || l == a.String() && !tableWords[l] || strings.Contains(l, "_") {
			t.Errorf("%s: call %v is labelled %q, a raw token", where, a, l)
		}
	}
}

// callRules are the rules the test deals under: every preset, every
// option on its own for 3 and 4 players, and the announcements together,
// in a fixed order (namedRules) so that the seeded deals repeat.
func callRules(t *testing.T) []namedRules {
	t.Helper()
	out := map[string]game.Rules{}
	for _, p := range game.Presets() {
		out[p.ID] = p.Rules
	}
	for _, o := range game.Options() {
		for _, n := range []int{3, 4} {
			r := game.Rules{Players: n}
			if r.SetOption(o.ID, true) != nil || r.Validate() != nil {
				continue
			}
			out[o.ID+"/"+string(rune('0'+n))] = r
		}
	}
	r := game.Rules{Players: 4}
	for _, id := range []string{"SOLO_ULTI", "SCHINDEN", "OFFEN", "PASCHA"} {
		if err := r.SetOption(id, true); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	out["announcements"] = r
	var list []namedRules
	for id, r := range out {
		list = append(list, namedRules{id, r})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].id < list[j].id })
	return list
}

// namedRules are rules with the name of their preset or option.
type namedRules struct {
	id    string
	rules game.Rules
}

// TestCallLabelsAreWords: no call a player can see, on a button or in a
// speech bubble, is labelled with the engine's raw token. The calls are
// those the engine offers (Legal) in random deals under every preset and
// option; every call of the action set is checked as well, and two
// challenges name different players.
func TestCallLabelsAreWords(t *testing.T) {
	c := &Controller{names: [4]string{"Du", "Anna", "Sepp", "Vreni"}}
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[game.Action]bool{}
	for _, nr := range callRules(t) {
		id, r := nr.id, nr.rules
		for d := 0; d < 200; d++ {
			s := game.Deal(r, game.Seat(d%r.N()), rng.Uint64())
			for steps := 0; s.Phase() != game.Done && steps < 200; steps++ {
				legal := s.Legal()
				if len(legal) == 0 {
					break
				}
				for _, a := range legal {
					if !a.IsCard() {
						seen[a] = true
						checkCallLabel(t, c, a, id)
					}
				}
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%s: %v", id, err)
				}
			}
		}
	}
	for _, a := range []game.Action{game.CallUlti, game.CallOffen, game.HosenRum1, game.CallSolo} {
		if !seen[a] {
			t.Errorf("the random deals never offered %v: the enumeration is too thin", a)
		}
	}
	for a := game.Pass; int(a) < game.NumActions; a++ {
		checkCallLabel(t, c, a, "all calls")
	}
	if c.callText(game.HosenRum1) == c.callText(game.HosenRum2) {
		t.Errorf("two challenges read alike: %q", c.callText(game.HosenRum1))
	}
}

// TestAuctionQuestionAfterAuction: the decisions after the auction (a
// challenge, the Solo's announcements, playing open) are asked as what
// they are, not as the Cego auction's "bid higher, or fort?".
func TestAuctionQuestionAfterAuction(t *testing.T) {
	generic := tr("Your call in the Cego auction: bid higher, or fort?")
	rng := rand.New(rand.NewPCG(7, 8))
	asked := map[string]int{}
	for _, nr := range callRules(t) {
		id, r := nr.id, nr.rules
		for d := 0; d < 30; d++ {
			s := game.Deal(r, game.Seat(d%r.N()), rng.Uint64())
			for steps := 0; s.Phase() != game.Done && steps < 200; steps++ {
				legal := s.Legal()
				kind := ""
				for _, a := range legal {
					switch _, ch := a.ChallengedSeat(); {
					case ch:
						kind = "challenge"
					case a == game.CallDurchmarsch:
						kind = "announcement"
					case a == game.CallOffen:
						kind = "open"
					}
				}
				if kind != "" {
					v := s.View(s.Turn())
					if q := auctionQuestion(&v); q == generic {
						t.Errorf("%s: the %s decision is asked %q", id, kind, q)
					}
					asked[kind]++
					if s.Contract() != game.NoContract {
						c := &Controller{names: [4]string{"A", "B", "C", "D"}}
						if l := c.contractLine(&v); !strings.Contains(l, s.Contract().Info().German) {
							t.Errorf("%s: during the %s decision the status says %q, not the contract %v", id, kind, l, s.Contract())
						}
					}
				}
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if len(asked) != 3 {
		t.Errorf("decisions reached: %v", asked)
	}
}
