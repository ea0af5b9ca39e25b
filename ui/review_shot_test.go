package ui

import (
	"flag"
	"image"
	"testing"

	xdraw "golang.org/x/image/draw"

	"fyne.io/fyne/v2/test"
)

var reviewShot = flag.String("review-shot", "", "write the review's picture for the docs to this PNG file")

// TestReviewScreenshot draws the review of a seeded deal, at the trick of
// the person's weakest card, with the Expert replay beside it, and writes
// it (-review-shot docs/screenshot-review.png; skipped otherwise).
func TestReviewScreenshot(t *testing.T) {
	if *reviewShot == "" {
		t.Skip("run with -review-shot FILE")
	}
	// the calls judged with the program's node cap (and no time limit)
	nodes := reviewCallNodes
	c := finishedDeal(t, reviewSeed)
	reviewCallNodes = nodes
	c.showReview()
	rv := c.reviewShown()
	test.Tap(rv.replayB)
	worst := 0
	for i, v := range rv.verdicts {
		if v.Lost > rv.verdicts[worst].Lost {
			worst = i
		}
	}
	rv.showStep(rv.verdicts[worst].Trick)
	c.win.Resize(defaultSize)
	img := c.win.Canvas().Capture()
	b := img.Bounds()
	h := b.Dy() * tourWidth / b.Dx()
	small := image.NewRGBA(image.Rect(0, 0, tourWidth, h))
	xdraw.CatmullRom.Scale(small, small.Bounds(), img, b, xdraw.Src, nil)
	if err := writePNG(*reviewShot, small); err != nil {
		t.Fatal(err)
	}
}
