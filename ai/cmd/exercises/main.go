// Command exercises makes and proves the course's exercises (package
// ai/exercise). Every exercise but "how much is it worth?" is proven under
// hidden information (exercise.ProveHidden): its answer must be best over
// the deals consistent with what the person sees, against every other
// legal answer, significantly and by exercise.MinGain at least.
//
// Two modes, each writing the exercises that hold to -out after every one
// (so a run can be stopped and started again with -resume), a line of
// progress for each position to -log and the totals by kind at the end:
//
//	# prove the exercises of a file again; drop those that do not hold
//	nice -n 15 go run ./ai/cmd/exercises -prove old.json -out ai/exercise/exercises.json -log /tmp/prove.log
//	# play deals from -seed on and add the positions that hold, up to the
//	# quotas (at most -per of one sort: kind, contract, side or call);
//	# -only keeps the deals of some contracts, -force makes one seat (with
//	# -force-two two seats) call a game the bots seldom bid whenever it may
//	nice -n 15 go run ./ai/cmd/exercises -generate -seed 1000 -deals 400 -out /tmp/gen.json -resume -log /tmp/gen.log
//	# the calls of the Cego ladder answered by a hold or a higher rung
//	# (a seat forced to climb bids against seat 0; only the calls where
//	# one of -answers is legal are tried, only those it answers kept)
//	nice -n 15 go run ./ai/cmd/exercises -generate -seed 200000 -deals 5000 -force geiss,zwei-verschiedene -answers mein,eine-leere,zwei-leere,zwei-verschiedene,geiss -kinds call -out /tmp/mein.json
//	# a table of three (RULES §10)
//	nice -n 15 go run ./ai/cmd/exercises -generate -players 3 -seed 500000 -deals 400 -per 8 -out /tmp/three.json
//	# join files: all of the first, then at most -per of a sort, each
//	# record checked (an older one proven again) and graded
//	go run ./ai/cmd/exercises -merge old.json,/tmp/gen.json -per 30 -out ai/exercise/exercises.json
//
// The shipped file was made so: -prove of the 297 exercises of before,
// then -generate from seeds 1000 (and -only from 50000, -force from
// 70000 and 90000, -force -force-two from 130000 and 140000), merged
// with -per 30; then added, merged with -per 30 after it: the ladder's
// calls (-kinds call -answers mein,eine-leere,zwei-leere,
// zwei-verschiedene,geiss -force geiss,zwei-verschiedene,zwei-leere from
// 200000 and 260000–290000; with -force-two -force zwei-verschiedene,geiss
// from 600000, 620000 and 640000), Zwei Verschiedene and the Geiß
// (-force zwei-verschiedene,geiss -force-two -only … from 300000 and
// 300400, -force geiss from 310000), Bettel's declarer (-force bettel
// -null-danger 1.2 to 2 -declarer -lefts … from 420000 to 460000) and
// the table of three (-players 3 -per 8 from 500000; -force
// solo,raeuber,geiss -force-two from 510000). Then, merged with -per 30:
// by three the card in Räuber (-players 3 -force raeuber -seats 0,1,2
// -only Räuber -kinds card from 520000), Vorhand's Räuber or Cego
// (-players 3 -force raeuber -seats 1,2 -kinds call -answers raeuber,cego
// from 540000) and the Geiß's cards (-players 3 -force geiss -seats 0,1,2
// -geiss-hand 16 -only Geiß -kinds card from 870000); the Geiß called
// (-force zwei-verschiedene -seats 0,1 -kinds call -answers geiss: by
// three -geiss-hand 22 from 830000, at four -geiss-hand 27 from 1000000
// and 26 from 2000000 and 4000000, a million deals and more a run: the
// filter is cheap, a hand that makes the Geiß right rare).
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

type options struct {
	prove    string
	generate bool
	seed     uint64
	deals    int
	per      int
	worths   int
	out      string
	log      string
	resume   bool
	relevel  bool
	only     string
	merge    string
	force    string
	forceTwo bool
	players  int
	answers  string
	kinds    string
	trumps   int
	lefts    string
	declares bool
	danger   float64
	geiss    int
	seats    string
}

func main() {
	var o options
	flag.StringVar(&o.prove, "prove", "", "prove the exercises of this file again and keep those that hold")
	flag.BoolVar(&o.generate, "generate", false, "play deals and add the positions that hold")
	flag.Uint64Var(&o.seed, "seed", 1, "the first deal's seed (-generate)")
	flag.IntVar(&o.deals, "deals", 100, "how many deals to play (-generate)")
	flag.IntVar(&o.per, "per", 30, "at most this many exercises of one sort (-generate)")
	flag.IntVar(&o.worths, "worths", 0, "how many \"how much is it worth?\" exercises to add (-generate)")
	flag.StringVar(&o.out, "out", "", "the exercises file to write")
	flag.StringVar(&o.log, "log", "", "the progress file (default: standard error)")
	flag.BoolVar(&o.resume, "resume", false, "start from the exercises already in -out")
	flag.StringVar(&o.only, "only", "", "take positions only from deals of these contracts, comma-separated, by name or token (-generate; e.g. Ultimo,Piccolo or Räuber,zwei-leere)")
	flag.StringVar(&o.merge, "merge", "", "merge these files, comma-separated, in order into -out: the exercises whose proof record holds (exercise.CheckProof), graded again; all of the first file's, then at most -per of a sort")
	flag.StringVar(&o.force, "force", "", "calls, comma-separated (e.g. zwei-leere,bettel): in deal k seat k mod 4 makes the call (k/4 mod their number) whenever it may, and the deal's calls are not asked (-generate)")
	flag.BoolVar(&o.forceTwo, "force-two", false, "with -force, seat k+1 mod 4 is forced too (two seats climb the ladder against each other)")
	flag.IntVar(&o.players, "players", 4, "the table's players, 3 or 4 (-generate)")
	flag.StringVar(&o.answers, "answers", "", "calls, comma-separated (e.g. mein,geiss): ask only the calls where one of them is legal, and add only those whose answer is one of them (-generate)")
	flag.StringVar(&o.kinds, "kinds", "", "kinds, comma-separated (e.g. card,keep): try only the positions of these kinds (-generate)")
	flag.IntVar(&o.trumps, "min-trumps", 0, "with -answers, ask only the calls of a hand of at least this many trumps (the Gstieß counted): the strong hands a hold or a higher rung may suit (-generate)")
	flag.StringVar(&o.lefts, "lefts", "", "ask the card with each of these numbers of cards in hand, comma-separated (e.g. 4,6,8; default: one number a deal and seat) (-generate)")
	flag.BoolVar(&o.declares, "declarer", false, "ask the card only of the declarer (-generate)")
	flag.Float64Var(&o.danger, "null-danger", 0, "with -force, force the seat whose hand is least likely to take a trick (ai.NullDanger, the Gstieß excluded) and only if its risk is at most this: deals worth a Bettel (-generate)")
	flag.IntVar(&o.geiss, "geiss-hand", 0, "with -force, keep only the deals whose Geiß holder sits at seat 2 or later and whose other cards, the Legage a Geiß lays away, count at least this many card points (with -force zwei-verschiedene -seats 0,1 the two climb against each other and the Geiß holder faces Zwei Verschiedene: the Geiß's question) (-generate)")
	flag.StringVar(&o.seats, "seats", "", "with -force, the forced seats in every deal, comma-separated (e.g. 1,2), instead of seat k mod n (and k+1 with -force-two) (-generate)")
	flag.BoolVar(&o.relevel, "relevel", false, "grade the exercises of -out again (exercise.LevelOf) and write them back")
	flag.Parse()
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "exercises:", err)
		os.Exit(1)
	}
}

// tally counts the positions tried and the exercises kept, by kind.
type tally struct {
	tried, kept, dropped map[exercise.Kind]int
}

func (t *tally) String() string {
	var ks []string
	for k := range t.tried {
		ks = append(ks, string(k))
	}
	sort.Strings(ks)
	s := ""
	for _, k := range ks {
		kk := exercise.Kind(k)
		s += fmt.Sprintf("%s: %d made, %d hold, %d dropped\n", k, t.tried[kk], t.kept[kk], t.dropped[kk])
	}
	return s
}

func run(o options) error {
	if o.out == "" {
		return errors.New("-out is needed")
	}
	if o.merge != "" {
		return merge(o)
	}
	if o.relevel {
		ex, err := read(o.out)
		if err != nil {
			return err
		}
		for i := range ex {
			if ex[i].Kind != exercise.Worth {
				ex[i].Level = exercise.LevelOf(&ex[i])
			}
		}
		return write(ex, o.out)
	}
	if (o.prove == "") == !o.generate {
		return errors.New("give -prove FILE or -generate")
	}
	logw := io.Writer(os.Stderr)
	if o.log != "" {
		f, err := os.OpenFile(o.log, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		logw = f
	}
	var ex []exercise.Exercise
	if o.resume {
		var err error
		if ex, err = read(o.out); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	s := solver.New(20, exercise.NodeCap)
	t := tally{map[exercise.Kind]int{}, map[exercise.Kind]int{}, map[exercise.Kind]int{}}
	var err error
	if o.prove != "" {
		err = proveFile(o, ex, s, &t, logw)
	} else {
		err = generate(o, ex, s, &t, logw)
	}
	fmt.Fprint(logw, t.String())
	return err
}

// proveFile proves the exercises of o.prove again.
func proveFile(o options, ex []exercise.Exercise, s *solver.Solver, t *tally, logw io.Writer) error {
	in, err := read(o.prove)
	if err != nil {
		return err
	}
	have := map[string]bool{}
	for _, e := range ex {
		have[e.ID] = true
	}
	for i := range in {
		e := in[i]
		if have[e.ID] {
			continue
		}
		t0 := time.Now()
		t.tried[e.Kind]++
		if e.Kind == exercise.Worth {
			if err := exercise.Prove(&e, s); err != nil {
				t.dropped[e.Kind]++
				fmt.Fprintf(logw, "%s: dropped: %v\n", e.ID, err)
				continue
			}
			t.kept[e.Kind]++
			ex = append(ex, e)
			continue
		}
		if e.Kind == exercise.Call {
			if e, err = exercise.CallPosition(&e); err != nil {
				t.dropped[e.Kind]++
				fmt.Fprintf(logw, "%s: dropped: %v\n", e.ID, err)
				continue
			}
		}
		p, err := exercise.ProveHidden(&e, s)
		if err != nil {
			t.dropped[e.Kind]++
			fmt.Fprintf(logw, "%s %s: dropped (%.1fs): %v\n", e.ID, e.Answer, time.Since(t0).Seconds(), err)
			continue
		}
		e.Proof = &p
		e.Also = exercise.SameOptions(&p)
		t.kept[e.Kind]++
		ex = append(ex, e)
		fmt.Fprintf(logw, "%s %s: holds (%.1fs)\n", e.ID, e.Answer, time.Since(t0).Seconds())
		if err := write(ex, o.out); err != nil {
			return err
		}
	}
	return write(ex, o.out)
}

// sortOf is the sort an exercise counts against -per: its kind, and its
// contract and side (a card), its answer (a call) or its contract.
func sortOf(e *exercise.Exercise) string {
	st, _, err := e.Position()
	if err != nil {
		return string(e.Kind)
	}
	three := ""
	if st.Players() == 3 {
		three = "three: "
	}
	switch e.Kind {
	case exercise.Call:
		return three + "call " + e.Answer + " at " + callStep(&st)
	case exercise.Card:
		side := "defending"
		switch {
		case st.Contract().Info().Solitary:
			side = "playing"
		case st.Declarer() == 0:
			side = "declaring"
		}
		return fmt.Sprintf("%scard %v %s", three, st.Contract(), side)
	}
	return fmt.Sprintf("%s%s %v", three, e.Kind, st.Contract())
}

// merge writes the exercises of the files o.merge, in order, to o.out:
// every "how much" and every other whose proof record holds (a record
// that does not fit, of an older method, is made again), each graded by
// exercise.LevelOf: all of the first file's (the shipped ones, whose ids
// the course's progress keeps), then at most o.per of a sort; and the
// count of each sort to standard output.
func merge(o options) error {
	s := solver.New(20, exercise.NodeCap)
	var ex []exercise.Exercise
	have := map[string]bool{}
	count := map[string]int{}
	for n, f := range strings.Split(o.merge, ",") {
		in, err := read(f)
		if err != nil {
			return err
		}
		for i := range in {
			e := in[i]
			if have[e.ID] {
				continue
			}
			srt := sortOf(&e)
			if e.Kind != exercise.Worth {
				if err := exercise.CheckProof(&e); err != nil {
					// proven again (a record of an older method)
					p, perr := exercise.ProveHidden(&e, s)
					if perr != nil {
						fmt.Printf("%s: left out: %v; proven again: %v\n", e.ID, err, perr)
						continue
					}
					e.Proof = &p
					e.Also = exercise.SameOptions(&p)
				}
				if n > 0 && count[srt] >= o.per {
					continue
				}
				e.Level = exercise.LevelOf(&e)
			}
			have[e.ID] = true
			count[srt]++
			ex = append(ex, e)
		}
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Printf("%s: %d\n", k, count[k])
	}
	fmt.Printf("%d exercises\n", len(ex))
	return write(ex, o.out)
}

// callStep names the question of the auction at st by the calls it
// allows: mein, the Ultimo, Solo, Gegensolo or special-game question, or
// the ladder.
func callStep(st *game.State) string {
	legal := st.Legal()
	for _, c := range []struct {
		a    game.Action
		name string
	}{{game.Mein, "mein"}, {game.CallUltimo, "ultimo"}, {game.CallSolo, "solo"}, {game.CallGegensolo, "gegensolo"},
		{game.CallPiccolo, "special"}, {game.CallBettel, "special"}, {game.CallRaeuber, "raeuber"}} {
		if slices.Contains(legal, c.a) {
			return c.name
		}
	}
	return "ladder"
}

// generate plays o.deals deals from o.seed on and adds every position,
// seen from each seat, whose exercise holds, up to o.per of each sort.
func generate(o options, ex []exercise.Exercise, s *solver.Solver, t *tally, logw io.Writer) error {
	var answers []game.Action
	if o.answers != "" {
		for _, w := range strings.Split(o.answers, ",") {
			a, err := game.ParseAction(w)
			if err != nil {
				return err
			}
			answers = append(answers, a)
		}
	}
	var only []game.Contract
	if o.only != "" {
		for _, w := range strings.Split(o.only, ",") {
			c := contractNamed(w)
			if c == game.NoContract {
				return fmt.Errorf("-only: no contract %q", w)
			}
			only = append(only, c)
		}
	}
	count := map[string]int{}
	have := map[string]bool{}
	for i := range ex {
		have[ex[i].ID] = true
		count[sortOf(&ex[i])]++
	}
	if o.worths > 0 {
		w, err := exercise.GenerateWorths(o.seed, o.worths)
		if err != nil {
			return err
		}
		for _, e := range w {
			if !have[e.ID] {
				ex = append(ex, e)
				have[e.ID] = true
			}
		}
	}
	for k := o.seed; k < o.seed+uint64(o.deals); k++ {
		var sc game.Script
		var end game.State
		var err error
		var seats []game.Seat
		call := game.Pass
		if o.force != "" {
			calls := strings.Split(o.force, ",")
			var perr error
			if call, perr = game.ParseAction(calls[int(k/4)%len(calls)]); perr != nil {
				return perr
			}
			n := uint64(o.players)
			seats = []game.Seat{game.Seat(k % n)}
			if o.danger > 0 {
				s, ok := safestSeat(k, o.players, o.danger)
				if !ok {
					continue
				}
				seats = []game.Seat{s}
			}
			if o.forceTwo {
				seats = append(seats, game.Seat((k+1)%n))
			}
			if o.seats != "" {
				if seats, perr = seatList(o.seats, o.players); perr != nil {
					return perr
				}
			}
			if o.geiss > 0 && !geissHand(k, o.players, o.geiss) {
				continue
			}
		}
		// the auction first: its contract is all -only needs to know,
		// and all the calls' positions need
		sc, end, err = exercise.PlayAuctionOf(k, o.players, seats, call)
		if err != nil {
			return err
		}
		if o.only != "" && !slices.Contains(only, end.Contract()) {
			fmt.Fprintf(logw, "deal %d: %v, not among -only\n", k, end.Contract())
			continue
		}
		if o.kinds != string(exercise.Call) {
			if sc, end, err = exercise.PlayDealOf(k, o.players, seats, call); err != nil {
				return err
			}
		}
		for seat := range o.players {
			lefts := []int{2 + int((k+uint64(seat))%5)}
			if o.lefts != "" {
				lefts = nil
				for _, w := range strings.Split(o.lefts, ",") {
					n, err := strconv.Atoi(w)
					if err != nil {
						return fmt.Errorf("-lefts: %w", err)
					}
					lefts = append(lefts, n)
				}
			}
			var pos []exercise.Position
			for i, left := range lefts {
				ps, err := exercise.Positions(k, seat, exercise.Rotated(sc, seat), left)
				if err != nil {
					return fmt.Errorf("deal %d seat %d: %w", k, seat, err)
				}
				for _, p := range ps {
					if i == 0 || p.Kind == exercise.Card {
						pos = append(pos, p) // the other kinds once
					}
				}
			}
			for _, p := range pos {
				if p.Kind == exercise.Card && o.declares && !declares(p.Script) {
					continue
				}
				if p.Kind == exercise.Call && slices.Contains(seats, game.Seat(seat)) {
					continue // the forced call is no exercise
				}
				if o.kinds != "" && !slices.Contains(strings.Split(o.kinds, ","), string(p.Kind)) {
					continue
				}
				if p.Kind == exercise.Call && len(answers) > 0 && !legalAny(p.Script, answers, o.trumps) {
					continue
				}
				if p.Kind != exercise.Call {
					// the sort is known before the proof: skip a full one
					pre := exercise.Exercise{Kind: p.Kind, Script: p.Script}
					if count[sortOf(&pre)] >= o.per {
						continue
					}
				}
				t0 := time.Now()
				t.tried[p.Kind]++
				e, err := exercise.Make(p, s)
				if err != nil {
					t.dropped[p.Kind]++
					fmt.Fprintf(logw, "deal %d seat %d %s: dropped (%.1fs): %v\n", k, seat, p.Kind, time.Since(t0).Seconds(), err)
					continue
				}
				srt := sortOf(&e)
				if e.Kind == exercise.Call && len(answers) > 0 && !slices.ContainsFunc(answers, func(a game.Action) bool { return a.String() == e.Answer }) {
					fmt.Fprintf(logw, "%s %s: holds, not asked for%s\n", e.ID, e.Answer, means(e.Proof))
					t.kept[p.Kind]++
					continue
				}
				if have[e.ID] || count[srt] >= o.per {
					fmt.Fprintf(logw, "%s %s: holds, not added (%s: %d)\n", e.ID, e.Answer, srt, count[srt])
					t.kept[p.Kind]++
					continue
				}
				t.kept[p.Kind]++
				have[e.ID] = true
				count[srt]++
				ex = append(ex, e)
				fmt.Fprintf(logw, "%s %s: holds, added (%s: %d; %.1fs)\n", e.ID, e.Answer, srt, count[srt], time.Since(t0).Seconds())
				if err := write(ex, o.out); err != nil {
					return err
				}
			}
		}
		fmt.Fprintf(logw, "deal %d done; %d exercises\n", k, len(ex))
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Fprintf(logw, "  %s: %d\n", k, count[k])
	}
	return write(ex, o.out)
}

// means lists a proof's candidates with their average settlements.
func means(p *exercise.Proof) string {
	keys := make([]string, 0, len(p.Options))
	for k := range p.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	s := ""
	for _, k := range keys {
		s += fmt.Sprintf(" %s %+.2f", k, p.Options[k].Mean)
	}
	return s
}

// safestSeat is the seat of deal k (a table of players) whose hand is the
// least likely to take a trick, the Gstieß not held (ai.NullDanger); ok
// is false when even its risk is above most.
func safestSeat(k uint64, players int, most float64) (game.Seat, bool) {
	r := game.Rules{Players: players}
	sc := game.Script{Rules: r, Dealer: game.Seat(players - 1), Deck: game.Shuffle(r, k)}
	st, err := sc.Deal()
	if err != nil {
		return 0, false
	}
	best, bd := game.Seat(0), math.Inf(1)
	for s := range game.Seat(players) {
		h := st.Hand(s)
		if d := ai.NullDanger(h, players); !h.Has(game.CardGstiess) && d < bd {
			best, bd = s, d
		}
	}
	return best, bd <= most
}

// contractNamed is the contract of a name ("Räuber", "Zwei Leere") or a
// token of RULES §16.1 ("raeuber", "zwei-leere"), in any case;
// NoContract for none.
func contractNamed(w string) game.Contract {
	if c := game.ContractByToken(w); c != game.NoContract {
		return c
	}
	for c := game.Contract(1); int(c) < game.NumContracts; c++ {
		if strings.EqualFold(c.Info().Name, w) {
			return c
		}
	}
	return game.NoContract
}

// seatList reads the seats of -seats (a table of players).
func seatList(list string, players int) ([]game.Seat, error) {
	var out []game.Seat
	for _, w := range strings.Split(list, ",") {
		n, err := strconv.Atoi(w)
		if err != nil || n < 0 || n >= players {
			return nil, fmt.Errorf("-seats: %q is no seat of a table of %d", w, players)
		}
		out = append(out, game.Seat(n))
	}
	return out, nil
}

// geissHand reports whether in deal k (a table of players) the Geiß is
// held at seat 2 or later — asked after seats 0 and 1 on the Cego
// ladder — by a hand whose other cards, the Legage a Geiß lays away
// (RULES §7), count at least least card points (RULES §3.1).
func geissHand(k uint64, players, least int) bool {
	r := game.Rules{Players: players}
	sc := game.Script{Rules: r, Dealer: game.Seat(players - 1), Deck: game.Shuffle(r, k)}
	st, err := sc.Deal()
	if err != nil {
		return false
	}
	for s := game.Seat(2); int(s) < players; s++ {
		if h := st.Hand(s); h.Has(game.CardGeiss) {
			return r.Counting().Count(h.Remove(game.CardGeiss)) >= least
		}
	}
	return false
}

// declares reports whether seat 0 is the declarer at the end of script.
func declares(script string) bool {
	e := exercise.Exercise{Script: script}
	st, _, err := e.Position()
	return err == nil && exercise.Declares(&st)
}

// legalAny reports whether one of calls is legal at the end of script,
// seat 0 holding at least trumps trumps.
func legalAny(script string, calls []game.Action, trumps int) bool {
	sc, err := game.ParseScript(script)
	if err != nil {
		return false
	}
	st, err := sc.Play()
	if err != nil {
		return false
	}
	return st.Hand(0).Of(game.Trumps).Len() >= trumps && slices.ContainsFunc(calls, st.IsLegal)
}

func read(file string) ([]exercise.Exercise, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var ex []exercise.Exercise
	if err := json.Unmarshal(data, &ex); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return ex, nil
}

// write writes the exercises as JSON to the file out, through a file
// beside it renamed over it (a run stopped midway leaves the last whole
// file).
func write(ex []exercise.Exercise, out string) error {
	ids := map[string]bool{}
	for _, e := range ex {
		if ids[e.ID] {
			return fmt.Errorf("exercise %s twice", e.ID)
		}
		ids[e.ID] = true
	}
	data, err := json.MarshalIndent(ex, "", " ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	tmp := out + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, out)
}
