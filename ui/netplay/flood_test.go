package netplay

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestFloodsCostOthersNothing: a seated guest floods the host with end
// proposals toggled on and off, repeated readies, pings and refused acts
// as fast as his socket takes them, while an honest guest plays a deal
// (one: between deals the table waits for the flooder's own "ready",
// which his flood holds up). The host reads the flood only at its rates; the honest guest gets
// one update per action plus a few for the flooder's proposals (coalesced),
// is never dropped, and each update reaches him promptly (measured).
func TestFloodsCostOthersNothing(t *testing.T) {
	rules := game.Rules{Players: 4}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindBot}, Grace: time.Minute}, nil)
	var proposals atomic.Int64 // the flooder's proposals the host took
	go func() {
		for e := range h.Events() {
			if e.Kind == EventEndProposed && e.Person == 2 {
				proposals.Add(1)
			}
		}
	}()
	addr := h.Addr().String()
	one, two := 1, 2
	honest, hw, err := Dial(context.Background(), addr, Hello{Code: h.Code(), Name: "Honest", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	flooder, _, err := Dial(context.Background(), addr, Hello{Code: h.Code(), Name: "Flood", Seat: &two})
	if err != nil {
		t.Fatal(err)
	}
	var sent atomic.Int64
	stop := make(chan struct{})
	floodStart := time.Now()
	var flood sync.WaitGroup
	for k := range 4 {
		flood.Add(1)
		go func() {
			defer flood.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				var err error
				switch k {
				case 0:
					err = flooder.ProposeEnd(i%2 == 0)
				case 1:
					err = flooder.Ready(1)
				case 2:
					err = flooder.send(&Ping{})
				case 3:
					err = flooder.Act(1, 0, game.Pass)
				}
				if err != nil {
					return
				}
				sent.Add(1)
			}
		}()
	}
	go func() {
		for range flooder.Updates() {
		}
	}()
	go func() {
		for range flooder.Refusals() {
		}
	}()

	var mu sync.Mutex
	published := map[[2]int]time.Time{}
	publishes := 0
	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 4)
	players[1] = h.Seat(1, mustFallBack{t, 1})
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 1, Observe: func(m *game.Sitting) {
		mu.Lock()
		published[[2]int{m.DealNumber(), len(m.Actions())}] = time.Now()
		publishes++
		mu.Unlock()
	}}
	// the honest guest: plays with a bot, says ready, measures how late
	// each update reaches him
	bot := bots(t, 4)[1]
	var worst time.Duration
	updates := 0
	var states []ConnStatus
	done := make(chan struct{})
	go func() {
		defer close(done)
		acted := map[[2]int]bool{}
		handle := func(u Update) {
			updates++
			mu.Lock()
			if at, ok := published[[2]int{u.Deal, u.Seq}]; ok {
				worst = max(worst, time.Since(at))
			}
			mu.Unlock()
			if u.View.Phase() == game.Done {
				honest.Ready(u.Deal)
				return
			}
			if u.Turn == honest.Person() && !acted[[2]int{u.Deal, u.Seq}] {
				acted[[2]int{u.Deal, u.Seq}] = true
				honest.Act(u.Deal, u.Seq, bot.Choose(u.View))
			}
		}
		if hw.Current != nil {
			handle(*hw.Current)
		}
		for u := range honest.Updates() {
			handle(u)
		}
		for s := range honest.States() {
			states = append(states, s.Status)
		}
	}()
	time.Sleep(300 * time.Millisecond) // the flood is on
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := ref.Run(ctx); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	close(stop)
	h.Finish()
	flood.Wait()
	<-done
	if len(states) != 1 || states[0] != HostLeft {
		t.Errorf("the honest guest's connection: %v", states)
	}
	// every publish, plus a few coalesced updates about the flooder's
	// proposals (at most the End rate over the sitting, plus its burst)
	limit := publishes + int(messageRates[TypeEnd].burst) + int(took.Seconds()*messageRates[TypeEnd].rate) + 5
	if updates > limit {
		t.Errorf("the honest guest got %d updates for %d actions (at most %d)", updates, publishes, limit)
	}
	// the host reads what the flooder's socket still holds after the flood
	// stopped: the proposals it took are bounded by the whole time since
	// the flood began, taken when they are counted
	p := proposals.Load()
	since := time.Since(floodStart)
	if most := messageRates[TypeEnd].burst + since.Seconds()*messageRates[TypeEnd].rate + 2; float64(p) > most {
		t.Errorf("the host took %d of the flooder's end proposals in %v (at most %.0f)", p, since, most)
	}
	if worst > 10*time.Second { // far below the grace (30 s); measured: tens of ms
		t.Errorf("an update reached the honest guest %v late", worst)
	}
	t.Logf("the flooder sent %d messages in %v, the host took %d of his end proposals; the honest guest got %d updates for %d publishes, the latest %v after it was published",
		sent.Load(), took, proposals.Load(), updates, publishes, worst)
}

// TestEventsNeverDropped: thousands of events while nobody reads are all
// delivered later, in order.
func TestEventsNeverDropped(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindGuest}}, nil)
	const n = 5000
	for i := range n {
		h.event(Event{Kind: EventReady, Person: 1, Deal: i})
	}
	for i := range n {
		select {
		case e := <-h.Events():
			if e.Kind != EventReady || e.Deal != i {
				t.Fatalf("event %d: %+v", i, e)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("only %d of %d events delivered", i, n)
		}
	}
	h.Close()
	for e := range h.Events() {
		t.Errorf("an extra event %+v", e)
	}
}
