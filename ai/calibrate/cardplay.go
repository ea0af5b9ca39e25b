package calibrate

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/arena"
	"github.com/cego-spiel/cego/ai/internal/cputime"
	"github.com/cego-spiel/cego/ai/internal/measure"
	"github.com/cego-spiel/cego/game"
)

// calCardPlay measures card play in a game counted in card points (Cego,
// Solo, Gegensolo, the Cego ladder) with little noise: the same spots, each
// a deal at its first card with the contract declared after the field's
// auction and exchange, played out once with A's bots and once with B's in
// the seats of one side (-side declarer or defence) and the field's in the
// others (pairedPlay); it prints both sides' mean settlement a play (a
// seat of the side) and the paired difference A − B with its 95 %
// interval, the standard deviation of the differences and how many spots a
// difference of ±0.2 a play needs. The search bots play without their time
// cap and with one worker unless -timecap, so that the numbers depend on
// the seed alone. An
// interrupt (Ctrl-C, SIGTERM) or -time starts no further deal and reports
// the spots played.
func calCardPlay(args []string, w io.Writer) error {
	fs := measure.Flags("cardplay", w)
	spots := fs.Int("spots", 0, "spots to play (required)")
	contract := fs.String("contract", "cego", "the contract (its §16 token: cego, solo, gegensolo, einer, …): a game counted in card points")
	side := fs.String("side", "declarer", "the side whose card play is compared: declarer or defence")
	aName := fs.String("a", ai.Expert.String(), "the side's bots of the first play (an arena player: "+strings.Join(arena.EntrantNames, ", ")+", expert-own:…, a variant of Normal)")
	bName := fs.String("b", ai.Normal.String(), "the side's bots of the second play")
	fieldName := fs.String("field", ai.Normal.String(), "the bots of the other seats, and of every seat in the auction and exchange")
	players := fs.Int("players", 4, "players at the table (3 or 4)")
	seed := fs.Uint64("seed", 1, "seed of the deals")
	workers := fs.Int("workers", 0, "deals played at once (0: one per CPU); the numbers do not depend on it")
	timeCap := fs.Bool("timecap", false, "the search bots keep their time cap per decision (then the play depends on the machine's load)")
	limit := fs.Duration("time", 0, "start no deal after this long and report the spots played (0: no limit)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	p, err := cardPlaySetup(*spots, *contract, *side, *players, *timeCap, *aName, *bName, *fieldName)
	if err != nil {
		return err
	}
	if *limit < 0 {
		return fmt.Errorf("-time %v: not negative", *limit)
	}
	p.seed, p.workers = *seed, *workers
	stop := make(chan struct{})
	p.stop = stop
	finished := make(chan struct{})
	defer close(finished)
	go stopOnSignal(stop, finished, *limit)
	c0, t0 := cpuNow(), time.Now()
	res, err := p.run()
	if err != nil {
		return err
	}
	reportCardPlay(w, p, cardPlayNames{*aName, *bName, *fieldName, *timeCap}, res, time.Since(t0), cpuNow()-c0)
	return nil
}

// cardPlaySetup checks the flags of calCardPlay and makes its measurement
// (its seed, workers and stop are the caller's to set).
func cardPlaySetup(spots int, token, side string, players int, timeCap bool, a, b, field string) (pairedPlay, error) {
	p := pairedPlay{spots: spots, rules: game.Rules{Players: players}}
	if spots < 1 {
		return p, fmt.Errorf("-spots %d: give at least one spot", spots)
	}
	p.contract = game.ContractByToken(token)
	if p.contract == game.NoContract || !p.contract.Info().Normal {
		return p, fmt.Errorf("-contract %q: not a game counted in card points (cego, solo, gegensolo, einer, …)", token)
	}
	switch side {
	case "declarer":
		p.side = declarerSide
	case "defence":
		p.side = defenceSide
	default:
		return p, fmt.Errorf("-side %q: declarer or defence", side)
	}
	if players != 3 && players != 4 {
		return p, fmt.Errorf("-players %d: 3 or 4", players)
	}
	var err error
	for _, x := range []struct {
		flag, name string
		into       *botMaker
	}{{"-a", a, &p.a}, {"-b", b, &p.b}, {"-field", field, &p.field}} {
		if *x.into, err = cardPlayBot(x.name, timeCap); err != nil {
			return p, fmt.Errorf("%s: %w", x.flag, err)
		}
	}
	return p, nil
}

// cardPlayBot makes the bots of an arena player by its name
// (arena.ParseEntrant), the search bots without their time cap and with
// one worker each unless timeCap (with two, which worker's solver, whose
// table holds what it solved before, meets a deal could decide whether
// the solve reaches its node cap: Expert against itself differed on one
// spot of 60; the deals played at once keep the cores busy); a player that
// sees more than its seat's view is refused.
func cardPlayBot(name string, timeCap bool) (botMaker, error) {
	e, err := arena.ParseEntrant(name, 0)
	if err != nil {
		return nil, err
	}
	if e.Bot == nil {
		return nil, fmt.Errorf("player %q sees the whole deal: only bots that see their seat's view are measured", name)
	}
	if e.Search == nil || timeCap {
		return e.Bot, nil
	}
	cfg := e.Search.Clone()
	cfg.Budget, cfg.Workers = 0, 1
	return func(seed uint64) (ai.Bot, error) { return ai.NewSearchBotWith(cfg, seed), nil }, nil
}

// stopOnSignal closes stop at an interrupt or SIGTERM, or after limit (if
// positive), whichever comes first, unless finished is closed before.
func stopOnSignal(stop, finished chan struct{}, limit time.Duration) {
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(interrupt)
	var after <-chan time.Time
	if limit > 0 {
		t := time.NewTimer(limit)
		defer t.Stop()
		after = t.C
	}
	select {
	case <-interrupt:
		fmt.Fprintln(os.Stderr, "cardplay: stopping after the deals in play")
	case <-after:
	case <-finished:
		return
	}
	close(stop)
}

// cpuNow is the process's CPU time so far (0 where it is not measured).
func cpuNow() time.Duration {
	if cputime.Process == nil {
		return 0
	}
	return cputime.Process()
}
