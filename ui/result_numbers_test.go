package ui

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/internal/golden"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// settlementRulesets are the rules the result panel is checked under: every
// preset, and every option of RULES §11 switched on alone over the default
// rules, three players and the cego-online values (a rule profile of one
// option), as far as the rules allow it.
func settlementRulesets() []game.Rules {
	var out []game.Rules
	for _, p := range game.Presets() {
		out = append(out, p.Rules)
	}
	for _, base := range []game.Rules{{Players: 4}, {Players: 3}, {Players: 4, Scoring: game.CegoOnlineValues}} {
		for _, o := range game.Options() {
			r := base
			if err := r.SetOption(o.ID, true); err != nil {
				panic(err)
			}
			if r.Validate() == nil && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// extraCall reports whether a is a call the rules' options add after the
// auction: an open game, a Solo's announcement, a "Hosen rum!".
func extraCall(a game.Action) bool {
	switch a {
	case game.CallOffen, game.CallDurchmarsch, game.CallUlti, game.CallUlti2, game.CallUlti3, game.CallUltiDurch:
		return true
	}
	_, ok := a.ChallengedSeat()
	return ok
}

// playSteered deals by seed and plays to the end, steered to the target
// contract (steer); with extras it takes the options' extra calls (offen,
// the announcements, a challenge) whenever it may.
func playSteered(t *testing.T, r game.Rules, target game.Contract, seed uint64, extras bool) game.State {
	t.Helper()
	st := game.Deal(r, game.Seat(r.N()-1), seed)
	rng := rand.New(rand.NewPCG(seed, 4))
	for st.Phase() != game.Done {
		l := st.Legal()
		a := steer(l, target, rng)
		if extras {
			var ex []game.Action
			for _, x := range l {
				if extraCall(x) {
					ex = append(ex, x)
				}
			}
			if len(ex) > 0 {
				a = ex[rng.IntN(len(ex))]
			}
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// settlementDeals are finished deals of a ruleset: for each contract the
// rules offer a deal won and one lost (both) or the first found; where the
// options add extra calls one with an extra call taken; and where they can
// occur a Räuber tie shared (RAEUBER_TIE_SPLIT), a Vorhand paying double
// and a Cego tied at 35 (PARLETT_DIFFERENZ).
func settlementDeals(t *testing.T, r game.Rules, both bool) []game.State {
	t.Helper()
	type want func(game.Reckoning) bool
	any := func(game.Reckoning) bool { return true }
	won := func(k game.Reckoning) bool { return k.Won }
	lost := func(k game.Reckoning) bool { return !k.Won }
	var out []game.State
	extra := []bool{false}
	if r.Offen || r.Durchmarsch || r.SoloUlti || r.Pflichtsolo == game.PflichtsoloChallenge {
		extra = append(extra, true)
	}
	for c := game.Cego; int(c) < game.NumContracts; c++ {
		if !r.Offers(c) {
			continue
		}
		for _, extras := range extra {
			wants := []want{any}
			switch {
			case extras:
				wants = []want{func(k game.Reckoning) bool {
					return k.Announced.Call != 0 || k.Open || k.Kind == game.SettleChallenge
				}}
			case both && !c.Info().Solitary:
				wants = []want{won, lost}
			}
			if extras && c == game.Solo && r.SoloUlti {
				wants = append(wants, func(k game.Reckoning) bool { return k.Announced.Feats > 0 })
			}
			if !extras && (c == game.Raeuber || c == game.Drescher) {
				wants = append(wants, func(k game.Reckoning) bool { return k.VorhandDouble })
			}
			if !extras && c == game.Raeuber && r.RaeuberTieSplit {
				wants = append(wants, func(k game.Reckoning) bool { return k.Raeuber.TieSplit })
			}
			if !extras && c == game.Cego && r.ParlettDifferenz {
				wants = append(wants, func(k game.Reckoning) bool { return k.Pay.Distance == 0 })
			}
			have, left, found := make([]bool, len(wants)), len(wants), 0
			for seed := uint64(1); seed <= 400 && left > 0; seed++ {
				st := playSteered(t, r, c, seed, extras)
				k := st.Reckoning()
				if k.Contract != c {
					continue
				}
				found++
				took := false
				for i, w := range wants {
					if !have[i] && w(k) {
						have[i], took = true, true
						left--
					}
				}
				if took {
					out = append(out, st)
				}
			}
			if found == 0 && !extras {
				t.Errorf("%v: no seed up to 400 ends in %s", r.OptionIDs(), c.Info().German)
			}
		}
	}
	return out
}

// settledDeal is a finished deal and its rules.
type settledDeal struct {
	rules game.Rules
	st    game.State
}

// settledDeals caches the deals of every ruleset for the tests that share
// them.
var settledDeals struct {
	once  sync.Once
	deals []settledDeal
}

// allSettlementDeals are settlementDeals of every ruleset of
// settlementRulesets (won and lost under the presets).
func allSettlementDeals(t *testing.T) []settledDeal {
	settledDeals.once.Do(func() {
		presets := len(game.Presets())
		for i, r := range settlementRulesets() {
			for _, st := range settlementDeals(t, r, i < presets) {
				settledDeals.deals = append(settledDeals.deals, settledDeal{r, st})
			}
		}
	})
	return settledDeals.deals
}

// TestGoldenSettlementProfiles: the settlement told to the player at seat
// 0, in English and German, of one deal of each kind the rule profiles
// make (the counting, the pay rule, an announcement, an open game, a shared
// Räuber tie, the dealer sitting out, the auction, the Halbe, the unit, a
// Vorhand paying double, a challenge), against
// testdata/settlement_profiles.golden.
func TestGoldenSettlementProfiles(t *testing.T) {
	names := [4]string{"Toni", "Anna", "Sepp", "Vreni"}
	var b strings.Builder
	seen := map[string]bool{}
	for _, d := range allSettlementDeals(t) {
		k := d.st.Reckoning()
		a := k.Announced
		shape := fmt.Sprint(k.Kind, k.Pay.Rule, k.Pay.Distance == 0, a.Durchmarsch, a.AllTricks, a.Feats > 0, a.FeatsMade, k.Open,
			k.Raeuber.TieSplit, k.SatOut != 0, k.Pay.Auction, k.Pay.HalbeShift, k.Pile.Counting, k.Raeuber.Counting, k.Unit,
			k.Contract == game.Ultimo, k.VorhandDouble, k.Caught, k.Players)
		if seen[shape] {
			continue
		}
		seen[shape] = true
		fmt.Fprintf(&b, "## %d players, %v, scoring %v: %s\n", d.rules.N(), d.rules.OptionIDs(), d.rules.Scoring, k.Contract.Info().German)
		b.WriteString(inLanguages(func() string {
			s := explainDeal(&d.st, names, 0)
			return s.Title + " — " + wonLost(s.Won) + "\n  " + strings.Join(s.Lines, "\n  ") + "\n  " + strings.Join(s.Pays, " · ")
		}))
	}
	golden.Check(t, "settlement_profiles", b.String())
}

func wonLost(won bool) string {
	if won {
		return tr("Won.")
	}
	return tr("Lost.")
}

// settlementNumbers lists, in order, every number the settlement of k says
// (its lines, then its pay lines), each from the engine's reckoning.
func settlementNumbers(k game.Reckoning) []int {
	var n []int
	add := func(xs ...int) { n = append(n, xs...) }
	abs := func(x int) int { return max(x, -x) }
	switch k.Kind {
	case game.SettleNormal:
		p, pay := k.Pile, k.Pay
		add(k.Need, k.Pack, p.Cards, p.Tricks)
		for _, x := range []int{p.Blind, p.Legage, p.Discards} {
			if x > 0 {
				add(x)
			}
		}
		add(p.Raw, p.Raw, p.Counting.GroupLess(), p.Groups)
		if p.Leftover > 0 {
			add(p.Counting.LeftoverLess())
		}
		add(p.Points)
		if p.Bonus > 0 {
			add(p.Bonus)
		}
		add(p.Total)
		f := abs(pay.Band.Factor)
		if pay.Rule == game.ByDistance {
			add(pay.Points, pay.Distance, pay.Tie)
		} else {
			add(pay.Points, pay.Band.Lo)
			if pay.Band.Hi != pay.Band.Lo {
				add(pay.Band.Hi)
			}
			add(pay.Band.Factor)
		}
		switch {
		case pay.Auction:
			add(pay.Base, pay.V)
		case pay.IfWon != 0:
			add(pay.IfWon, pay.IfLost, pay.V)
		default:
			add(pay.V)
		}
		if pay.Unit != 1 && pay.Rule != game.ByDistance {
			add(pay.Unit)
		}
		tie := pay.Rule == game.ByDistance && pay.Distance == 0
		switch {
		case tie:
			add(pay.Rounded, pay.Tie)
		case pay.Rule == game.ByDistance:
			add(pay.Distance, pay.V, pay.Exact)
		case pay.Unit != 1:
			add(pay.Unit, pay.V, f, pay.Exact)
		default:
			add(pay.V, f, pay.Exact)
		}
		if pay.RoundTo > 0 && pay.Rounded != pay.Exact && !tie {
			add(pay.RoundTo, pay.Rounded)
		}
		if pay.Rule == game.ByDistance && pay.Unit != 1 {
			add(pay.Unit, abs(pay.Amount))
		}
		if a := k.Announced; a.Call != 0 {
			if a.Durchmarsch {
				add(abs(a.DurchAmount))
			}
			if a.Feats > 0 {
				add(a.Feats, a.FeatValue, abs(a.Bonus))
			}
			add(abs(a.Amount))
		}
		if k.SatOut != 0 {
			add(abs(k.SatOut))
		}
	case game.SettleSpecial:
		if k.Contract != game.Ultimo && k.Tricks > 1 {
			add(k.Tricks)
		}
		if k.Open {
			add(k.SpecialValue, k.Value)
		}
		add(k.Value)
		if k.SatOut != 0 {
			add(abs(k.SatOut))
		}
	case game.SettleRaeuber:
		add(k.SeatPoints[:k.Players]...)
		add(k.Points, k.SpecialValue)
		if k.NoTrick > 0 {
			add(k.NoTrick, k.Raeuber.Doubling)
		}
		if k.PerSeat != k.SpecialValue {
			add(k.PerSeat)
		}
		switch {
		case len(k.Losers) == 1:
			add(k.PerSeat)
		case k.Raeuber.TieSplit:
			for _, l := range k.Losers {
				add(k.Raeuber.Shares[l])
			}
		default:
			add(k.PerSeat)
		}
	case game.SettleDrescher:
		add(k.SpecialValue)
		if k.VorhandDouble {
			add(k.PerSeat)
		}
		add(k.PerSeat)
	case game.SettleChallenge:
		if k.Unit != 1 {
			add(k.Value, k.Unit)
		}
		add(k.PerSeat)
	}
	add(k.Score[:k.Players]...)
	return n
}

var numberRE = regexp.MustCompile(`[+-]?\d+`)

// numbersSaid parses the numbers out of the settlement's text, leaving out
// the words that are no number of the settlement: the name of the card
// that took the last trick, the contract's goal ("… and trump 20 …").
func numbersSaid(k game.Reckoning, lines []string) []int {
	var n []int
	for _, l := range lines {
		if k.LastCard != game.NoCard {
			l = strings.ReplaceAll(l, text.CardName(k.LastCard), "")
		}
		if g := k.Contract.Info().Goal; g != "" && k.Kind == game.SettleSpecial {
			l = strings.ReplaceAll(l, tr(g), "")
		}
		for _, s := range numberRE.FindAllString(l, -1) {
			x, _ := strconv.Atoi(s)
			n = append(n, x)
		}
	}
	return n
}

// countingWords are the words that name a counting, per language.
var countingWords = map[string]map[game.Counting]string{
	store.LanguageEnglish: {game.InThrees: "threes", game.InPairs: "pairs"},
	store.LanguageGerman:  {game.InThrees: "Dreiergruppen", game.InPairs: "Paaren"},
}

// TestResultPanelNumbersFromEngine renders the result panel of a deal of
// every contract (won and lost, with and without the options' extra
// calls) under every preset and every option, in English and German, and
// reads the numbers it shows: each must be the engine's (game.Reckoning) —
// what the declarer needed of the pack, his pile and its count in threes
// or pairs, the band and its factor, the value, the rounding, the
// announcement, the payments — in the order the panel says them; the
// counting it names must be the engine's. The same holds for the panel
// told to nobody (watch mode).
func TestResultPanelNumbersFromEngine(t *testing.T) {
	t.Cleanup(func() { SetLanguage(store.LanguageEnglish) })
	c := newTestTable(t, Options{Seed: 1})
	deals := allSettlementDeals(t)
	failed, told := 0, map[string]bool{} // one example per rule set
	kinds := map[game.SettleKind]bool{}
	for _, lang := range []string{store.LanguageEnglish, store.LanguageGerman} {
		SetLanguage(lang)
		for _, d := range deals {
			r, st := d.rules, d.st
			k := st.Reckoning()
			kinds[k.Kind] = true
			want := settlementNumbers(k)
			texts := uitest.Texts(newResultPanel(c, &st))
			// the title, then the lines and the pay line, then the
			// running totals of the table's own sitting and the buttons
			end := slices.IndexFunc(texts, func(s string) bool { return strings.HasPrefix(s, tr("Running totals: ")) })
			if end < 2 {
				t.Fatalf("%v: no running totals in the panel %q", r.OptionIDs(), texts)
			}
			shown := texts[1:end]
			s := explainDeal(&st, c.names, c.personSeat())
			if !slices.Equal(shown, append(slices.Clone(s.Lines), strings.Join(s.Pays, "    "))) {
				t.Fatalf("%v: the panel shows %q, the settlement says %q", r.OptionIDs(), shown, s.Lines)
			}
			for _, me := range []game.Seat{c.personSeat(), game.NoSeat} {
				said := explainDeal(&st, c.names, me)
				lines := append(slices.Clone(said.Lines), said.Pays...)
				got := numbersSaid(k, lines)
				words := strings.Join(lines, "\n")
				var wrongWord string
				if k.Kind == game.SettleNormal || k.Kind == game.SettleRaeuber {
					cnt := k.Pile.Counting
					if k.Kind == game.SettleRaeuber {
						cnt = k.Raeuber.Counting
					}
					if !strings.Contains(words, countingWords[lang][cnt]) || strings.Contains(words, countingWords[lang][1-cnt]) {
						wrongWord = fmt.Sprintf("the counting is in %v, ", cnt)
					}
				}
				if wrongWord != "" || !slices.Equal(got, want) {
					failed++
					if id := fmt.Sprint(r.Players, r.OptionIDs(), r.Scoring); !told[id] && len(told) < 8 {
						told[id] = true
						t.Errorf("%v, %s, %s, seat %d: %sthe panel says the numbers\n  %v\nthe engine's are\n  %v\n%s",
							r.OptionIDs(), k.Contract.Info().German, lang, me, wrongWord, got, want, words)
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d settlements say a number that is not the engine's", failed, 4*len(deals))
	}
	for _, kd := range []game.SettleKind{game.SettleNormal, game.SettleSpecial, game.SettleRaeuber, game.SettleDrescher, game.SettleChallenge} {
		if !kinds[kd] {
			t.Errorf("no deal settled as kind %d", kd)
		}
	}
	t.Logf("%d deals under %d rule sets", len(deals), len(settlementRulesets()))
}
