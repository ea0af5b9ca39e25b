package ai

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// pinHashes are the hashes of the actions chosen by each kind of bot on
// fixed deals and seeds (see pinActions), taken before the refactoring of
// issue #32 (the configurations as functions, the calibrations moved out
// of the package): a change that alters any bot's decisions fails here.
// When a bot is changed on purpose, print the new hashes with
// `go test -run TestBotsDecideAsPinned -v ./ai/` and update them here.
var pinHashes = map[string]string{
	"easy/3":                 "c41e7a0237b869cb",
	"easy/4":                 "4175b6ab1f3286a6",
	"expert":                 "74f1bb983a01229a",
	"expert config":          "c9da4c7afeafd1ea",
	"expert estimates":       "bbb697a1d5b088c6",
	"expert-bots3":           "74f1bb983a01229a",
	"expert-bots3 config":    "fd3b6a1e0a91c153",
	"expert-bots3 estimates": "bbb697a1d5b088c6",
	"expert-today":           "9fd3597a34628dcb",
	"expert-today config":    "6a7bd1ed8415061f",
	"expert-today estimates": "663bee406d42d57b",
	"normal-bots3":           "9b90c35e14efbfd4",
	"normal-solo-before":     "3b4b55adc6bd84f8",
	"normal-today":           "5ea405d3099aa05d",
	"normal/3":               "f9798c1e3cbae4ee",
	"normal/4":               "043c0580a08dbd45",
	"random/3":               "54625a80ccf6f93c",
	"random/4":               "2993abc8bad2640f",
	"strong":                 "66410e04a724ca46",
	"strong config":          "c8e0e97d633284e7",
	"strong estimates":       "baf4cfa772f0c8f6",
}

// TestBotsDecideAsPinned plays whole deals with every rule-bot level and a
// variant of Normal, four and three players, and asks the search bots'
// configurations (without a time cap, so deterministic) at decision points
// of the auction, the exchange and card play; the actions' hash must be the
// pinned one. The search bots' estimates (each candidate's mean settlement
// and rate of winning, rounded) are pinned too, on amd64 only: another
// architecture may fuse floating-point operations differently.
func TestBotsDecideAsPinned(t *testing.T) {
	got := map[string]string{}
	for _, players := range []int{4, 3} {
		for _, l := range []Level{Random, Easy, Normal} {
			h := sha256.New()
			for d := range 6 {
				st := game.Deal(game.Rules{Players: players}, game.Seat(d%players), uint64(1000+d))
				var bots []Bot
				for s := range players {
					b, err := New(l, SeatSeed(uint64(1000+d), s))
					if err != nil {
						t.Fatal(err)
					}
					bots = append(bots, b)
				}
				pinPlay(t, h, st, bots)
			}
			got[fmt.Sprintf("%v/%d", l, players)] = fmt.Sprintf("%x", h.Sum(nil)[:8])
		}
	}
	for _, name := range []string{"normal-today", "normal-solo-before", NormalBots3} {
		h := sha256.New()
		for d := range 4 {
			st := game.Deal(game.Rules{}, game.Seat(d%4), uint64(2000+d))
			var bots []Bot
			for s := range 4 {
				b, err := NewVariant(name, SeatSeed(uint64(2000+d), s))
				if err != nil {
					t.Fatal(err)
				}
				bots = append(bots, b)
			}
			pinPlay(t, h, st, bots)
		}
		got[name] = fmt.Sprintf("%x", h.Sum(nil)[:8])
	}
	views := pinViews(t)
	for name, cfg := range map[string]SearchConfig{"strong": StrongConfig(), "expert": ExpertConfig(), "expert-today": ExpertTodayConfig(), "expert-bots3": ExpertBots3Config()} {
		got[name+" config"] = pinConfig(cfg)
		// no cap and one worker: which worker solves a deal could decide
		// whether its solve meets the node cap
		cfg.Budget, cfg.Workers = 0, 1
		h, nums := sha256.New(), sha256.New()
		for i, v := range views {
			b := NewSearchBotWith(cfg, uint64(3000+i))
			an := b.analyze(&v, 0)
			pinWrite(h, an.decision().Action)
			fmt.Fprintf(nums, "%s %d:", an.method, an.samples)
			for _, c := range an.cands {
				fmt.Fprintf(nums, " %v %.2f %.3f", c.Action, c.Expected, c.WinProb)
			}
		}
		got[name] = fmt.Sprintf("%x", h.Sum(nil)[:8])
		if runtime.GOARCH == "amd64" {
			got[name+" estimates"] = fmt.Sprintf("%x", nums.Sum(nil)[:8])
		}
	}
	for k, v := range got {
		if pinHashes[k] != v {
			t.Errorf("%s: hash %s, pinned %s", k, v, pinHashes[k])
		}
	}
	if t.Failed() {
		t.Logf("now: %#v", got)
	}
}

// pinPlay plays st to its end with bots and writes every action into h.
func pinPlay(t *testing.T, h hash.Hash, st game.State, bots []Bot) {
	t.Helper()
	for st.Phase() != game.Done {
		p := st.Turn()
		a := bots[p].Choose(st.View(p))
		if err := st.Apply(a); err != nil {
			t.Fatalf("seat %d chose %v: %v", p, a, err)
		}
		pinWrite(h, a)
	}
	for _, pts := range st.Score() {
		pinWriteInt(h, int64(pts))
	}
}

// pinWrite writes a into h.
func pinWrite(h hash.Hash, a game.Action) { pinWriteInt(h, int64(a)) }

// pinWriteInt writes n's bytes into h.
func pinWriteInt(h hash.Hash, n int64) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(n))
	h.Write(b[:])
}

// pinViews are decision points with a choice of deals of the Normal of
// Bots III (normal-bots3), four players:
// a few of the auction, the exchange and card play each; then, for the
// Ultimo and the Piccolo, auction views where the seat may call it (it then
// calls it) and card play in it, where Expert's own settings for these
// games (OwnWin, CallMargin, Chances, PlayMargin) count.
func pinViews(t *testing.T) []game.View {
	rng := rand.New(rand.NewPCG(7, 7))
	// the frozen Normal's deals (Normal's of then): a change to Normal's
	// play leaves the search bots' views as they were
	rb := newNormalBots3(7)
	var views []game.View
	want := map[game.Phase]int{game.Bidding: 8, game.Exchanging: 4, game.Playing: 16}
	for deal := 0; len(want) > 0 && deal < 200; deal++ {
		st := game.Deal(game.Rules{}, game.Seat(deal%4), rng.Uint64())
		for st.Phase() != game.Done {
			v := st.View(st.Turn())
			if n := want[v.Phase()]; n > 0 && len(v.Legal()) > 1 && rng.IntN(8) == 0 {
				views = append(views, v)
				if want[v.Phase()] = n - 1; n == 1 {
					delete(want, v.Phase())
				}
			}
			if err := st.Apply(rb.Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, c := range []game.Contract{game.Ultimo, game.Piccolo} {
		calls, plays := 2, 6
		for deal := 0; (calls > 0 || plays > 0) && deal < 200; deal++ {
			st := game.Deal(game.Rules{}, game.Seat(deal%4), rng.Uint64())
			called := false
			for st.Phase() != game.Done {
				v := st.View(st.Turn())
				a := rb.Choose(v)
				switch {
				case !called && v.Phase() == game.Bidding && slices.Contains(v.Legal(), c.Info().Call):
					if calls > 0 {
						views = append(views, v)
						calls--
					}
					a, called = c.Info().Call, true
				case v.Phase() == game.Playing && v.Contract() == c && plays > 0 && len(v.Legal()) > 1 && rng.IntN(4) == 0:
					views = append(views, v)
					plays--
				}
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
		if calls > 0 || plays > 0 {
			t.Fatalf("%v: %d calls and %d plays not found", c, calls, plays)
		}
	}
	return views
}

// pinConfig lists a search configuration's values (not its names, so that
// a field may be renamed) in a fixed order, each contract's entries of its
// maps included, and returns their hash.
func pinConfig(cfg SearchConfig) string {
	var b strings.Builder
	fmt.Fprintln(&b, cfg.Samples, cfg.Inference, cfg.Candidates, cfg.Temper, cfg.Budget, cfg.NodeCap,
		cfg.SolveCards, cfg.BandCards, cfg.Rollouts, cfg.Margin, cfg.Workers)
	for c := range game.Contract(game.NumContracts) {
		fmt.Fprintln(&b, c, cfg.OwnPlay[c], cfg.CallMargin[c], cfg.OwnWin[c], cfg.OwnWin3[c], cfg.Chances[c], cfg.PlayMargin[c])
		_, call := cfg.CallMargin[c]
		_, play := cfg.PlayMargin[c]
		fmt.Fprintln(&b, call, play)
	}
	if cfg.Rules != "" { // written only when set: the hashes of before stay
		fmt.Fprintln(&b, cfg.Rules)
	}
	return fmt.Sprintf("%x", sha256.Sum256([]byte(b.String())))[:16]
}
