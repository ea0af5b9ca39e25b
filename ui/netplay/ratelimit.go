package netplay

import "time"

// Every kind of message a seated guest sends is rate limited. What the
// game paces by itself — an accepted act (one per step, on his turn), a
// "ready" for a deal just finished — is taken at once; every idle message
// (a ping, a refused act, a repeated ready, and every end proposal, which
// is told to everybody) counts against its kind's bucket: the burst at
// once, then rate per second. The host reads a faster guest's next
// message only when the bucket allows it, so a flood slows down nobody but
// the flooder — his own socket fills up — and costs the host and the
// others nothing. An honest guest never comes near the limits.
var messageRates = map[string]struct{ burst, rate float64 }{
	TypeAct:   {burst: 50, rate: 50},
	TypeReady: {burst: 10, rate: 2},
	TypeEnd:   {burst: 10, rate: 4},
	TypePing:  {burst: 10, rate: 10},
}

// limiter holds a connection's buckets, one per kind of message. It is
// used by the connection's reader only.
type limiter struct {
	left map[string]float64
	at   map[string]time.Time
}

// take takes one message of kind at now and returns how long the reader
// must wait before handling it (0: at once).
func (l *limiter) take(kind string, now time.Time) time.Duration {
	r, ok := messageRates[kind]
	if !ok {
		return 0 // not a guest's message: refused when handled
	}
	if l.left == nil {
		l.left, l.at = map[string]float64{}, map[string]time.Time{}
	}
	left, seen := l.left[kind], !l.at[kind].IsZero()
	if !seen {
		left = r.burst
	} else {
		left = min(r.burst, left+now.Sub(l.at[kind]).Seconds()*r.rate)
	}
	left--
	l.left[kind], l.at[kind] = left, now
	if left >= 0 {
		return 0
	}
	return time.Duration(-left / r.rate * float64(time.Second))
}
