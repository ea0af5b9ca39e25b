package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// fiveProfile is a rule profile with five at the table.
func fiveProfile(r game.Rules) *game.Profile {
	r.FiveAtTable = true
	return &game.Profile{Name: "Zu fünft", Rules: r}
}

// TestFiveAtTable plays a sitting of five through the screen: the dealer
// sits out each deal and is shown so; when the player deals, the bots play
// the deal while he watches; everybody sits out in turn; the score sheet has
// five columns whose totals are the engine's and add up to zero.
func TestFiveAtTable(t *testing.T) {
	for _, r := range []game.Rules{{}, {Scoring: game.CegoOnlineValues, Halbe: true}} {
		c := newTestTable(t, Options{Seed: 21, Pace: PaceInstant, Name: "Ute", Profile: fiveProfile(r)})
		if c.sitting.People() != 5 || len(c.personNames()) != 5 || c.personNames()[4] != fifthName {
			t.Fatalf("people %v", c.personNames())
		}
		rng := rand.New(rand.NewPCG(21, 5))
		satOut := map[int]int{}
		for deal := 1; deal <= 7; deal++ {
			out := c.sitting.SittingOut()
			satOut[out]++
			if want := (4 + deal - 1) % 5; out != want {
				t.Fatalf("deal %d: person %d sits out, want %d", deal, out, want)
			}
			// the seats carry their people's names; the sitting-out
			// person is named in the plate under the tools
			for s := game.Seat(0); s < 4; s++ {
				if p := c.sitting.PersonOfSeat(s); c.names[s] != c.people[p] || c.table.seats[s].name.Text != c.people[p] {
					t.Fatalf("deal %d: seat %d shows %q, person %d is %q", deal, s, c.table.seats[s].name.Text, p, c.people[p])
				}
				if strings.HasPrefix(c.table.seats[s].info.Text, tr("Dealer")) {
					t.Fatalf("deal %d: seat %d is called the dealer", deal, s)
				}
			}
			if !strings.Contains(c.table.statusTx[0].Text, c.people[out]) {
				t.Errorf("deal %d: status %q does not name the dealer %s", deal, c.table.statusTx[0].Text, c.people[out])
			}
			if out == 0 {
				// the player deals and watches: the bots have played it all
				if !c.sitsOut() || !strings.HasPrefix(c.table.out.txt.Text, tr("You deal and sit out this deal")) || len(c.table.hand) != 0 {
					t.Fatalf("deal %d: the player sits out, plate %q, %d cards in hand", deal, c.table.out.txt.Text, len(c.table.hand))
				}
				if st := c.sitting.State(); st.Phase() != game.Done || c.table.overlay == nil {
					t.Fatalf("deal %d: the bots did not play the deal out (%v)", deal, st.Phase())
				}
			} else {
				me := c.me()
				if c.sitsOut() || me == game.NoSeat || c.place(me) != placeBottom || c.sitting.PersonOfSeat(me) != 0 {
					t.Fatalf("deal %d: the player plays seat %d at %v", deal, me, c.place(me))
				}
				if want := trf("%s deals and sits out this deal", c.people[out]) + " · " + trf("total %+d", c.sitting.PersonTotals()[out]); c.table.out.txt.Text != want || c.table.out.txt.Hidden {
					t.Fatalf("deal %d: plate %q, want %q", deal, c.table.out.txt.Text, want)
				}
				v, mv := c.view(), c.sitting.View(me)
				if v.Hand() != mv.Hand() || len(c.table.hand) != v.Hand().Len() && v.Phase() != game.Done {
					t.Fatalf("deal %d: hand on screen is not the player's", deal)
				}
				playDeal(t, c, rng)
			}
			if c.table.overlay == nil {
				t.Fatalf("deal %d: no result panel", deal)
			}
			tot := c.sitting.PersonTotals()
			sum := 0
			for _, x := range tot {
				sum += x
			}
			if sum != 0 {
				t.Fatalf("deal %d: totals %v do not add up to zero", deal, tot)
			}
			rows := scoreRows(c.sitting, c.personNames())
			last := rows[len(rows)-1]
			if len(rows[0]) != 5+5 || len(rows) != deal+2 {
				t.Fatalf("deal %d: score sheet %d columns, %d rows", deal, len(rows[0]), len(rows))
			}
			for p := 0; p < 5; p++ {
				if last[5+p] != trf("%+d", tot[p]) {
					t.Fatalf("deal %d: sheet total of %s %s, engine %+d", deal, c.people[p], last[5+p], tot[p])
				}
			}
			if !strings.Contains(overlayTexts(c.table.overlay), trf("%s %+d", c.people[out], tot[out])) {
				t.Errorf("deal %d: the result panel lacks the sitting-out person's total", deal)
			}
			c.overlayDefault()
		}
		for p := 0; p < 5; p++ {
			if satOut[p] == 0 {
				t.Errorf("person %d never sat out: %v", p, satOut)
			}
		}
	}
}

// TestFiveAtTableResumes saves a sitting of five in the middle of a deal and
// resumes it: the same people, bots, totals and hand.
func TestFiveAtTableResumes(t *testing.T) {
	st := store.New(t.TempDir())
	c1 := newTestTable(t, Options{Seed: 8, Pace: PaceInstant, Levels: [4]string{"", "easy", "normal", "easy"}, Profile: fiveProfile(game.Rules{})})
	rng := rand.New(rand.NewPCG(8, 1))
	for c1.sitting.DealNumber() < 3 || c1.sitsOut() {
		if st := c1.sitting.State(); st.Phase() == game.Done {
			c1.overlayDefault()
			continue
		}
		humanMove(t, c1, rng)
	}
	humanMove(t, c1, rng)
	if _, err := st.Save("fünf", c1.meta(), c1.sitting); err != nil {
		t.Fatal(err)
	}
	g, err := st.Load("fünf")
	if err != nil {
		t.Fatal(err)
	}
	if g.Rules != "Zu fünft" || len(g.Seats) != 5 {
		t.Fatalf("saved meta %+v", g.Meta)
	}
	c2 := newTestTable(t, Options{Seed: 99})
	if err := c2.Resume(g, c2.opts); err != nil {
		t.Fatal(err)
	}
	if strings.Join(c2.personNames(), ",") != strings.Join(c1.personNames(), ",") || c2.names != c1.names {
		t.Fatalf("people %v / %v, seats %v / %v", c2.personNames(), c1.personNames(), c2.names, c1.names)
	}
	if strings.Join(c2.personLevels, ",") != strings.Join(c1.personLevels, ",") {
		t.Fatalf("levels %v / %v", c2.personLevels, c1.personLevels)
	}
	v1, v2 := c1.view(), c2.view()
	if c2.me() != c1.me() || v2.Hand() != v1.Hand() || !sameInts(c2.sitting.PersonTotals(), c1.sitting.PersonTotals()) {
		t.Fatal("resumed table differs")
	}
	if got := text.ProfileSummary(c2.sittingProfile()); got != "Rules: Zu fünft (custom) — Standard, with zu fünft" {
		t.Errorf("profile after resuming: %q", got)
	}
	playDeal(t, c2, rng)
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestFiveAtTableLevels: a bot level changed in the settings reaches the
// people it belongs to at a table of five, never the player's seat.
func TestFiveAtTableLevels(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5, Pace: PaceInstant, Levels: [4]string{"", "normal", "normal", "normal"}, Profile: fiveProfile(game.Rules{})})
	s := c.settings
	s.BotLevels[1] = "easy"
	c.applySettings(s)
	if c.personLevels[1] != "easy" || c.personLevels[4] != "easy" || c.personLevels[2] != "normal" {
		t.Fatalf("levels %v", c.personLevels)
	}
	for seat := game.Seat(0); seat < 4; seat++ {
		if p := c.sitting.PersonOfSeat(seat); p != 0 && c.bots[seat] != c.personBots[p] {
			t.Fatalf("seat %d does not play person %d's bot", seat, p)
		}
	}
}
