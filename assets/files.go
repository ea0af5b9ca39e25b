package assets

import (
	"embed"
	"fmt"
	"sync"

	"github.com/cego-spiel/cego/assets/internal/vg"
)

// cardFiles are the generated card SVGs: cards/<pack>/<code>.svg and
// cards/<pack>/back.svg.
//
//go:embed cards
var cardFiles embed.FS

// layeredFill is one filled path of a card file and the layer it is in.
type layeredFill struct {
	vg.Fill
	layer string
}

// parsed caches the parsed card files: each file is read once, and
// different files may be parsed at the same time.
var parsed struct {
	sync.Mutex
	files map[string]*parsedFile
}

// parsedFile is one card file, parsed on first use.
type parsedFile struct {
	once  sync.Once
	fills []layeredFill
	err   error
}

// cardFills returns the fills of the generated file name (e.g.
// "adler/T21.svg"), parsing it on first use.
func cardFills(name string) ([]layeredFill, error) {
	parsed.Lock()
	f, ok := parsed.files[name]
	if !ok {
		if parsed.files == nil {
			parsed.files = map[string]*parsedFile{}
		}
		f = &parsedFile{}
		parsed.files[name] = f
	}
	parsed.Unlock()
	f.once.Do(func() { f.fills, f.err = parseCardFile(name) })
	return f.fills, f.err
}

// parseCardFile reads and parses one embedded card file.
func parseCardFile(name string) ([]layeredFill, error) {
	data, err := cardFiles.ReadFile("cards/" + name)
	if err != nil {
		return nil, fmt.Errorf("assets: no card file %s: %v", name, err)
	}
	doc, err := vg.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("assets: card file %s: %v", name, err)
	}
	var out []layeredFill
	for _, sh := range doc.Shapes {
		for _, f := range sh.Fills(0.1) {
			out = append(out, layeredFill{Fill: f, layer: sh.Layer})
		}
	}
	return out, nil
}
