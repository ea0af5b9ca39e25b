package calibrate

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
)

// run plays the measurement; an action refused or a bot not made ends it
// with an error.
func (p pairedPlay) run() (pairedResult, error) {
	if p.spots < 1 {
		return pairedResult{}, fmt.Errorf("%d spots: give at least one", p.spots)
	}
	workers := p.workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	maxDeals := p.maxDeals
	if maxDeals <= 0 {
		maxDeals = 100*p.spots + 1000
	}
	next := make(chan int)
	done := make(chan dealPlay)
	for range workers {
		go func() {
			for i := range next {
				done <- p.deal(i)
			}
		}()
	}
	var outs []dealPlay
	var errs []error
	found, busy, fed, stopped := 0, 0, 0, false
	for {
		feed := next
		if stopped || found >= p.spots || fed >= maxDeals || len(errs) > 0 {
			feed = nil
			if busy == 0 {
				break
			}
		}
		select {
		case feed <- fed:
			fed++
			busy++
		case o := <-done:
			busy--
			outs = append(outs, o)
			if o.err != nil {
				errs = append(errs, o.err)
			} else if o.ok {
				found++
			}
		case <-p.stopping(stopped):
			stopped = true
		}
	}
	close(next)
	if err := errors.Join(errs...); err != nil {
		return pairedResult{}, err
	}
	slices.SortFunc(outs, func(x, y dealPlay) int { return x.deal - y.deal })
	res := pairedResult{deals: fed}
	for _, o := range outs {
		if o.ok && len(res.spots) < p.spots {
			res.spots = append(res.spots, o.spot)
		}
	}
	if len(res.spots) == p.spots { // the deals up to the last spot, whatever the workers began beyond it
		res.deals = res.spots[p.spots-1].deal + 1
	}
	if len(res.spots) < p.spots && !stopped {
		return res, fmt.Errorf("only %d spots of the %s in %d deals: the field seldom declares it", len(res.spots), p.contract, fed)
	}
	return res, nil
}

// stopping is the stop channel while it has not been seen closed, else
// nil (a receive from nil waits for ever), so that a closed stop is taken
// once.
func (p pairedPlay) stopping(seen bool) <-chan struct{} {
	if seen {
		return nil
	}
	return p.stop
}
