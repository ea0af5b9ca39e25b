package review

import (
	"context"
	"errors"
	"sync"

	"github.com/cego-spiel/cego/game"
)

// DealConfig bounds the review of a whole deal and says where its
// verdicts go as they are found.
type DealConfig struct {
	// Cards bounds the cards' review (Play) and its Progress gets each
	// card's verdict; Calls likewise the calls' (Calls).
	Cards Config
	Calls CallConfig
	// Exchange bounds the exchange's review (Exchange); ExchangeDone, if
	// set, gets its verdicts as soon as they are all found.
	Exchange     Config
	ExchangeDone func([]ExchangeVerdict)
}

// DealVerdicts are the verdicts on one seat's decisions in a deal.
type DealVerdicts struct {
	Cards    []CardVerdict
	Calls    []CallVerdict
	Exchange []ExchangeVerdict
}

// Deal reviews every decision seat made in a finished deal (start as
// dealt, then actions): its cards (Play), its calls (Calls) and its
// exchange (Exchange), the three side by side, each with its own solver,
// so that on several cores the last verdict comes sooner than with one
// after the other; the verdicts are the same. Each part's progress
// reports come from that part's goroutine (cfg.Cards.Progress,
// cfg.Calls.Progress and cfg.ExchangeDone from three goroutines, each
// from one at a time). The first error of a part stops the others and is
// returned; a stopped ctx stops them all.
func Deal(ctx context.Context, start game.State, actions []game.Action, seat game.Seat, cfg DealConfig) (DealVerdicts, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		out  DealVerdicts
		mu   sync.Mutex
		errs []error
		wg   sync.WaitGroup
	)
	part := func(f func() error) {
		wg.Go(func() {
			if err := f(); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
				cancel()
			}
		})
	}
	part(func() (err error) {
		out.Cards, err = Play(ctx, start, actions, seat, cfg.Cards)
		return err
	})
	part(func() (err error) {
		out.Calls, err = Calls(ctx, start, actions, seat, cfg.Calls)
		return err
	})
	part(func() (err error) {
		out.Exchange, err = Exchange(ctx, start, actions, seat, cfg.Exchange)
		if err == nil && cfg.ExchangeDone != nil {
			cfg.ExchangeDone(out.Exchange)
		}
		return err
	})
	wg.Wait()
	return out, firstCause(errs)
}

// firstCause is the error that stopped a review: the first that is not
// the cancellation the others saw because of it.
func firstCause(errs []error) error {
	for _, err := range errs {
		if !errors.Is(err, context.Canceled) {
			return err
		}
	}
	if len(errs) > 0 {
		return errs[0]
	}
	return nil
}
