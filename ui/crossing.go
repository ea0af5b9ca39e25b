package ui

import (
	"time"

	"fyne.io/fyne/v2"
)

// runner carries work between the Fyne thread and the rest of the
// program: the one crossing into the window. The program's runner
// (goRunner) thinks on goroutines, waits with real timers and enters the
// window through fyne.Do; the tests' runner (syncRunner) does everything at
// once on the caller's goroutine, waits for nothing and animates nothing.
// The controller's flow is the same with both.
type runner interface {
	// Go runs work off the Fyne thread and then then on it.
	Go(work, then func())
	// After runs f on the Fyne thread once d has passed.
	After(d time.Duration, f func())
	// Post runs f on the Fyne thread; it may be called from any goroutine.
	Post(f func())
	// Wait is how long this runner lets d last: d, or none at all.
	Wait(d time.Duration) time.Duration
}

// goRunner is the program's runner: goroutines, real timers, and post
// (fyne.Do) into the window.
type goRunner struct {
	post func(func())
}

func (r goRunner) Go(work, then func()) {
	go func() {
		work()
		r.post(then)
	}()
}

func (r goRunner) After(d time.Duration, f func()) {
	time.AfterFunc(d, func() { r.post(f) })
}

func (r goRunner) Post(f func()) { r.post(f) }

func (goRunner) Wait(d time.Duration) time.Duration { return d }

// syncRunner is the tests' runner: work, its answer and every timer run at
// once on the caller's goroutine (the test's, which is the Fyne thread of
// Fyne's test driver), with no delay and no animation. post brings events
// from other goroutines (a network link's) in: fyne.Do, which the test
// driver runs where it is called, or a queue the test runs itself.
type syncRunner struct {
	post func(func())
}

func (syncRunner) Go(work, then func()) {
	work()
	then()
}

func (syncRunner) After(_ time.Duration, f func()) { f() }

func (r syncRunner) Post(f func()) { r.post(f) }

func (syncRunner) Wait(time.Duration) time.Duration { return 0 }

// newRunner is the program's runner, or with synchronous the tests'.
func newRunner(synchronous bool) runner {
	if synchronous {
		return syncRunner{post: fyne.Do}
	}
	return goRunner{post: fyne.Do}
}

// current captures the sitting being played now: the function it returns
// runs f (on the Fyne thread) only while that sitting still is the one
// played, and does nothing once a new sitting started (c.gen). It is the
// one staleness check of everything that comes back later.
func (c *Controller) current(f func()) func() {
	g := c.gen
	return func() {
		if c.gen == g {
			f()
		}
	}
}

// background runs work off the Fyne thread and then then on it, unless a
// new sitting started meanwhile.
func (c *Controller) background(work, then func()) {
	c.run.Go(work, c.current(then))
}

// later runs f on the Fyne thread once d (as the runner waits) has passed,
// unless a new sitting started meanwhile.
func (c *Controller) later(d time.Duration, f func()) {
	c.run.After(d, c.current(f))
}

// toWindow returns the way into the window for long work's progress
// reports: any goroutine may call post, which runs f on the Fyne thread
// unless a new sitting started since toWindow was called.
func (c *Controller) toWindow() (post func(f func())) {
	g := c.gen
	return func(f func()) {
		c.run.Post(func() {
			if c.gen == g {
				f()
			}
		})
	}
}

// post runs f on the Fyne thread whatever the sitting: for what outlives a
// sitting (a network table's events, a connection, a dialog about the
// disk).
func (c *Controller) post(f func()) { c.run.Post(f) }
