package ui

import (
	"image"
	"image/draw"
	"sync"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
)

// artSource draws card faces and backs as images of a given pixel width
// (height follows the 63 × 110 ratio). Package assets is the real source.
type artSource interface {
	Packs() []string
	Face(pack string, c game.Card, widthPx int) (image.Image, error)
	Back(pack string, widthPx int) (image.Image, error)
}

// widthStep rounds requested pixel widths up to a multiple of this, so a
// window being dragged larger does not fill the cache with every width.
const widthStep = 16

type artKey struct {
	pack string
	card game.Card // game.NoCard: the back
}

// artCache keeps every image drawn, per pack, card and pixel width, and
// answers a request at once: with the exact image when it has it, otherwise
// with the nearest width it has while the exact one is drawn in the
// background (ready is then called on the Fyne thread). Only the very first
// image of a card is drawn on the caller's goroutine, so there is always
// something to show.
type artCache struct {
	src artSource
	// run is the controller's crossing: the callbacks of a drawing done in
	// the background come back through it (with the tests' synchronous
	// runner every size is drawn at once on the caller's goroutine instead)
	run runner

	mu      sync.Mutex
	imgs    map[artKey]map[int]image.Image
	pending map[artKey]map[int][]func()
	warmed  map[artKey]bool // (pack, width) already prewarmed

	// bg counts drawings in the background, until their callbacks are handed
	// to the runner (tests wait for it)
	bg sync.WaitGroup
}

// newArtCache is an empty cache of src's pictures that draws and answers
// through run.
func newArtCache(src artSource, run runner) *artCache {
	return &artCache{src: src, run: run, imgs: map[artKey]map[int]image.Image{}, pending: map[artKey]map[int][]func(){}}
}

// atOnce: every picture is drawn on the caller's goroutine (the tests'
// synchronous runner).
func (a *artCache) atOnce() bool {
	_, ok := a.run.(syncRunner)
	return ok
}

func quantize(px int) int {
	if px < widthStep {
		return widthStep
	}
	return (px + widthStep - 1) / widthStep * widthStep
}

func (a *artCache) draw(k artKey, w int) image.Image {
	var img image.Image
	var err error
	if k.card == game.NoCard {
		img, err = a.src.Back(k.pack, w)
	} else {
		img, err = a.src.Face(k.pack, k.card, w)
	}
	if err != nil || img == nil {
		fyne.LogError("card art "+k.pack+" "+k.card.String(), err)
		img = fallbackFace(k.card, w)
	}
	// Fyne's GL painter uploads *image.RGBA as it is and converts anything
	// else on every upload
	if _, ok := img.(*image.RGBA); !ok {
		rgba := image.NewRGBA(img.Bounds())
		draw.Draw(rgba, rgba.Rect, img, img.Bounds().Min, draw.Src)
		img = rgba
	}
	return img
}

func (a *artCache) store(k artKey, w int, img image.Image) {
	a.mu.Lock()
	defer a.mu.Unlock()
	m := a.imgs[k]
	if m == nil {
		m = map[int]image.Image{}
		a.imgs[k] = m
	}
	m[w] = img
}

// takeWaiters removes and returns the callbacks waiting for (k, w).
func (a *artCache) takeWaiters(k artKey, w int) []func() {
	a.mu.Lock()
	defer a.mu.Unlock()
	fs := a.pending[k][w]
	delete(a.pending[k], w)
	return fs
}

// get returns the image for card c (game.NoCard for the back) of pack at
// about widthPx pixels wide, and whether it is the exact size. When it is
// not, ready runs on the Fyne thread once the exact size has been drawn.
func (a *artCache) get(pack string, c game.Card, widthPx int, ready func()) (image.Image, bool) {
	w := quantize(widthPx)
	k := artKey{pack, c}
	a.mu.Lock()
	m := a.imgs[k]
	if img, ok := m[w]; ok {
		a.mu.Unlock()
		return img, true
	}
	if len(m) == 0 || a.atOnce() {
		a.mu.Unlock()
		img := a.draw(k, w)
		a.store(k, w, img)
		return img, true
	}
	best, bd := image.Image(nil), 1<<30
	for mw, img := range m {
		d := mw - w
		if d < 0 {
			d = -d * 2 // prefer a larger image, scaled down, to a blurry small one
		}
		if d < bd {
			best, bd = img, d
		}
	}
	if a.pending[k] == nil {
		a.pending[k] = map[int][]func(){}
	}
	waiters, already := a.pending[k][w]
	if ready != nil {
		waiters = append(waiters, ready)
	}
	a.pending[k][w] = waiters
	a.mu.Unlock()
	if !already {
		a.bg.Add(1)
		go func() {
			defer a.bg.Done()
			img := a.draw(k, w)
			a.store(k, w, img)
			fs := a.takeWaiters(k, w)
			a.run.Post(func() {
				for _, f := range fs {
					f()
				}
			})
		}()
	}
	return best, false
}

// prewarm draws every card of pack at the given pixel widths in the
// background, so a card seen for the first time (a new deal, a bot's card,
// a new size) is already in the cache and the Fyne thread never waits.
func (a *artCache) prewarm(pack string, widths ...int) {
	if a.atOnce() {
		return
	}
	a.mu.Lock()
	if a.warmed == nil {
		a.warmed = map[artKey]bool{}
	}
	var todo []int
	for _, w := range widths {
		k := artKey{pack, game.Card(quantize(w))} // the card field holds the width here
		if !a.warmed[k] {
			a.warmed[k] = true
			todo = append(todo, quantize(w))
		}
	}
	a.mu.Unlock()
	if len(todo) == 0 {
		return
	}
	go func() {
		for _, w := range todo {
			for c := game.Card(0); c < game.NumCards; c++ {
				a.warm(artKey{pack, c}, w)
			}
			a.warm(artKey{pack, game.NoCard}, w)
		}
	}()
}

func (a *artCache) warm(k artKey, w int) {
	a.mu.Lock()
	_, ok := a.imgs[k][w]
	a.mu.Unlock()
	if !ok {
		a.store(k, w, a.draw(k, w))
	}
}
