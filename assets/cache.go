package assets

import (
	"image"
	"sync"
)

// key identifies one cached image.
type key struct {
	pack  string
	card  int // game.Card, or backCard
	width int
	style Style
}

// cacheBudget bounds the cache's pixel memory. Resizing a window asks for
// many widths; when the budget is spent the cache starts afresh rather than
// grow without end.
const cacheBudget = 256 << 20

// cache holds rendered cards.
var cache struct {
	sync.RWMutex
	images map[key]*image.RGBA
	bytes  int
}

// cached returns the image for k, drawing it on a miss.
func cached(k key) (image.Image, error) {
	cache.RLock()
	img, ok := cache.images[k]
	cache.RUnlock()
	if ok {
		return img, nil
	}
	if err := k.check(); err != nil {
		return nil, err
	}
	img, err := render(k)
	if err != nil {
		return nil, err
	}
	cache.Lock()
	defer cache.Unlock()
	if old, ok := cache.images[k]; ok {
		return old, nil // another goroutine drew it meanwhile: share one copy
	}
	if cache.images == nil || cache.bytes+len(img.Pix) > cacheBudget {
		cache.images = map[key]*image.RGBA{}
		cache.bytes = 0
	}
	cache.images[k] = img
	cache.bytes += len(img.Pix)
	return img, nil
}
