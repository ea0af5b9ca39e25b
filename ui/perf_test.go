package ui

import (
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// tableMidPlay opens a table and plays until the human is to play a card
// with a full hand's worth of cards on the table.
func tableMidPlay(t testing.TB, seed uint64) *Controller {
	for s := seed; s < seed+50; s++ {
		c := newTestTable(t, Options{Seed: s, Pace: PaceInstant})
		rng := rand.New(rand.NewPCG(s, 2))
		for i := 0; i < 40; i++ {
			v := c.view()
			if v.Phase() == game.Playing && v.MyTurn() {
				return c
			}
			if v.Phase() == game.Done {
				break
			}
			humanMove(t, c, rng)
		}
	}
	t.Fatal("no deal reached the play")
	return nil
}

// TestMeasureDrop logs how long it takes from the drop of a card to the
// card lying in the trick, drawn (layout, bots' answers and a software
// render of the whole window). It measures; it does not judge.
func TestMeasureDrop(t *testing.T) {
	var total, logic time.Duration
	n := 0
	for seed := uint64(1); seed <= 5; seed++ {
		c := tableMidPlay(t, seed)
		// the bots think in goroutines (as in the real window) and never
		// answer here: the time is the table's alone
		c.run = newRunner(false)
		bb := &blockingBot{release: make(chan struct{}), asked: make(chan struct{}, 4)}
		for s := 1; s < 4; s++ {
			c.bots[s] = bb
		}
		v := c.view()
		card := v.LegalCards().Lowest()
		w := handCard(t, c, card)
		t0 := time.Now()
		dragToTrick(c, w)
		t1 := time.Now()
		c.win.Canvas().Capture()
		t2 := time.Now()
		c.gen++ // the blocked answer is stale
		close(bb.release)
		played := false
		v2 := c.view()
		for _, tr := range v2.Tricks() {
			played = played || tr.Set().Has(card)
		}
		if !played {
			t.Fatalf("%v was not played", card)
		}
		logic += t1.Sub(t0)
		total += t2.Sub(t0)
		n++
	}
	t.Logf("drop → card in the trick: %v for the table to take it (engine, layout, bot asked), %v with the window drawn (software renderer), mean of %d",
		logic/time.Duration(n), total/time.Duration(n), n)
}

// TestMeasureResize logs how long the table takes after a resize with at
// least 25 cards visible: the work on the Fyne thread (layout and card
// images) with cold art (every card rasterised on the spot), with the
// production cache (old images scaled at once, exact ones drawn in the
// background) and with warm art; and the software renderer's full redraw.
func TestMeasureResize(t *testing.T) {
	c := tableMidPlay(t, 1)
	cards := len(c.table.visibleCards())
	if cards < 25 {
		t.Fatalf("only %d cards visible", cards)
	}
	sizes := []fyne.Size{{Width: 1100, Height: 700}, {Width: 1400, Height: 880}, {Width: 960, Height: 640}, {Width: 1280, Height: 800}}
	resize := func(s fyne.Size) time.Duration {
		t0 := time.Now()
		c.win.Resize(s)
		d := time.Since(t0)
		for _, w := range c.table.visibleCards() {
			r := w.renderer()
			_, cs := r.cardRect(w.Size())
			if want := int(cs.Width*c.table.scale() + 0.5); r.pxW != want {
				t.Fatalf("card laid out for %d px, shown at %d px", r.pxW, want)
			}
		}
		return d
	}
	mean := func(f func(fyne.Size) time.Duration) time.Duration {
		var sum time.Duration
		for _, s := range sizes {
			sum += f(s)
		}
		return sum / time.Duration(len(sizes))
	}
	c.table.art = newArtCache(defaultArt(), syncRunner{post: fyne.Do})
	cold := mean(resize)
	warm := mean(resize)
	c.table.art = newArtCache(defaultArt(), syncRunner{post: fyne.Do})
	resize(fyne.NewSize(1280, 800)) // one size known, as after start
	// the exact images come back through the program's runner, whose post
	// the test driver would run on the drawing goroutine: collect them and
	// run them here
	var mu sync.Mutex
	var queued []func()
	c.table.art.run = goRunner{post: func(f func()) {
		mu.Lock()
		queued = append(queued, f)
		mu.Unlock()
	}}
	var async, settle time.Duration
	for _, s := range sizes {
		t0 := time.Now()
		c.win.Resize(s)
		async += time.Since(t0)
		c.table.art.bg.Wait()
		mu.Lock()
		fs := queued
		queued = nil
		mu.Unlock()
		for _, f := range fs {
			f()
		}
		settle += time.Since(t0)
	}
	async /= time.Duration(len(sizes))
	draw := mean(func(s fyne.Size) time.Duration {
		t0 := time.Now()
		c.win.Resize(s)
		c.win.Canvas().Capture()
		return time.Since(t0)
	})
	t.Logf("resize with %d cards visible, mean over %d sizes: cold art %v, production cache %v (exact images all drawn in the background after %v), warm %v; with a full software redraw %v",
		cards, len(sizes), cold, async, settle/time.Duration(len(sizes)), warm, draw)
}

// BenchmarkResize is the resize of TestMeasureResize as a benchmark,
// alternating two known sizes.
func BenchmarkResize(b *testing.B) {
	c := tableMidPlay(b, 1)
	sizes := []fyne.Size{{Width: 1100, Height: 700}, {Width: 1280, Height: 800}}
	i := 0
	for b.Loop() {
		c.win.Resize(sizes[i%2])
		c.win.Canvas().Capture()
		i++
	}
}

// TestMeasurePackSwitch logs how long switching the card design takes with
// every card on the table drawn afresh.
func TestMeasurePackSwitch(t *testing.T) {
	c := tableMidPlay(t, 2)
	var sum time.Duration
	packs := c.table.art.src.Packs()
	for _, p := range packs {
		t0 := time.Now()
		c.table.SetPack(p)
		sum += time.Since(t0)
	}
	t.Logf("pack switch with %d cards on the table: %v mean over %d packs",
		len(c.table.visibleCards()), sum/time.Duration(len(packs)), len(packs))
}
