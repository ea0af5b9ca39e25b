//go:build devtools

package ui

import (
	"fmt"
	"image"
	"log"
	"path/filepath"
	"time"

	xdraw "golang.org/x/image/draw"

	"github.com/cego-spiel/cego/game"
)

func init() { devTour = (*Controller).startTour }

// tourShots are the pictures a tour takes, in the order they come.
var tourShots = []string{"auction", "exchange", "play", "result"}

// startTour plays with an autopilot in the human's seat, so the table looks
// exactly as a player sees it (buttons, prompts, the exchange), and takes a
// picture of the auction, the exchange, mid-play and the result panel into
// dir. It deals again until it has all four, then pictures a chapter of the
// course and an exercise (tourCourse) and reports through done.
func (c *Controller) startTour(dir string, done func(error)) {
	taken := map[string]bool{}
	pilot := newBot("normal", c.opts.Seed^0x7075)
	var asked string // the decision the pilot was already asked about
	shoot := func(stage string, then func()) {
		taken[stage] = true
		file := filepath.Join(dir, "screenshot-"+stage+".png")
		c.captureSmall(file, func(err error) {
			if err != nil {
				done(err)
				return
			}
			then()
		})
	}
	finished := func() bool {
		for _, s := range tourShots {
			if !taken[s] {
				return false
			}
		}
		return true
	}
	c.autopilot = func() {
		v := c.view()
		key := fmt.Sprint(c.sitting.DealNumber(), len(c.sitting.Actions()))
		if key == asked {
			return
		}
		asked = key
		g := c.gen
		act := func() {
			if v := c.view(); c.gen == g && v.MyTurn() && fmt.Sprint(c.sitting.DealNumber(), len(c.sitting.Actions())) == key {
				if err := c.humanAction(pilot.Choose(v)); err != nil {
					log.Printf("tour: %v", err)
				}
			}
		}
		stage := ""
		switch {
		case v.Phase() == game.Bidding && len(v.Calls()) >= 2 && len(v.Legal()) >= 2 && !taken["auction"]:
			stage = "auction"
		case v.Phase() == game.Exchanging && v.Legage().Len() == 0 && v.Kept().Len() == v.Contract().Info().Keep-1 && !taken["exchange"]:
			stage = "exchange"
		case v.Phase() == game.Playing && completeTricks(&v) >= 2 && v.CurrentTrick().N >= 2 && !taken["play"]:
			stage = "play"
		}
		if stage != "" {
			shoot(stage, act)
			return
		}
		c.run.After(c.botDelay(), act)
	}
	c.onDealDone = func() {
		next := func() {
			switch {
			case finished():
				c.tourCourse(dir, done)
			case c.sitting.DealNumber() >= 12:
				done(fmt.Errorf("tour: no exchange by the human in %d deals; try another -seed", c.sitting.DealNumber()))
			default:
				c.NextDeal()
			}
		}
		if !taken["result"] {
			shoot("result", next)
			return
		}
		c.run.After(300*time.Millisecond, next)
	}
	c.step()
}

// captureSmall writes a picture of the window scaled to tourWidth.
func (c *Controller) captureSmall(file string, done func(error)) {
	var err error
	c.run.Go(func() {
		time.Sleep(900 * time.Millisecond) // the window shows what was just laid out
		var img image.Image
		img, err = c.capture()
		if err == nil {
			b := img.Bounds()
			h := b.Dy() * tourWidth / b.Dx()
			small := image.NewRGBA(image.Rect(0, 0, tourWidth, h))
			xdraw.CatmullRom.Scale(small, small.Bounds(), img, b, xdraw.Src, nil)
			err = writePNG(file, small)
		}
	}, func() { done(err) })
}
