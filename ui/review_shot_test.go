package ui

import (
	"context"
	"flag"
	"image"
	"testing"

	xdraw "golang.org/x/image/draw"

	"fyne.io/fyne/v2/test"

	airev "github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/reviewscreen"
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
	nodes := reviewscreen.CallNodes
	c := finishedDeal(t, reviewSeed)
	reviewscreen.CallNodes = nodes
	c.showReview()
	rv := c.reviewShown()
	test.Tap(uitest.FindButton(t, rv.Root(), "Replay with Expert in my seat"))
	// the review's verdicts, as it found them (no time limit)
	start, acts, err := dealStart(c.sitting)
	if err != nil {
		t.Fatal(err)
	}
	vs, err := airev.Play(context.Background(), start, acts, human, airev.Config{})
	if err != nil || len(vs) == 0 {
		t.Fatalf("%d verdicts: %v", len(vs), err)
	}
	worst := 0
	for i, v := range vs {
		if v.Lost > vs[worst].Lost {
			worst = i
		}
	}
	rv.ShowStep(vs[worst].Trick)
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
