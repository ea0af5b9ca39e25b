//go:build devtools && !probe

package ui

import (
	"fmt"
	"log"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/cego-spiel/cego/game"
)

// reviewspeed.go (environment CEGO_REVIEWSPEED=N, in a devtools build)
// measures the review in the real window: an autopilot (the Normal bot)
// plays the person's seat of N deals; after each deal the review is opened
// as the Review button opens it, and the time from there until its last
// verdict is on screen — each card's, each call's, the exchange's — is
// logged, the last deal with the median and the 90th percentile. Then the
// program ends. It is a measurement, not a test; a settings file in a
// folder of its own keeps the person's settings, saves and statistics out
// of it and the first start's welcome (which holds the table) away:
//
//	d=$(mktemp -d); mkdir $d/cego; echo '{"format":1}' >$d/cego/settings.json
//	XDG_CONFIG_HOME=$d CEGO_REVIEWSPEED=20 xvfb-run -a \
//	    go run -tags devtools . -pace instant -seed 1
//
// It uses the hook of the real-input tests' probe (probeStart), which the
// build with the tag probe takes for itself.
func init() {
	if n, err := strconv.Atoi(os.Getenv("CEGO_REVIEWSPEED")); err == nil && n > 0 {
		probeStart = func(c *Controller) { startReviewSpeed(c, n) }
	}
}

// reviewPoll is how often the measurement looks whether the review's
// verdicts have all come, and reviewGiveUp when it stops waiting.
const (
	reviewPoll   = 10 * time.Millisecond
	reviewGiveUp = 3 * time.Minute
)

// reviewTimes are when the last verdict of each part of one review was on
// screen, from the moment the review was opened (0: none to wait for).
type reviewTimes struct {
	cards, calls, exchange, last time.Duration
}

// startReviewSpeed plays deals deals with the autopilot in the person's
// seat and times the review of each.
func startReviewSpeed(c *Controller, deals int) {
	pilot := newBot("normal", c.opts.Seed^0x7075)
	var asked string
	c.autopilot = func() {
		key := fmt.Sprint(c.sitting.DealNumber(), len(c.sitting.Actions()))
		if key == asked {
			return
		}
		asked = key
		g := c.gen
		c.run.After(c.botDelay(), func() {
			if v := c.view(); c.gen == g && v.MyTurn() && fmt.Sprint(c.sitting.DealNumber(), len(c.sitting.Actions())) == key {
				if err := c.humanAction(pilot.Choose(v)); err != nil {
					log.Printf("cego reviewspeed: %v", err)
				}
			}
		})
	}
	var totals []time.Duration
	c.onDealDone = func() {
		// the result panel first, as a person sees it before pressing
		// Review
		c.run.After(300*time.Millisecond, func() {
			st := c.sitting.State()
			role := "defender"
			switch me := c.me(); {
			case st.Declarer() == me:
				role = "declarer"
			case me == game.NoSeat:
				role = "out"
			}
			what := fmt.Sprintf("deal %2d (%v, seat %d %s)", c.sitting.DealNumber(), st.Contract(), c.me(), role)
			timeReview(c, func(t reviewTimes, err error) {
				if err != nil {
					log.Printf("cego reviewspeed: %s: %v", what, err)
				} else {
					log.Printf("cego reviewspeed: %s: cards %v, calls %v, exchange %v, last verdict %v", what,
						t.cards.Round(time.Millisecond), t.calls.Round(time.Millisecond), t.exchange.Round(time.Millisecond), t.last.Round(time.Millisecond))
					totals = append(totals, t.last)
				}
				c.closeReview()
				if c.sitting.DealNumber() < deals {
					c.NextDeal()
					return
				}
				slices.Sort(totals)
				q := func(p float64) time.Duration {
					if len(totals) == 0 {
						return 0
					}
					i := int(float64(len(totals))*p+0.999999) - 1
					return totals[max(0, min(i, len(totals)-1))].Round(time.Millisecond)
				}
				log.Printf("cego reviewspeed: %d deals reviewed: last verdict median %v, 90th percentile %v, most %v", len(totals), q(0.5), q(0.9), q(1))
				os.Exit(0)
			})
		})
	}
	c.step()
}

// timeReview opens the review of the deal just finished and reports, on
// the Fyne thread, when each part's last verdict was on screen.
func timeReview(c *Controller, done func(reviewTimes, error)) {
	t0 := time.Now()
	c.showReview()
	rv := c.review
	if rv == nil {
		done(reviewTimes{}, fmt.Errorf("the review did not open"))
		return
	}
	var t reviewTimes
	var poll func()
	poll = func() {
		now := time.Since(t0)
		if c.review != rv {
			done(t, fmt.Errorf("the review was closed"))
			return
		}
		cards, calls, exchange := rv.Shown()
		if t.cards == 0 && cards {
			t.cards = now
		}
		if t.calls == 0 && calls {
			t.calls = now
		}
		if t.exchange == 0 && exchange {
			t.exchange = now
		}
		if t.cards > 0 && t.calls > 0 && t.exchange > 0 {
			t.last = max(t.cards, t.calls, t.exchange)
			done(t, nil)
			return
		}
		if now > reviewGiveUp {
			done(t, fmt.Errorf("no last verdict within %v (status: %q)", reviewGiveUp, rv.Status()))
			return
		}
		c.run.After(reviewPoll, poll)
	}
	poll()
}
